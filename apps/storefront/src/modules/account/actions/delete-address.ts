'use server';

import { z } from 'zod';
import { deleteAddress as remove } from '../../../lib/commerce/account';
import type { ActionResult } from '../../auth/actions/result';
import { guarded, isTenant, refused, signedOut, siteOf } from './context';

const Input = z.object({ addressId: z.uuid() });

/** Takes an address out of the shopper's book (asked to confirm first, in the page). */
export async function deleteAddress(input: unknown): Promise<ActionResult> {
  const tenant = await siteOf(input);
  if (!isTenant(tenant)) return tenant;
  const parsed = Input.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'NOT_FOUND' };
  return guarded(async () => {
    const answer = await remove(tenant, parsed.data.addressId);
    if (!answer) return signedOut;
    return answer.data ? { ok: true } : refused(answer.error);
  });
}
