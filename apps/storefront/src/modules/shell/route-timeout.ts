/**
 * Spec §9 route load time-out (3,800 ms, `TIMINGS.routeLoadTimeout` of @fierro/domain): a client
 * navigation that has not arrived by then shows the error page (issue 6). The Next router tells
 * instrumentation-client.ts when a navigation starts; it passes that on as a window event, and
 * the shell's RouteTimeout (route-timeout-client.tsx) keeps the clock. Pure helpers here.
 */

/** The window event instrumentation-client.ts dispatches for each router navigation. */
export const NAVIGATION_START_EVENT = 'fierro:navigation-start';

export type NavigationType = 'push' | 'replace' | 'traverse';

export interface NavigationStart {
  url: string;
  type: NavigationType;
}

const withoutHash = (href: string) => href.split('#')[0]!;

/**
 * Whether a navigation gets the time-out: a push or replace to another page. Back and forward
 * (traverse) restore a page the router already holds, and a jump within the page loads nothing.
 */
export function watchesNavigation(fromHref: string, start: NavigationStart): boolean {
  if (start.type === 'traverse') return false;
  const target = new URL(start.url, fromHref).href;
  return withoutHash(target) !== withoutHash(fromHref);
}

/**
 * The router writes the new address when the new page commits (a redirect too), so an address
 * still equal to the one the navigation started from means the page has not arrived.
 */
export const stillLoading = (fromHref: string, currentHref: string): boolean =>
  withoutHash(fromHref) === withoutHash(currentHref);

/** One cookie's value from `document.cookie`. */
export function cookieValue(cookies: string, name: string): string | undefined {
  const prefix = `${name}=`;
  const found = cookies.split('; ').find((c) => c.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}
