import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import { slugify } from './slug';

/**
 * URL builders for every route of spec §2. Each takes the tenant (or its path prefix) and
 * returns a path starting `/{pathPrefix}/`. Path segments are percent-encoded; query strings
 * are built with URLSearchParams (a space is `+`). A name whose slug is empty (only symbols)
 * uses the id as its slug, so a URL never has an empty segment (chosen).
 */

export type SiteRef = Pick<Tenant, 'code' | 'pathPrefix'> | string;

/** Options every builder takes: `b2b` appends `consumer=b2b` (spec §2, business mode). */
export interface LinkOptions {
  b2b?: boolean;
}

function siteOf(site: SiteRef): Pick<Tenant, 'code' | 'pathPrefix'> {
  if (typeof site !== 'string') return site;
  const tenant = getTenantByPathPrefix(site);
  if (!tenant) throw new RangeError(`unknown site path prefix: ${site}`);
  return tenant;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

function build(
  site: SiteRef,
  path: string,
  query: Record<string, string | number | undefined> = {},
  options: LinkOptions = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  if (options.b2b) params.set('consumer', 'b2b');
  const search = params.toString();
  return `/${siteOf(site).pathPrefix}${path}${search ? `?${search}` : ''}`;
}

/** Appends `consumer=b2b` to a built path (spec §2: client navigation in business mode). */
export function withB2bConsumer(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}consumer=b2b`;
}

export const homeUrl = (site: SiteRef, options?: LinkOptions) => build(site, '/', {}, options);

export interface ProductLink {
  productId: string;
  /** Display name; slugified with its case kept. */
  name: string;
  skuId?: string;
  queryId?: string;
}

/** `/{site}/product/{productId}/{slug}/[{skuId}/][?queryId=]`. */
export function productUrl(site: SiteRef, link: ProductLink, options?: LinkOptions): string {
  const { code } = siteOf(site);
  const sku = link.skuId ? `${segment(link.skuId)}/` : '';
  const slug = slugify(link.name, code) || link.productId;
  const path = `/product/${segment(link.productId)}/${segment(slug)}/${sku}`;
  return build(site, path, { queryId: link.queryId }, options);
}

export interface CategoryLink {
  categoryId: string;
  /** Category name; slugified and lower-cased. */
  name: string;
  /** Page number; page 1 is the canonical URL without the parameter (chosen). */
  currentPage?: number;
  /** Brand filter `f.product.brandName`. */
  brand?: string;
}

/** `/{site}/category/{categoryId}/{lower-cased slug}/[?currentpage=&f.product.brandName=]`. */
export function categoryUrl(site: SiteRef, link: CategoryLink, options?: LinkOptions): string {
  const { code } = siteOf(site);
  const slug = (slugify(link.name, code) || link.categoryId).toLowerCase();
  const page = link.currentPage && link.currentPage > 1 ? link.currentPage : undefined;
  return build(
    site,
    `/category/${segment(link.categoryId)}/${segment(slug)}/`,
    { currentpage: page, 'f.product.brandName': link.brand },
    options,
  );
}

/** `/{site}/collection/{collectionPageId}/{lower-cased slug}/` (lower-cased like categories: chosen). */
export function collectionUrl(
  site: SiteRef,
  link: { collectionId: string; title: string },
  options?: LinkOptions,
): string {
  const slug = (slugify(link.title, siteOf(site).code) || link.collectionId).toLowerCase();
  return build(site, `/collection/${segment(link.collectionId)}/${segment(slug)}/`, {}, options);
}

/** `/{site}/search/?Ntt={term}`. */
export const searchUrl = (site: SiteRef, term: string, options?: LinkOptions) =>
  build(site, '/search/', { Ntt: term }, options);

export const loginUrl = (site: SiteRef, options?: LinkOptions) =>
  build(site, '/login', {}, options);
export const registerUrl = (site: SiteRef, options?: LinkOptions) =>
  build(site, '/register', {}, options);
export const cartUrl = (site: SiteRef, options?: LinkOptions) => build(site, '/cart', {}, options);
export const myListsUrl = (site: SiteRef, options?: LinkOptions) =>
  build(site, '/myaccount/mylists/', {}, options);
export const customerLogoutUrl = (site: SiteRef) => build(site, '/includes/customerLogout.jsp');
export const agentLogoutUrl = (site: SiteRef) => build(site, '/includes/agentLogout.jsp');

/** `/{site}/_error/?statusCode={code}` (spec §8: 404 and 500). */
export const errorUrl = (site: SiteRef, statusCode: number, options?: LinkOptions) =>
  build(site, '/_error/', { statusCode }, options);

/** `/{site}/no-search-result/?Ntt={term}`: the spec's `{searchTerm}` parameter is Ntt. */
export const noSearchResultUrl = (site: SiteRef, term: string, options?: LinkOptions) =>
  build(site, '/no-search-result/', { Ntt: term }, options);

/** Generic product link `/{site}{path}`; a path without a leading slash gets one. */
export const genericProductUrl = (site: SiteRef, path: string) =>
  `/${siteOf(site).pathPrefix}${path.startsWith('/') ? path : `/${path}`}`;

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

function safeDecode(value: string): string {
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
