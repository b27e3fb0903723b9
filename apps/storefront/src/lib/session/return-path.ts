import { homeUrl } from '@fierro/domain';

/**
 * Where the shopper goes after login (DESIGN §5): the redirect-url cookie only ever holds a
 * same-site path of the current site; anything else (another origin, a protocol-relative
 * `//host`, a backslash trick, another site's prefix, the login page itself) goes home.
 */
const PROBE_ORIGIN = 'http://fierro.invalid';

/** The stored path without its query or fragment (spec §2: stored "without query"). */
export function pathWithoutQuery(pathname: string): string {
  return pathname.split(/[?#]/, 1)[0] ?? '/';
}

export function safeReturnPath(value: string | undefined | null, pathPrefix: string): string {
  const home = homeUrl(pathPrefix);
  if (!value) return home;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return home;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || /[\\\s]/.test(decoded)) return home;
  let url: URL;
  try {
    url = new URL(decoded, PROBE_ORIGIN);
  } catch {
    return home;
  }
  if (url.origin !== PROBE_ORIGIN) return home;
  const path = url.pathname;
  const sitePrefix = `/${pathPrefix}`;
  if (path !== sitePrefix && !path.startsWith(`${sitePrefix}/`)) return home;
  if (/^\/[^/]+\/(login|register)\/?$/.test(path)) return home;
  return path;
}
