/**
 * Spec §2 catalogue routes below a site's prefix (`/product/1/Taladro/`): the form the
 * storefront's site-aware links take (SiteLink puts the prefix on). `routes.ts` builds whole URLs
 * from these, so each route is written once. Slugs are the catalogue's (made with slugify at
 * import); an empty one falls back to the id, so a URL never has an empty segment (chosen).
 * Path segments are percent-encoded, queries built with URLSearchParams (a space is `+`).
 * No imports: client components build links with it and ship nothing else.
 */

/** Options of a whole URL: `b2b` appends `consumer=b2b` (spec §2, business mode). */
export interface LinkOptions {
  b2b?: boolean;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

function withQuery(
  path: string,
  query: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Nothing for a value that is not there: a `null` read "token=null".
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface ProductPathLink {
  productId: string;
  /** The catalogue's slug of the product's name (case kept). */
  slug: string;
  skuId?: string | undefined;
  queryId?: string | undefined;
}

/** `/product/{productId}/{slug}/[{skuId}/][?queryId=]`. */
export function productPath(link: ProductPathLink): string {
  const sku = link.skuId ? `${segment(link.skuId)}/` : '';
  const slug = link.slug || link.productId;
  return withQuery(`/product/${segment(link.productId)}/${segment(slug)}/${sku}`, {
    queryId: link.queryId,
  });
}

export interface CategoryPathLink {
  categoryId: string;
  /** The category's slug; lower-cased here (spec §2: the name is lower-cased). */
  slug: string;
  /** Page number; page 1 is the canonical URL without the parameter (chosen). */
  currentPage?: number | undefined;
  /** Brand filter `f.product.brandName`. */
  brand?: string | undefined;
}

/** `/category/{categoryId}/{lower-cased slug}/[?currentpage=&f.product.brandName=]`. */
export function categoryPath(link: CategoryPathLink): string {
  const slug = (link.slug || link.categoryId).toLowerCase();
  const page = link.currentPage && link.currentPage > 1 ? link.currentPage : undefined;
  return withQuery(`/category/${segment(link.categoryId)}/${segment(slug)}/`, {
    currentpage: page,
    'f.product.brandName': link.brand,
  });
}

/** `/collection/{collectionPageId}/{lower-cased slug}/` (lower-cased like categories: chosen). */
export function collectionPath(link: { collectionId: string; slug: string }): string {
  const slug = (link.slug || link.collectionId).toLowerCase();
  return `/collection/${segment(link.collectionId)}/${segment(slug)}/`;
}

/** `/search/?Ntt={term}`. */
export const searchPath = (term: string) => withQuery('/search/', { Ntt: term });

/** `/no-search-result/?Ntt={term}`: the spec's `{searchTerm}` parameter is Ntt. */
export const noSearchResultPath = (term: string) => withQuery('/no-search-result/', { Ntt: term });

/** Spec §2 `/cart` (issue 21), with a slash like every route we serve. */
export const cartPath = '/cart/';

/** The checkout (issue 22). */
export const checkoutPath = '/checkout/';

/** The checkout's 3-D Secure page of an order (a guest's key to the order in `token`). */
export const checkoutChallengePath = (orderId: string, token?: string) =>
  withQuery(`/checkout/challenge/${segment(orderId)}/`, { token });

/** The order's confirmation page (a guest's key to the order in `token`). */
export const orderConfirmationPath = (orderId: string, token?: string) =>
  withQuery(`/checkout/confirmation/${segment(orderId)}/`, { token });

/**
 * The link that connects an identity provider to an account (mailed to the account's address):
 * the token, and the provider the page names before its button is pressed.
 */
export const linkProviderPath = (token: string, provider?: string) =>
  withQuery('/link-provider/', { provider, token });

/**
 * `/_error/?statusCode={code}` (spec §8: 404, 500, and 503 for the special error), with the
 * `referrer` (the page that failed, within the site) its retry link goes back to.
 */
export const errorPagePath = (statusCode: number, referrer?: string) =>
  withQuery('/_error/', { statusCode, referrer });

/** Appends `consumer=b2b` to a built path (spec §2: client navigation in business mode). */
function withB2bConsumer(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}consumer=b2b`;
}

/** The whole URL of a path below a site's prefix, with `consumer=b2b` when asked. */
export function inSite(
  site: { pathPrefix: string },
  path: string,
  options: LinkOptions = {},
): string {
  const url = `/${site.pathPrefix}${path.startsWith('/') ? path : `/${path}`}`;
  return options.b2b ? withB2bConsumer(url) : url;
}
