import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import {
  type CategoryPathLink,
  cartPath,
  categoryPath,
  checkoutChallengePath,
  checkoutPath,
  errorPagePath,
  inSite,
  type LinkOptions,
  linkProviderPath,
  noSearchResultPath,
  orderConfirmationPath,
} from './paths';

/**
 * Whole URLs `/{pathPrefix}/...` of the spec §2 routes the storefront links or redirects to as
 * whole paths, built from the paths of `paths.ts` (the one place each route is written; site-aware
 * links take those paths). Each takes the tenant or its path prefix.
 */

export type SiteRef = Pick<Tenant, 'pathPrefix'> | string;

function siteOf(site: SiteRef): Pick<Tenant, 'pathPrefix'> {
  if (typeof site !== 'string') return site;
  const tenant = getTenantByPathPrefix(site);
  if (!tenant) throw new RangeError(`unknown site path prefix: ${site}`);
  return tenant;
}

const url = (site: SiteRef, path: string, options?: LinkOptions) =>
  inSite(siteOf(site), path, options);

export const homeUrl = (site: SiteRef, options?: LinkOptions) => url(site, '/', options);

/** `/{site}/category/{categoryId}/{lower-cased slug}/[?currentpage=&f.product.brandName=]`. */
export const categoryUrl = (site: SiteRef, link: CategoryPathLink, options?: LinkOptions) =>
  url(site, categoryPath(link), options);

/** Spec §2 pages that are not the catalogue's; they end in a slash like every route we serve. */
export const loginUrl = (site: SiteRef, options?: LinkOptions) => url(site, '/login/', options);
export const registerUrl = (site: SiteRef, options?: LinkOptions) =>
  url(site, '/register/', options);
export const myListsUrl = (site: SiteRef, options?: LinkOptions) =>
  url(site, '/myaccount/mylists/', options);
/**
 * The lists page with a product waiting to be placed in one of them: a path, not a query, so it
 * survives the login round trip (the guard keeps the path of the page it sends to login, spec §2).
 */
export const myListsAddUrl = (site: SiteRef, skuId: string) =>
  url(site, `/myaccount/mylists/add/${encodeURIComponent(skuId)}/`);
/** One of the shopper's lists, and a list's read-only shared view (issue 23). */
export const myListUrl = (site: SiteRef, listId: string, options?: LinkOptions) =>
  url(site, `/myaccount/mylists/${encodeURIComponent(listId)}/`, options);
export const sharedListUrl = (site: SiteRef, token: string) =>
  url(site, `/lists/shared/${encodeURIComponent(token)}/`);

/** The account area's pages (issue 23): `/{site}/myaccount/{section}/`. */
export type AccountSection =
  | 'profile'
  | 'orders'
  | 'mylists'
  | 'password'
  | 'addresses'
  | 'membership';
export const accountUrl = (site: SiteRef, section: AccountSection) =>
  url(site, `/myaccount/${section}/`);
/** An order of the shopper's (issue 23): `/{site}/myaccount/orders/{orderId}/`. */
export const accountOrderUrl = (site: SiteRef, orderId: string, options?: LinkOptions) =>
  url(site, `/myaccount/orders/${encodeURIComponent(orderId)}/`, options);
/** The request form of a line: `/{site}/myaccount/orders/{orderId}/returns/?line=&kind=`. */
export const orderReturnUrl = (site: SiteRef, orderId: string, lineId: number, kind: string) =>
  url(
    site,
    `/myaccount/orders/${encodeURIComponent(orderId)}/returns/?line=${lineId}&kind=${encodeURIComponent(kind)}`,
  );
/** The shopper's orders, page `n` (the first has no query). */
export const accountOrdersUrl = (site: SiteRef, page = 1) =>
  url(site, page > 1 ? `/myaccount/orders/?page=${page}` : '/myaccount/orders/');
/** A guest's order lookup by order number and e-mail (issue 23). */
export const orderStatusUrl = (site: SiteRef) => url(site, '/order-status/');
/** Forgotten password (every site): ask for the link, then choose a new password with it. */
export const forgotPasswordUrl = (site: SiteRef) => url(site, '/forgot-password/');
export const resetPasswordUrl = (site: SiteRef, token?: string) =>
  url(site, token ? `/reset-password/?token=${encodeURIComponent(token)}` : '/reset-password/');
/** The link of an e-mail change's confirmation (sent to the new address; no session needed). */
export const confirmEmailUrl = (site: SiteRef, token: string) =>
  url(site, `/confirm-email/?token=${encodeURIComponent(token)}`);
/** The link that connects an identity provider to the account (to its address; no session). */
export const linkProviderUrl = (site: SiteRef, token: string, provider?: string) =>
  url(site, linkProviderPath(token, provider));
export const cartUrl = (site: SiteRef) => url(site, cartPath);
export const checkoutUrl = (site: SiteRef) => url(site, checkoutPath);
export const checkoutChallengeUrl = (site: SiteRef, orderId: string, token?: string) =>
  url(site, checkoutChallengePath(orderId, token));
export const orderConfirmationUrl = (site: SiteRef, orderId: string, token?: string) =>
  url(site, orderConfirmationPath(orderId, token));
export const customerLogoutUrl = (site: SiteRef) => url(site, '/includes/customerLogout.jsp');

/** `/{site}/_error/?statusCode={code}` (spec §8: 404 and 500). */
export const errorUrl = (site: SiteRef, statusCode: number, options?: LinkOptions) =>
  url(site, errorPagePath(statusCode), options);

/** `/{site}/no-search-result/?Ntt={term}`. */
export const noSearchResultUrl = (site: SiteRef, term: string, options?: LinkOptions) =>
  url(site, noSearchResultPath(term), options);

/** Generic product link `/{site}{path}`; a path without a leading slash gets one. */
export const genericProductUrl = (site: SiteRef, path: string) => url(site, path);

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] as string;

/**
 * Spec §2: the page name is the third path segment. `/fierro-cl/category/123/x` splits into
 * ['', 'fierro-cl', 'category', ...], so it is 'category'. Query and hash are ignored;
 * 'home' when the segment is empty or missing (`/fierro-cl/`, `/fierro-cl`).
 */
export function pageNameFromPath(path: string): string {
  return pathOnly(path).split('/')[2] || 'home';
}

/** Locale prefixes we strip: es-CL, es_CL, pt-BR, pt_BR, ... and bare es / pt. */
const LOCALE_SEGMENT = /^\/(?:es|pt)(?:[-_][A-Za-z]{2})?(?=\/|$)/i;

/** Spec §2: a leading locale segment is stripped (`/es-CL/fierro-cl/cart` → `/fierro-cl/cart`). */
export function stripLocalePrefix(path: string): string {
  const stripped = path.replace(LOCALE_SEGMENT, '');
  return stripped.startsWith('/') ? stripped : `/${stripped}`;
}

/**
 * Spec §2: a bracketed segment is a route parameter. Matches a path (query and hash ignored,
 * a trailing slash optional on both) against a pattern like
 * `/[tenant]/category/[categoryId]/[categoryName]`; returns the decoded parameters or null.
 * A parameter matches exactly one non-empty segment.
 */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const want = trimSlashes(pattern).split('/');
  const got = trimSlashes(pathOnly(path)).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] as string;
    const name = /^\[([^\]/]+)\]$/.exec(part)?.[1];
    if (name === undefined) {
      if (part !== value) return null;
    } else {
      if (value === '') return null;
      params[name] = safeDecode(value);
    }
  }
  return params;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** A URL component decoded, or as it is when it is not well-formed (`%E0`). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Spec §2 external chat-app deep link taking a phone number and prefilled text. Non-digits of
 * the number are dropped (the deep link wants the international number as digits only).
 */
export const chatAppLink = (phoneNumber: string, text: string): string =>
  `https://wa.me/${phoneNumber.replace(/\D/g, '')}?${new URLSearchParams({ text })}`;
