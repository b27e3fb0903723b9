'use server';

import { confirmEmailSchema } from '@fierro/domain';
import { confirmEmail as confirm } from '../../../lib/commerce/account';
import type { ActionResult } from '../../auth/actions/result';
import { invalid, isTenant, refused, siteOf } from './context';

/** Uses the link sent to the new address (a button press: a mail scanner's GET changes nothing). */
export async function confirmEmail(input: unknown): Promise<ActionResult<{ email: string }>> {
  const tenant = await siteOf(input);
  if (!isTenant(tenant)) return tenant;
  const parsed = confirmEmailSchema(tenant).safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const answer = await confirm(tenant, parsed.data.token);
  return answer.data ? { ok: true, email: answer.data.email } : refused(answer.error);
}
