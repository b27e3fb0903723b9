'use server';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { z } from 'zod';
import { geoChildren } from '../../../lib/commerce';

const Input = z.object({ site: z.string().max(40), parentId: z.string().max(40).nullable() });

export type GeoOption = { id: string; name: string };

/** Options of one level of the location selector (no parent: the top level). */
export async function loadGeoChildren(input: z.input<typeof Input>): Promise<GeoOption[] | null> {
  const parsed = Input.safeParse(input);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data.site) : undefined;
  if (!parsed.success || !tenant) return null;
  const { data } = await geoChildren(tenant.siteId, parsed.data.parentId);
  return data ? data.items.map((i) => ({ id: i.id, name: i.name })) : null;
}
