/**
 * Spec §2: the tracking page name is read from the third path segment
 * (`/{site}/{segment}/...` split on `/` gives ['', site, segment, ...]).
 */
const BY_SEGMENT: Record<string, string> = {
  '': 'home',
  category: 'category',
  product: 'product detail page',
  search: 'search',
  collection: 'product list page',
  cart: 'cart',
  checkout: 'checkout',
  myaccount: 'my account',
  // A guest's order lookup (issue 23) is the account area's too.
  'order-status': 'my account',
  // A shared list's read-only view (issue 23) belongs to lists and projects.
  lists: 'my account',
  // Login and register are the account area, as in @fierro/domain's TRACKING_PAGE_NAME_BY_PAGE.
  login: 'my account',
  register: 'my account',
  'no-search-result': 'no-search-result',
  _error: 'error page',
  content: 'content',
};

export function pageNameOf(pathname: string): string {
  const segment = pathname.split('/')[2] ?? '';
  // Own keys only: a segment like `constructor` is a static page, not Object's prototype.
  return Object.hasOwn(BY_SEGMENT, segment) ? (BY_SEGMENT[segment] as string) : 'static';
}

export interface TrackingEvent {
  event: string;
  [key: string]: unknown;
}
