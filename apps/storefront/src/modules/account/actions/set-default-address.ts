'use server';

import { z } from 'zod';
import { readAddresses, saveAddress } from '../../../lib/commerce/account';
import type { ActionResult } from '../../auth/actions/result';
import { guarded, isTenant, refused, signedOut, siteOf } from './context';

const Input = z.object({ addressId: z.uuid() });

/** Makes one of the shopper's addresses the default (commerce unmarks the one before). */
export async function setDefaultAddress(input: unknown): Promise<ActionResult> {
  const tenant = await siteOf(input);
  if (!isTenant(tenant)) return tenant;
  const parsed = Input.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'NOT_FOUND' };
  return guarded(async () => {
    const book = await readAddresses(tenant.siteId);
    if (!book) return signedOut;
    const address = book.find((a) => a.id === parsed.data.addressId);
    if (!address) return { ok: false, code: 'NOT_FOUND' };
    const answer = await saveAddress(tenant, address.id, {
      label: address.label,
      ...(tenant.isZipCodeCountry
        ? { zipCode: address.zipCode }
        : { locationId: address.locationId }),
      street: address.street,
      number: address.number,
      apartment: address.apartment,
      isDefault: true,
    });
    if (!answer) return signedOut;
    return answer.data ? { ok: true } : refused(answer.error);
  });
}
