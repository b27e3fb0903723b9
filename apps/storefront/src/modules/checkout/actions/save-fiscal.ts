'use server';

import { checkoutUrl, fiscalDocumentSchema } from '@fierro/domain';
import { redirect } from 'next/navigation';
import { blankToMissing, fieldErrorsOf, fieldsOf } from '../form-data';
import { writeState } from '../state-cookie';
import { answer, genericError, nextStepUrl, stepContext } from './context';
import type { StepResult } from './step-result';

const FIELDS = ['kind', 'taxId', 'businessName', 'businessActivity'] as const;

/** Step 3: the fiscal document the country offers (boleta, factura, nota fiscal, CFDI, ...). */
export async function saveFiscal(_prev: StepResult, data: FormData): Promise<StepResult> {
  const ctx = await stepContext(data);
  if ('error' in ctx) {
    if (ctx.error === 'NO_CART' && ctx.tenant) redirect(checkoutUrl(ctx.tenant));
    return { ok: false, formError: genericError(ctx.tenant) };
  }
  const { tenant, state } = ctx;
  const values = fieldsOf(data, FIELDS);
  const parsed = fiscalDocumentSchema(tenant).safeParse(blankToMissing(values));
  if (!parsed.success) {
    return answer(tenant, 'fiscal', {
      ok: false,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
      values,
    });
  }
  await writeState(tenant, { ...state, fiscal: parsed.data });
  redirect(nextStepUrl(tenant, 'fiscal'));
}
