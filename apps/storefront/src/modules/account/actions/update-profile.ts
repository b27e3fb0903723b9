'use server';

import { profileFormSchema } from '@fierro/domain';
import { updateProfile as update } from '../../../lib/commerce/account';
import type { ActionResult } from '../../auth/actions/result';
import { guarded, invalid, isTenant, refused, signedOut, siteOf } from './context';

/** Names, phone and identity document (checked per country by the shared schema). */
export async function updateProfile(input: unknown): Promise<ActionResult> {
  const tenant = await siteOf(input);
  if (!isTenant(tenant)) return tenant;
  const parsed = profileFormSchema(tenant).safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return guarded(async () => {
    const answer = await update(tenant, parsed.data);
    if (!answer) return signedOut;
    return answer.data ? { ok: true } : refused(answer.error);
  });
}
