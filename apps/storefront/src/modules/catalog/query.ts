import { stripControlCharacters } from '@fierro/domain';
import type { CatalogueQuery } from '../../lib/commerce/public';
import { MAX_PAGE, SORTS } from '../../lib/site/catalogue-view';

/** Storefront URL parameters of listings and search (spec §2, §3). */
export const PARAM = {
  term: 'Ntt',
  page: 'currentpage',
  brand: 'f.product.brandName',
  sort: 'sortBy',
} as const;

/** Commerce facet names that the storefront URL spells differently. */
const URL_NAME: Record<string, string> = { brand: PARAM.brand };
export const urlParamOf = (facetName: string) => URL_NAME[facetName] ?? facetName;

export type SearchParams = Record<string, string | string[] | undefined>;

/** A value as a shopper meant it: control characters (a NUL, a tab) are spaces, then trimmed. */
const clean = (s: string) => stripControlCharacters(s).trim();
const list = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .map(clean)
    .filter((s) => s.length > 0 && s.length <= 80)
    .slice(0, 20);
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const PER_PAGE = 24;

/**
 * The commerce query of a listing URL. Only what varies the public answer goes in (the price
 * group, never the zone or store), except when the shopper filters by availability in their zone
 * or store, which needs them.
 */
export function catalogueQuery(
  sp: SearchParams,
  shopper: {
    priceGroup: string | null;
    zoneId: string | null;
    storeId: string | null;
    business?: boolean;
  },
): CatalogueQuery & { zoneId?: string; storeId?: string; availability?: string[] } {
  const page = Number(one(sp[PARAM.page]) ?? '1');
  const sort = one(sp[PARAM.sort]);
  const rating = one(sp.averageOverallRating);
  const price = one(sp['f.range.price']);
  const availability = list(sp.availability).filter(
    (a) => a === 'homeDelivery' || a === 'pickupInStore',
  );
  const q: ReturnType<typeof catalogueQuery> = {
    currentPage: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    perPage: PER_PAGE,
    sortBy: sort && SORTS.includes(sort) ? sort : 'relevance',
    brand: list(sp[PARAM.brand]),
    primary_color_group: list(sp.primary_color_group),
  };
  const raw = one(sp[PARAM.term]);
  const term = raw === undefined ? undefined : clean(raw).slice(0, 200);
  if (term) q.Ntt = term;
  if (shopper.priceGroup) q.priceGroup = shopper.priceGroup;
  // Business mode: commerce prices with PRECIOS_PRO (one cached view per mode).
  if (shopper.business) q.consumer = 'b2b';
  if (rating && /^[1-5]$/.test(rating)) q.averageOverallRating = rating;
  if (price && /^\d*::\d*$/.test(price)) q['f.range.price'] = price;
  if (availability.length) {
    q.availability = availability;
    if (shopper.zoneId) q.zoneId = shopper.zoneId;
    if (shopper.storeId) q.storeId = shopper.storeId;
  }
  return q;
}

/** The URL parameters of the current listing, to build facet, sort and page links from. */
export function urlParams(sp: SearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) for (const x of list(v)) out.append(k, x);
  return out;
}

/** A link that toggles one facet value and goes back to page 1. */
export function toggleParam(base: URLSearchParams, name: string, value: string, multi: boolean) {
  const next = new URLSearchParams(base);
  next.delete(PARAM.page);
  const current = next.getAll(name);
  next.delete(name);
  if (current.includes(value)) {
    for (const v of current) if (v !== value) next.append(name, v);
  } else {
    if (multi) for (const v of current) next.append(name, v);
    next.append(name, value);
  }
  return next;
}

export function withParam(base: URLSearchParams, name: string, value: string | null) {
  const next = new URLSearchParams(base);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}
