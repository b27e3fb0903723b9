'use server';

import { loginUrl, resetPasswordSchema } from '@fierro/domain';
import { resetPassword as reset } from '../../../lib/commerce/account';
import { endSession } from '../../../lib/session/server';
import type { ActionResult } from '../../auth/actions/result';
import { invalid, isTenant, refused, siteOf } from './context';

/** A new password through the e-mailed link; every session ends, this browser's too. */
export async function resetPassword(input: unknown): Promise<ActionResult<{ loginHref: string }>> {
  const tenant = await siteOf(input);
  if (!isTenant(tenant)) return tenant;
  const parsed = resetPasswordSchema(tenant).safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const answer = await reset(tenant, parsed.data);
  if (!answer.data) return refused(answer.error);
  await endSession(tenant);
  return { ok: true, loginHref: loginUrl(tenant) };
}
