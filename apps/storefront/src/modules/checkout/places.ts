import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { geoChildren, locationInfo } from '../../lib/commerce';
import type { PlaceLevelView } from './components/place-levels-client';
import { levelsFromPicks, parentsOfPicks } from './place-picks';

export type PlaceLevel = PlaceLevelView;

/**
 * The levels of the place picker, filled in down to a location (the cart's, a saved address's):
 * each level's places under the one picked above it. Empty on a zip-code site.
 */
export async function placeLevels(
  tenant: Tenant,
  locationId: string | null,
): Promise<PlaceLevel[]> {
  if (tenant.locationSelector.kind !== 'levels') return [];
  const path = locationId ? ((await locationInfo(tenant.siteId, locationId)).data?.path ?? []) : [];
  const levels = tenant.locationSelector.levels;
  return Promise.all(
    levels.map(async (level, depth) => {
      const parent = depth === 0 ? null : (path[depth - 1]?.id ?? undefined);
      const options =
        parent === undefined ? [] : ((await geoChildren(tenant.siteId, parent)).data?.items ?? []);
      return {
        label: level.label,
        options: options.map((o) => ({ id: o.id, name: o.name })),
        selected: path[depth]?.id ?? null,
      };
    }),
  );
}

/**
 * The levels as a posted picker left them (a refused no-script post, the delivery action): each
 * level's places under the pick above it, a pick kept only when it is one of them.
 */
export async function pickedPlaceLevels(
  tenant: Tenant,
  picked: readonly string[],
): Promise<PlaceLevel[]> {
  if (tenant.locationSelector.kind !== 'levels') return [];
  const levels = tenant.locationSelector.levels;
  const options = await Promise.all(
    parentsOfPicks(picked, levels.length).map(async (parent) =>
      parent === undefined
        ? []
        : ((await geoChildren(tenant.siteId, parent)).data?.items ?? []).map((o) => ({
            id: o.id,
            name: o.name,
          })),
    ),
  );
  return levelsFromPicks(
    levels.map((l) => l.label),
    picked,
    options,
  );
}
