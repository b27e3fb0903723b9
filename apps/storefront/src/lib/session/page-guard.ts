import { homeUrl, loginUrl } from '@fierro/domain';
import { pathWithoutQuery } from './return-path';

/**
 * The server-side page guard of spec §2, applied in business mode (DESIGN §5). Pure: the proxy
 * gives it the request and the refreshed session state and applies the decision.
 */
export interface GuardTenant {
  pathPrefix: string;
  /** Spec §2: `/register` goes home (Colombia only). */
  registerRedirectsHome: boolean;
}

export interface GuardInput {
  tenant: GuardTenant;
  /** The request path including the site prefix (`/dicico/category/...`); undefined if none. */
  pathname: string | undefined;
  sessionActive: boolean;
  businessMode: boolean;
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string; status: 302; storeRedirectUrl?: string };

/**
 * Pages open without a session (spec §2), and the pages of the account's e-mailed links, which
 * a signed-out shopper opens (issue 23).
 */
const PUBLIC_PAGES = new Set([
  '',
  'login',
  'register',
  '_error',
  'forgot-password',
  'reset-password',
  'confirm-email',
  'link-provider',
]);
/**
 * The shopper's own pages (DESIGN §5: the account needs a session in consumer mode too): a
 * signed-out visitor goes to login, and back here after it (the redirect-url cookie).
 */
const PERSONAL_PAGES = new Set(['myaccount']);

/** The page below the site prefix: '' for home, `login`, `category`, ... */
export function pageOf(pathname: string, pathPrefix: string): string {
  const rest = pathWithoutQuery(pathname).slice(pathPrefix.length + 1);
  return rest.split('/').filter(Boolean)[0] ?? '';
}

export function pageGuard(input: GuardInput): GuardDecision {
  const { tenant } = input;
  const home = homeUrl(tenant.pathPrefix);
  const toLogin = (pathname: string): GuardDecision => ({
    kind: 'redirect',
    location: loginUrl(tenant.pathPrefix),
    status: 302,
    storeRedirectUrl: pathWithoutQuery(pathname),
  });
  if (!input.businessMode) {
    const personal =
      input.pathname !== undefined && PERSONAL_PAGES.has(pageOf(input.pathname, tenant.pathPrefix));
    return personal && !input.sessionActive ? toLogin(input.pathname!) : { kind: 'pass' };
  }
  if (input.pathname === undefined) return { kind: 'redirect', location: home, status: 302 };
  const page = pageOf(input.pathname, tenant.pathPrefix);
  if (page === 'login') {
    return input.sessionActive
      ? { kind: 'redirect', location: home, status: 302 }
      : { kind: 'pass' };
  }
  if (page === 'register') {
    // Issue 8: a signed-in shopper is sent home from register on the Colombian site only.
    return input.sessionActive && tenant.registerRedirectsHome
      ? { kind: 'redirect', location: home, status: 302 }
      : { kind: 'pass' };
  }
  if (PUBLIC_PAGES.has(page) || input.sessionActive) return { kind: 'pass' };
  return toLogin(input.pathname);
}
