'use server';

import { savedAddressSchema } from '@fierro/domain';
import { z } from 'zod';
import { saveAddress as save } from '../../../lib/commerce/account';
import type { ActionResult } from '../../auth/actions/result';
import { guarded, invalid, isTenant, refused, signedOut, siteOf } from './context';

const Id = z.object({ addressId: z.uuid().nullable().optional() });

/** Adds an address to the shopper's book, or replaces one (checked by the shared schema). */
export async function saveAddress(input: unknown): Promise<ActionResult> {
  const tenant = await siteOf(input);
  if (!isTenant(tenant)) return tenant;
  const id = Id.safeParse(input);
  const parsed = savedAddressSchema(tenant).safeParse(input);
  if (!id.success) return { ok: false, code: 'NOT_FOUND' };
  if (!parsed.success) return invalid(parsed.error.issues);
  return guarded(async () => {
    const answer = await save(tenant, id.data.addressId ?? null, parsed.data);
    if (!answer) return signedOut;
    return answer.data ? { ok: true } : refused(answer.error);
  });
}
