'use server';

import { forgotPasswordSchema } from '@fierro/domain';
import { requestPasswordReset as request } from '../../../lib/commerce/account';
import { clientAddress } from '../../../lib/session/server';
import type { ActionResult } from '../../auth/actions/result';
import { invalid, isTenant, refused, siteOf } from './context';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(input: unknown): Promise<ActionResult> {
  const tenant = await siteOf(input);
  if (!isTenant(tenant)) return tenant;
  const parsed = forgotPasswordSchema(tenant).safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const answer = await request(tenant, parsed.data.email, await clientAddress());
  return answer.data ? { ok: true } : refused(answer.error);
}
