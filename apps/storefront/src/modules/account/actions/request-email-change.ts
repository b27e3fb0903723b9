'use server';

import { emailChangeSchema } from '@fierro/domain';
import { requestEmailChange as request } from '../../../lib/commerce/account';
import { clientAddress } from '../../../lib/session/server';
import type { ActionResult } from '../../auth/actions/result';
import { guarded, invalid, isTenant, refused, signedOut, siteOf } from './context';

/** Sends the confirmation link to the new address (the current password is checked). */
export async function requestEmailChange(
  input: unknown,
): Promise<ActionResult<{ pendingEmail: string }>> {
  const tenant = await siteOf(input);
  if (!isTenant(tenant)) return tenant;
  const parsed = emailChangeSchema(tenant).safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return guarded(async () => {
    const answer = await request(tenant, parsed.data, await clientAddress());
    if (!answer) return signedOut;
    return answer.data
      ? { ok: true, pendingEmail: answer.data.pendingEmail }
      : refused(answer.error);
  });
}
