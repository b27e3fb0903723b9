'use server';

import { getTenantByPathPrefix } from '@fierro/tenants';
import { z } from 'zod';
import { geoChildren } from '../../../lib/commerce';
import { placeLevels } from '../places';

const Input = z.object({ site: z.string().max(40), parentId: z.string().max(40) });

/** The places under one (a region's comunas) for the delivery step's picker. */
export async function loadPlaces(
  input: z.input<typeof Input>,
): Promise<Array<{ id: string; name: string }> | null> {
  const parsed = Input.safeParse(input);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data.site) : undefined;
  if (!parsed.success || !tenant) return null;
  const { data } = await geoChildren(tenant.siteId, parsed.data.parentId);
  return data ? data.items.map((i) => ({ id: i.id, name: i.name })) : null;
}

const LevelsInput = z.object({ site: z.string().max(40), locationId: z.string().max(40) });

/** Every level's places down to a location (a saved address opened to be edited). */
export async function loadPlaceLevels(input: z.input<typeof LevelsInput>) {
  const parsed = LevelsInput.safeParse(input);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data.site) : undefined;
  if (!parsed.success || !tenant) return null;
  return placeLevels(tenant, parsed.data.locationId);
}
