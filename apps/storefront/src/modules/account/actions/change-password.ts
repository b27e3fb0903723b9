'use server';

import { changePasswordSchema } from '@fierro/domain';
import { signInOf } from '@fierro/tenants';
import { changePassword as change } from '../../../lib/commerce/account';
import { clientAddress } from '../../../lib/session/server';
import type { ActionResult } from '../../auth/actions/result';
import { guarded, invalid, isTenant, refused, signedOut, siteOf } from './context';

/** The current password and a new one; commerce ends every other session of the shopper. */
export async function changePassword(input: unknown): Promise<ActionResult> {
  const tenant = await siteOf(input);
  if (!isTenant(tenant)) return tenant;
  if (!signInOf(tenant).changePasswordLinkEnabled) return { ok: false, code: 'NOT_FOUND' };
  const parsed = changePasswordSchema(tenant).safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return guarded(async () => {
    const answer = await change(tenant, parsed.data, await clientAddress());
    if (!answer) return signedOut;
    return answer.data ? { ok: true } : refused(answer.error);
  });
}
