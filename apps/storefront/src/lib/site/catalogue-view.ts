/**
 * The cached catalogue pages (DESIGN §5): the proxy rewrites an anonymous catalogue request
 * (`/{site}/category/{id}/{slug}/?currentpage=2`) to an internal segment that carries what varies
 * the page and nothing else: `/{site}/v/{view}/category/{id}/{slug}/{query}/`, where `view` is the
 * price group (and business mode) and `query` the canonical content-selecting parameters. Each
 * distinct view of a page is then one cached entry; zone, store, session and cart never key one.
 * Pure (no Next imports): the proxy, the pages and the tests share it.
 */

/** The internal segment's name; outside requests to it are answered with the 404 page. */
export const VIEW_SEGMENT = 'v';

/**
 * The only params `next build` prerenders below the segment (a 404): commerce is not running while
 * the storefront builds, so every real view is rendered on its first request, then cached.
 * Also where the proxy sends outside requests for the segment.
 */
export const BUILD_SAMPLE = 'build';

export interface CatalogueView {
  /** The price-group cookie's value, or null for the site's base price list. */
  priceGroup: string | null;
  /** Business mode (consumer=b2b, a business-only site or a company session): business home. */
  business: boolean;
}

const PRICE_GROUP = /^\d{1,6}$/;
const BASE = 'base';
const B2B = '-b2b';

/** A price-group cookie value as the view takes it: digits only, anything else is the base. */
export const priceGroupOf = (cookie: string | undefined | null): string | null =>
  cookie && PRICE_GROUP.test(cookie) ? cookie : null;

export function viewSegment(view: CatalogueView): string {
  return `${view.priceGroup ?? BASE}${view.business ? B2B : ''}`;
}

/** The view of a segment; null for anything the proxy would never write (a 404). */
export function parseViewSegment(segment: string): CatalogueView | null {
  const business = segment.endsWith(B2B);
  const pg = business ? segment.slice(0, -B2B.length) : segment;
  if (pg === BASE) return { priceGroup: null, business };
  return PRICE_GROUP.test(pg) ? { priceGroup: pg, business } : null;
}

/** Listing and search parameters that select content (spec §2, §3); others are dropped. */
export const LISTING_PARAMS = [
  'Ntt',
  'currentpage',
  'sortBy',
  'f.product.brandName',
  'f.range.price',
  'averageOverallRating',
  'primary_color_group',
  'availability',
] as const;
const KNOWN = new Set<string>(LISTING_PARAMS);
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 200;

/** The listing's sorts (commerce's `SORT_OPTIONS`); relevance is the default, said by none. */
export const SORTS: readonly string[] = [
  'relevance',
  'price_asc',
  'price_desc',
  'rating_desc',
  'newest',
];
/** Listing pages past this one are not asked for (the listing's own bound). */
export const MAX_PAGE = 500;

/**
 * Values that select nothing the page's default does not (a sort the listing lacks, page 1 or
 * `007`, a rating of 9, a price range that is not one) are dropped from the key, as the listing
 * reads them: each was a cached page of its own, and one client could push every real page out
 * of the page cache with `?sortBy=1`, `?sortBy=2`, ...
 */
const VALUE_RULES: Record<string, (value: string) => boolean> = {
  sortBy: (v) => v !== 'relevance' && SORTS.includes(v),
  currentpage: (v) => /^[1-9]\d{0,2}$/.test(v) && v !== '1' && Number(v) <= MAX_PAGE,
  averageOverallRating: (v) => /^[1-5]$/.test(v),
  'f.range.price': (v) => /^\d{0,12}::\d{0,12}$/.test(v) && v !== '::',
  availability: (v) => v === 'homeDelivery' || v === 'pickupInStore',
};

export type QueryValues = Record<string, string[]>;

/**
 * The canonical form of a listing's query: known keys only, sorted by key then value, each value
 * trimmed and bounded, duplicates and empties dropped. `?b=2&a=1` and `?a=1&b=2` are one entry.
 */
export function canonicalQuery(params: URLSearchParams): URLSearchParams {
  const values = new Map<string, Set<string>>();
  for (const [key, raw] of params) {
    if (!KNOWN.has(key)) continue;
    const value = raw.trim().slice(0, MAX_VALUE_LENGTH);
    if (!value) continue;
    if (VALUE_RULES[key] && !VALUE_RULES[key](value)) continue;
    const set = values.get(key) ?? new Set<string>();
    if (set.size < MAX_VALUES) set.add(value);
    values.set(key, set);
  }
  const out = new URLSearchParams();
  for (const key of [...values.keys()].sort()) {
    for (const value of [...(values.get(key) ?? [])].sort()) out.append(key, value);
  }
  return out;
}

/** `q` + base64url of the canonical query: one path segment, safe in any URL. */
export function querySegment(params: URLSearchParams): string {
  const qs = canonicalQuery(params).toString();
  return `q${Buffer.from(qs, 'utf8').toString('base64url')}`;
}

/** The parameters of a query segment; null when it is not one the proxy writes. */
export function parseQuerySegment(segment: string): QueryValues | null {
  if (!/^q[\w-]{0,4000}$/.test(segment)) return null;
  const qs = Buffer.from(segment.slice(1), 'base64url').toString('utf8');
  const params = new URLSearchParams(qs);
  // Only the canonical form is served, so each view has one cache entry.
  if (canonicalQuery(params).toString() !== qs) return null;
  const out: QueryValues = {};
  for (const key of new Set(params.keys())) out[key] = params.getAll(key);
  return out;
}

/**
 * A search term next.config may put in a path as it is (Next inserts a rewrite's captured value
 * unencoded): letters with the Latin-1 accents of Spanish and Portuguese, digits, spaces, dots and
 * hyphens, trimmed, at most 100, never starting with a dot (`.` and `..` in a path are dot
 * segments the router resolves away: `?Ntt=..` answered 500). A search for anything else goes
 * through the proxy's query segment. A regular-expression source because next.config and the proxy's matcher take it as a string.
 */
export const PLAIN_TERM =
  '[A-Za-z0-9\\u00C0-\\u00FF-](?:[A-Za-z0-9\\u00C0-\\u00FF .-]{0,98}[A-Za-z0-9\\u00C0-\\u00FF.-])?';
const PLAIN = new RegExp(`^${PLAIN_TERM}$`);

/** The query of a plain-term search segment (`/{site}/v/{view}/search/t/{term}/`), else null. */
export function parsePlainTerm(segment: string): QueryValues | null {
  let term = segment;
  try {
    term = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return PLAIN.test(term) ? { Ntt: [term] } : null;
}

/** The product route's first segment: a plain page or an SEO landing (queryId present). */
export const PRODUCT_MODE = { plain: 'p', seo: 'seo' } as const;

/**
 * A catalogue request whose page lives at its own URL, with no rewrite: the base view's plain
 * product page (`app/[site]/product`, issue 24). The proxy leaves such a request where it is, so a
 * page, its refresh and a server action posted from it always run on one route.
 */
export function atOwnUrl(rest: string, search: URLSearchParams, view: CatalogueView): boolean {
  const [page, productId] = rest.split('/').filter(Boolean);
  return (
    page === 'product' &&
    productId !== undefined &&
    !search.has('queryId') &&
    view.priceGroup === null &&
    !view.business
  );
}

/** Listing filters that depend on the shopper's zone or store: never served from the cache. */
export const zoneDependent = (params: URLSearchParams) => params.has('availability');

/**
 * The internal path of a catalogue page request, or null when the path is not a catalogue page
 * (or is a zone-dependent listing, rendered per request by its own route).
 * `rest` is the path below the site prefix, e.g. `category/cat1/herramientas/`.
 */
export function internalPath(
  site: string,
  rest: string,
  search: URLSearchParams,
  view: CatalogueView,
): string | null {
  const parts = rest.split('/').filter(Boolean);
  const at = `/${site}/${VIEW_SEGMENT}/${viewSegment(view)}`;
  const [page] = parts;
  if (parts.length === 0) return `${at}/`;
  // Path parts stay as the browser encoded them. A product's queryId is tracking, read in the
  // browser; only its presence (an SEO landing: more upsell cards) selects content.
  if (page === 'product' && parts.length >= 2 && parts.length <= 4) {
    const mode = search.has('queryId') ? PRODUCT_MODE.seo : PRODUCT_MODE.plain;
    return `${at}/product/${mode}/${parts.slice(1).join('/')}/`;
  }
  const listing =
    ((page === 'category' || page === 'collection') && parts.length === 3) ||
    (page === 'search' && parts.length === 1);
  if (!listing || zoneDependent(search)) return null;
  return `${at}/${parts.join('/')}/${querySegment(search)}/`;
}
