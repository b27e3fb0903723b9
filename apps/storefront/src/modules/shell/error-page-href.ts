import { errorPagePath, inSite } from '@fierro/domain/paths';
import { businessMode } from '../../lib/session/business-mode';
import { CONSUMER_COOKIE, USER_ROLE_COOKIE } from '../../lib/session/cookies';
import { cookieValue } from './route-timeout';

/**
 * Where a client-side navigation to the error page goes (spec §2, §8): `/{site}/_error/` with the
 * status, the page to retry (the special error's), and `consumer=b2b` in business mode as the
 * browser's cookies decide it (the header switch, a company session) or the site does (dicico).
 * Pure, without Next or the registry: the route time-out and the error boundary call it.
 */
export function errorPageHref(input: {
  site: string;
  businessOnly: boolean;
  /** `document.cookie`. */
  cookies: string;
  status: number;
  /** The page that failed, a path of this site (anything else is left out). */
  referrer?: string | undefined;
}): string {
  const b2b = businessMode({
    businessOnly: input.businessOnly,
    consumer: cookieValue(input.cookies, CONSUMER_COOKIE),
    userRole: cookieValue(input.cookies, USER_ROLE_COOKIE),
  });
  const referrer = sitePath(input.site, input.referrer);
  return inSite({ pathPrefix: input.site }, errorPagePath(input.status, referrer), { b2b });
}

/**
 * A path of the site (`/fierro-cl/...`), or undefined for anything else: another site, another
 * origin (`//x`, `/\x`), a scheme, the error page itself, control characters.
 */
export function sitePath(site: string, path: string | null | undefined): string | undefined {
  if (!path || path.length > 2000 || !path.startsWith(`/${site}/`)) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(path) || path.startsWith('//')) return undefined;
  if (path.startsWith(`/${site}/_error/`)) return undefined;
  return path;
}

/**
 * The status the error page `/{site}/_error/?statusCode=` shows and answers (spec §2, §8): 404;
 * 503 for the special error (asked as 503, or as its code -1); 500 for any other code. A value
 * that is no code at all (`%00`, `..`) is the 404 page, never a 5xx a stranger can make.
 */
export type ErrorPageStatus = 404 | 500 | 503;

export function errorPageStatus(statusCode: string | null | undefined): ErrorPageStatus {
  const code = statusCode ?? '';
  if (code === '404' || !/^-?\d{1,3}$/.test(code)) return 404;
  if (code === '503' || code === '-1') return 503;
  return 500;
}
