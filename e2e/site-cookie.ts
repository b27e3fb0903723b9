/**
 * A cookie as the storefront keeps it where the sites share one host (the suite's): under the
 * site's prefix (apps/storefront lib/session/cookies.ts `cookiePathFor`). A cookie planted at `/`
 * would sit beside the one the storefront sets for the site, and a request would carry both.
 */
export const siteCookie = (baseURL: string, site: string, name: string, value: string) => ({
  name,
  value,
  domain: new URL(baseURL).hostname,
  path: `/${site}`,
});
