'use server';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { z } from 'zod';
import { storesNear } from '../../../lib/commerce';

const Input = z.object({ site: z.string().max(40) });

export type StoreOption = { id: string; name: string; address: string };

/** Pickup stores of the site, nearest first when a location is known. */
export async function loadStores(input: z.input<typeof Input>): Promise<StoreOption[] | null> {
  const parsed = Input.safeParse(input);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data.site) : undefined;
  if (!parsed.success || !tenant) return null;
  const { data } = await storesNear(tenant.siteId, null);
  return data ? data.items.map((s) => ({ id: s.id, name: s.name, address: s.address })) : null;
}
