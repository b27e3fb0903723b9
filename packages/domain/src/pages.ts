import { pageNameFromPath } from './routes';

/** Spec §2 page kinds. */
export const PAGE_KINDS = [
  'search',
  'category',
  'product',
  'no-search-result',
  'error',
  'collection',
  'login',
  'register',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * Content pages of every site (issue 19): FAQ, terms, privacy and cookies, about us, stores, the
 * store-card pages with and without card price, guarantee. Each lives under one of the sections,
 * the page-name segment of its path: `/{site}/static/{slug}/` or `/{site}/content/{slug}/`.
 */
export const CONTENT_PAGE_KINDS = [
  'faq',
  'terms',
  'privacy',
  'about',
  'stores',
  'card-with',
  'card-without',
  'guarantee',
] as const;
export type ContentPageKind = (typeof CONTENT_PAGE_KINDS)[number];
export const CONTENT_SECTIONS = ['static', 'content'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** Spec §2 route path parameters. */
export const ROUTE_PARAMS = [
  'tenant',
  'categoryId',
  'categoryName',
  'collectionPageId',
  'collectionTitle',
  'consumer',
  'referrer',
] as const;

/** Spec §2 tracking page names. */
export const TRACKING_PAGE_NAMES = [
  'home',
  'my account',
  'category',
  'product detail page',
  'search',
  'cart',
  'checkout',
  'static',
  'product list page',
  'content',
  'no-search-result',
  'error page',
] as const;
export type TrackingPageName = (typeof TRACKING_PAGE_NAMES)[number];

/** Pages the storefront tracks: the spec's page kinds and the other screens of §2. */
export type TrackedPage =
  | PageKind
  | 'home'
  | 'cart'
  | 'checkout'
  | 'myAccount'
  | 'static'
  | 'content';

/** Tracking page name of each page (login and register count as the account area: chosen). */
export const TRACKING_PAGE_NAME_BY_PAGE: Record<TrackedPage, TrackingPageName> = {
  home: 'home',
  myAccount: 'my account',
  login: 'my account',
  register: 'my account',
  category: 'category',
  product: 'product detail page',
  search: 'search',
  cart: 'cart',
  checkout: 'checkout',
  static: 'static',
  collection: 'product list page',
  content: 'content',
  'no-search-result': 'no-search-result',
  error: 'error page',
};

/** The tracked page of a third path segment (see pageNameFromPath); unknown ones are static. */
const PAGE_BY_SEGMENT: Record<string, TrackedPage> = {
  home: 'home',
  category: 'category',
  product: 'product',
  search: 'search',
  collection: 'collection',
  cart: 'cart',
  checkout: 'checkout',
  myaccount: 'myAccount',
  login: 'login',
  register: 'register',
  'no-search-result': 'no-search-result',
  _error: 'error',
  content: 'content',
};

export function trackedPageOfSegment(segment: string): TrackedPage {
  return Object.hasOwn(PAGE_BY_SEGMENT, segment)
    ? (PAGE_BY_SEGMENT[segment] as TrackedPage)
    : 'static';
}

/** Tracking page name of a path: `/fierro-cl/product/1/x/` → 'product detail page'. */
export const trackingPageNameFromPath = (path: string): TrackingPageName =>
  TRACKING_PAGE_NAME_BY_PAGE[trackedPageOfSegment(pageNameFromPath(path))];
