import { PriceGroupsResponse } from '@fierro/commerce/contract';

/**
 * The retail price groups of each site, as commerce knows them (`/pricing/v1/{siteId}/price-groups`):
 * a price-group cookie is used only when it names one of them, so a value the browser makes up
 * prices nothing and never becomes a cached page of its own (issues 18 and 20). Read at most once
 * per REFRESH_MS per site and process; while unknown (commerce down), every value is the base list.
 */
export const REFRESH_MS = 5 * 60_000;
const TIMEOUT_MS = 3_800;

/** After a failed read, the base list is used this long before commerce is asked again. */
const RETRY_MS = 10_000;

interface Entry {
  /** When the list is to be read again. */
  until: number;
  groups: Promise<ReadonlySet<string>>;
  refreshing?: boolean;
}
const sites = new Map<string, Entry>();
const NONE: ReadonlySet<string> = new Set();

const commerceUrl = () => (process.env.COMMERCE_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');

async function load(siteId: string): Promise<ReadonlySet<string>> {
  const res = await fetch(`${commerceUrl()}/pricing/v1/${siteId}/price-groups`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`price groups ${res.status}`);
  return new Set(PriceGroupsResponse.parse(await res.json()).priceGroups);
}

/** The site's retail price groups; a stale list answers while one refresh runs. */
export function priceGroupsOf(siteId: string, now = Date.now()): Promise<ReadonlySet<string>> {
  const hit = sites.get(siteId);
  if (hit && (now < hit.until || hit.refreshing)) return hit.groups;
  const loading = load(siteId);
  const settle = (until: number, groups: ReadonlySet<string>) =>
    sites.set(siteId, { until, groups: Promise.resolve(groups) });
  if (hit) {
    hit.refreshing = true;
    loading.then(
      (groups) => settle(now + REFRESH_MS, groups),
      () => {
        hit.refreshing = false;
        hit.until = now + RETRY_MS;
      },
    );
    return hit.groups;
  }
  const groups = loading.then(
    (g) => {
      settle(now + REFRESH_MS, g);
      return g;
    },
    () => {
      settle(now + RETRY_MS, NONE);
      return NONE;
    },
  );
  sites.set(siteId, { until: Number.POSITIVE_INFINITY, groups, refreshing: true });
  return groups;
}

/** The cookie's price group when it is one of the site's, else null (the site's base list). */
export async function validPriceGroup(
  siteId: string,
  value: string | null | undefined,
): Promise<string | null> {
  if (!value) return null;
  return (await priceGroupsOf(siteId)).has(value) ? value : null;
}
