/**
 * What a browser, and a shared cache in front of us, may do with a cached catalogue page.
 *
 * Next answers a cached page with `Cache-Control: s-maxage=<revalidate>,
 * stale-while-revalidate=<expire - revalidate>` (the home: 900 and 85,500 s). `s-maxage` binds
 * shared caches only, but `stale-while-revalidate` binds every cache: Chromium kept the home and
 * its RSC payload in its own disk cache and showed them up to 23.75 h old, prices included,
 * revalidating behind the shopper's back (README "Where the page's main-thread time goes"). So:
 * - a browser stores the page but asks again before every use (`max-age=0, must-revalidate`);
 * - a CDN (DESIGN §8, anonymous catalogue pages) reads its own header (RFC 9213
 *   `CDN-Cache-Control`), with the catalogue's lifetimes, stale-while-revalidate included;
 * - a page whose view a cookie picked (price group, business mode, location) is the same URL as
 *   everyone else's: `private`, never kept by a shared cache. Signed-in pages stay
 *   `private, no-store` (lib/session/proxy-step.ts, and next.config for the pages the proxy
 *   does not see).
 */

import { lifetimes } from './manifest';

/** The catalogue data's lifetimes: the shortest a catalogue page holds. */
const { revalidate, expire } = lifetimes.catalogue;

/** A page that is the same for every shopper without a state cookie. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The same page for a CDN: kept for the catalogue's revalidate time, then served while refreshed. */
export const CDN_CACHE_CONTROL = `public, s-maxage=${revalidate}, stale-while-revalidate=${expire - revalidate}`;

/**
 * The router's request for a cached page (`RSC: 1`): Next answers it by that header (the flight
 * data, or a redirect to `?_rsc=…`), which a CDN keeping pages by path must not replay to a
 * browser asking for the page; the browser asks again every time, as for the page.
 */
export const ROUTER_PAYLOAD_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/** A cached view chosen by the shopper's cookies: the browser's alone, asked again every time. */
export const COOKIE_VIEW_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/**
 * An answer the proxy made private, for a CDN too: next.config's header rules give a request
 * without state cookies `CDN-Cache-Control: public, …` by its path, and RFC 9213 lets that header
 * override `Cache-Control` for a CDN. Without this, dicico's redirect of a visitor to its login
 * (its every page but the home asks for a session) was a CDN's to keep and replay to a signed-in
 * buyer for five minutes.
 */
export function keepPrivate(headers: Headers, cacheControl: string): void {
  headers.set('cache-control', cacheControl);
  headers.set('cdn-cache-control', 'no-store');
}

/**
 * The cookies that pick a view, so the proxy runs (its matcher's literal; next-config.test.ts
 * checks they are the same): the business switch, the price-group cookies (a location or a
 * store), and a company session's role. A request without them gets the base view through
 * next.config, a signed-in person's too (a person's `userRole` is empty): the page is the
 * anonymous one, and the session is kept up by the header's per-shopper call after load
 * (api/cart/count, lib/session/proxy-step.ts `upkeepSession`) rather than by the proxy, which
 * cost a cached page half its throughput (issue 24).
 */
export const VIEW_COOKIES = '(?:.*; )?(?:(?:consumer|usrLocation|usrStore)=|userRole=[^;]).*';

/** A session cookie: the page is the shopper's browser's alone and never stored (`private, no-store`). */
export const SESSION_COOKIES = '(?:.*; )?sessionId=.*';

/** What a signed-in shopper's page says to caches: nobody keeps it. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';
