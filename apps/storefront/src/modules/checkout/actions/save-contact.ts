'use server';

import { checkoutUrl, contactSchema } from '@fierro/domain';
import { redirect } from 'next/navigation';
import { fieldErrorsOf, fieldsOf } from '../form-data';
import { writeState } from '../state-cookie';
import { answer, genericError, nextStepUrl, stepContext } from './context';
import type { StepResult } from './step-result';

const CONTACT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'document.type',
  'document.number',
] as const;

/** Step 1: the shopper's contact, checked with the country's rules (document check digits). */
export async function saveContact(_prev: StepResult, data: FormData): Promise<StepResult> {
  const ctx = await stepContext(data);
  if ('error' in ctx) {
    if (ctx.error === 'NO_CART' && ctx.tenant) redirect(checkoutUrl(ctx.tenant));
    return { ok: false, formError: genericError(ctx.tenant) };
  }
  const { tenant, state } = ctx;
  const values = fieldsOf(data, CONTACT_FIELDS);
  // Every contact field is asked for: a blank one gets its own message (not "missing").
  const parsed = contactSchema(tenant).safeParse(values);
  if (!parsed.success) {
    return answer(tenant, 'contact', {
      ok: false,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
      values,
    });
  }
  await writeState(tenant, { ...state, contact: parsed.data });
  redirect(nextStepUrl(tenant, 'contact'));
}
