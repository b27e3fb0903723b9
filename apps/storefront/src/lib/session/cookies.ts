/**
 * Cookies of the session (spec §3): the session id, the redirect url and the user role, plus the
 * business switch the header sets. Path `/` and the tenant's cookie domain on every one; the
 * session id is HttpOnly and SameSite=Lax, and Secure over HTTPS. Where the sites share one host
 * (a local run, a single demo host) the site's prefix is the path instead (`cookiePathFor`).
 */
export const SESSION_COOKIE = 'sessionId';
export const REDIRECT_URL_COOKIE = 'redirectUrl';
export const USER_ROLE_COOKIE = 'userRole';
/** The header's business switch: `consumer=b2b` puts the shopper in business mode. */
export const CONSUMER_COOKIE = 'consumer';
export const BUSINESS_CONSUMER = 'b2b';
/**
 * The revocation bound (issue 24 asks <= 30): at most this long between refreshes of one session
 * (proof.ts). Here so the header's client code, which re-asks after it, shares the figure.
 */
export const SESSION_PROOF_SECONDS = 15;

/** Session lifetime on the browser side; the database decides expiry (idle and absolute). */
const SESSION_MAX_AGE_S = 12 * 60 * 60;
const REDIRECT_MAX_AGE_S = 30 * 60;

export interface CookieOptions {
  path: string;
  domain?: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  maxAge?: number;
}

export interface CookieContext {
  /** The tenant's cookie domain; none on localhost (a browser refuses a foreign domain). */
  cookieDomain?: string | undefined;
  /** True when the request came over HTTPS. */
  https: boolean;
  /** The cookies' path: `/` on the tenant's own domain, the site's prefix on a shared host. */
  path: string;
}

/** The tenant's cookie domain, unless the request host is not under it (local runs, tests). */
export function cookieDomainFor(cookieDomain: string | undefined, host: string | null) {
  if (!cookieDomain || !host) return undefined;
  const bare = cookieDomain.replace(/^\./, '');
  const hostname = host.split(':')[0] ?? '';
  return hostname === bare || hostname.endsWith(`.${bare}`) ? cookieDomain : undefined;
}

/**
 * Spec §3 puts the cookies at path `/` of the tenant's own domain, so each site has its own jar.
 * Where the nine sites share one host (no cookie domain matched), a path of `/` would make them
 * share one jar: opening another site's pages ended this site's session and forgot its cart. The
 * site's prefix keeps each site's cookies to its own pages there.
 */
export const cookiePathFor = (pathPrefix: string, cookieDomain: string | undefined) =>
  cookieDomain ? '/' : `/${pathPrefix}`;

function base(ctx: CookieContext, httpOnly: boolean, maxAge?: number): CookieOptions {
  return {
    path: ctx.path,
    ...(ctx.cookieDomain ? { domain: ctx.cookieDomain } : {}),
    httpOnly,
    sameSite: 'lax',
    secure: ctx.https,
    ...(maxAge !== undefined ? { maxAge } : {}),
  };
}

export const sessionCookieOptions = (ctx: CookieContext) => base(ctx, true, SESSION_MAX_AGE_S);
export const redirectCookieOptions = (ctx: CookieContext) => base(ctx, true, REDIRECT_MAX_AGE_S);
/** The proof of a recent refresh (proof.ts) lives as long as it is trusted. */
export const sessionProofCookieOptions = (ctx: CookieContext, seconds: number) =>
  base(ctx, true, seconds);
/** Readable by the page (client-stored key userRole mirrors it). */
export const userRoleCookieOptions = (ctx: CookieContext) => base(ctx, false, SESSION_MAX_AGE_S);
/** The business switch is a preference, kept for 30 days and readable by the page. */
export const consumerCookieOptions = (ctx: CookieContext) => base(ctx, false, 30 * 24 * 60 * 60);
/** Expires a cookie with the same path and domain it was set with. */
export const expiredCookieOptions = (ctx: CookieContext) => ({ ...base(ctx, true), maxAge: 0 });

const cookiePairs = (header: string | null) =>
  (header ?? '').split(';').flatMap((pair) => {
    const at = pair.indexOf('=');
    return at > 0 ? [[pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const] : [];
  });

/**
 * A cookie's value as the browser meant it: the first of its name. A browser sends the cookie of
 * the longest path first; a copy at `/` left from before the sites' own paths (a shared host)
 * comes after it, and Next's parser keeps the last, the stale one.
 */
export function firstCookieValue(header: string | null, name: string): string | undefined {
  for (const [n, v] of cookiePairs(header)) if (n === name) return v;
  return undefined;
}

/** Names the Cookie header carries more than once: a site's own cookie and a copy at `/`. */
export function repeatedCookieNames(header: string | null): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const [n] of cookiePairs(header)) (seen.has(n) ? repeated : seen).add(n);
  return [...repeated];
}

/**
 * Set-Cookie headers expiring the `/` copies of repeated names, where a site's cookies have a
 * path of their own (a shared host): once gone, every reader reads the site's own again.
 */
export function expireShadowingCookies(header: string | null, ctx: CookieContext): string[] {
  if (ctx.path === '/') return [];
  const domain = ctx.cookieDomain ? `; Domain=${ctx.cookieDomain}` : '';
  return repeatedCookieNames(header).map((n) => `${n}=; Path=/${domain}; Max-Age=0; SameSite=Lax`);
}

/** Where a page that found its session ended sends the shopper (app/[site]/api/session/ended). */
export const sessionEndedPath = (site: { pathPrefix: string }) =>
  `/${site.pathPrefix}/api/session/ended/`;
