import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { addCompileHints } from './src/lib/build/compile-hints';
import {
  CDN_CACHE_CONTROL,
  ROUTER_PAYLOAD_CACHE_CONTROL,
  SESSION_COOKIES,
  SHARED_PAGE_CACHE_CONTROL,
  SIGNED_IN_CACHE_CONTROL,
  VIEW_COOKIES,
} from './src/lib/cache/browser-cache';
import { lifetimes } from './src/lib/cache/manifest';
import { ACTION_BODY_LIMIT_BYTES } from './src/lib/security/action-request';
import { CHALLENGE_HEADERS, HSTS_HEADER, SECURITY_HEADERS } from './src/lib/security/headers.mjs';
import { LISTING_PARAMS, PLAIN_TERM } from './src/lib/site/catalogue-view';

// Messages are compiled at build time: pages ship no ICU parser (intl-messageformat, 40 KB of
// script evaluated on every page) and format without parsing.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/lib/i18n/request.ts',
  experimental: {
    messages: {
      path: [
        './src/messages',
        './src/modules/auth/messages',
        './src/modules/checkout/messages',
        './src/modules/account/messages',
        './src/modules/orders/messages',
        './src/modules/lists/messages',
      ],
      format: 'json',
      locales: 'infer',
      precompile: true,
    },
  },
});

/** A cache handler of src/lib/cache/handlers, as the absolute file URL Next imports at run time. */
const handler = (name: string) =>
  new URL(`./src/lib/cache/handlers/${name}.mjs`, import.meta.url).href;

type Condition = { type: 'query' | 'header' | 'cookie'; key: string; value?: string };

/**
 * Stateless anonymous home, product and unfiltered listing requests skip the proxy (see its
 * matcher) and land on the base view here; the proxy applies the same rule to everything else.
 */
const STATELESS_CATALOGUE: Array<{
  source: string;
  destination: string;
  has?: Condition[];
  missing?: Condition[];
  /**
   * Served by a page at the source path itself (the base view's product page, issue 24): no
   * rewrite, whose destination Next compiled on every request; the header rules still apply.
   */
  direct?: true;
}> = [
  { source: '/:site([a-z][a-z0-9-]*)/', destination: '/:site/v/base/' },
  {
    source: '/:site([a-z][a-z0-9-]*)/product/:rest+/',
    missing: [{ type: 'query', key: 'queryId' }],
    destination: '/:site/v/base/product/p/:rest+/',
    direct: true,
  },
  // A category or collection with none of the content-selecting parameters: the empty
  // query segment `q` (lib/site/catalogue-view.ts querySegment; src/next-config.test.ts).
  ...['category', 'collection'].map((kind) => ({
    source: `/:site([a-z][a-z0-9-]*)/${kind}/:id/:slug/`,
    missing: LISTING_PARAMS.map((key) => ({ type: 'query' as const, key })),
    destination: `/:site/v/base/${kind}/:id/:slug/q/`,
  })),
  // A search for a plain term and nothing else: the term in the path as it is (Next inserts
  // it unencoded, hence the plain-term rule); any other search goes through the proxy.
  {
    source: '/:site([a-z][a-z0-9-]*)/search/',
    has: [{ type: 'query', key: 'Ntt', value: `(?<term>${PLAIN_TERM})` }],
    missing: LISTING_PARAMS.filter((key) => key !== 'Ntt').map((key) => ({
      type: 'query' as const,
      key,
    })),
    destination: '/:site/v/base/search/t/:term/',
  },
];

/**
 * Pages prerendered the same for everyone outside the catalogue's views: sign-in forms and
 * content. Next sends them `s-maxage, stale-while-revalidate` with no `max-age`, which let a
 * browser show one up to a day old (the catalogue's own finding, lib/cache/browser-cache.ts):
 * a sign-in form from before a deploy posts to server actions that are gone.
 */
const SHARED_PAGES = [
  '/:site([a-z][a-z0-9-]*)/:page(login|register|forgot-password)/',
  '/:site([a-z][a-z0-9-]*)/:kind(content|static)/:slug/',
];

// Anonymous catalogue pages are cached with "use cache" + cacheLife/cacheTag (lib/cache/manifest).
const nextConfig: NextConfig = {
  // e2e and by-hand stacks build apart (FIERRO_NEXT_DIST_DIR) so they never race `npm start`'s build.
  distDir: process.env.FIERRO_NEXT_DIST_DIR ?? '.next',
  cacheComponents: true,
  // Off: with it, the first request of a catalogue view not yet cached got the App Shell and
  // streamed the rest, so a wrong product slug or an unknown product answered 200 (a client-side
  // redirect or 404). Without it that first request waits for the page, whose status is real.
  partialPrefetching: false,
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML in JavaScript on every response (about 250 us for
  // a 90 KB page, a seventh of serving it from cache), while signed-in pages are no-store (never
  // revalidated) and anonymous ones are meant for a shared cache (s-maxage). README "Measured
  // figures" has the before and after.
  generateEtags: false,
  // Spec routes end in a slash: /{site}/category/{id}/{slug}/.
  trailingSlash: true,
  // proxy.ts adds the slash to site pages itself, so `/images/*` and `/s/*` pass to commerce as asked.
  skipTrailingSlashRedirect: true,
  // proxy.ts rewrites catalogue pages to their cached view. Without this, Next hands the proxy a
  // URL on `localhost` while it compares rewrites with the address it listens on (`-H 127.0.0.1`),
  // so every rewrite became an HTTP proxy to itself. The proxy reads raw paths anyway.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // Every client chunk asks V8 to compile it while it streams in rather than on the main thread
  // (src/lib/build/compile-hints.ts): the page's start-up task, most of its Total Blocking Time.
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  // `npm test` type-checks with tsconfig.json; Next's build keeps its own generated includes apart.
  typescript: { tsconfigPath: 'tsconfig.next.json', ignoreBuildErrors: true },
  transpilePackages: ['@fierro/tenants', '@fierro/domain', '@fierro/commerce'],
  // The stateless catalogue pages (above) to their base view.
  async rewrites() {
    return {
      beforeFiles: STATELESS_CATALOGUE.filter((r) => !r.direct).map(
        ({ source, has, missing, destination }) => ({
          source,
          destination,
          ...(has ? { has } : {}),
          ...(missing ? { missing } : {}),
        }),
      ),
      afterFiles: [],
      fallback: [],
    };
  },
  // Security headers on every answer: pages, route handlers (images, /s/*, files), static files
  // (src/lib/security/headers.mjs; cached pages also carry their scripts' hashes, page.mjs).
  async headers() {
    return [
      // Every path but the challenge page's (below): two matching rules would send both policies.
      { source: '/:path((?![^/]+/checkout/challenge(?:/|$)).*)', headers: SECURITY_HEADERS },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [HSTS_HEADER],
      },
      // The stateless catalogue pages above, with no state cookie: no browser serves them stale
      // (lib/cache/browser-cache.ts); a request the proxy runs for gets its answer from there.
      ...STATELESS_CATALOGUE.map(({ source, has, missing }) => ({
        source,
        ...(has ? { has } : {}),
        missing: [
          ...(missing ?? []).filter((m) => m.key !== 'queryId'),
          { type: 'query' as const, key: 'queryId' },
          { type: 'header' as const, key: 'cookie', value: VIEW_COOKIES },
          { type: 'header' as const, key: 'cookie', value: SESSION_COOKIES },
          // The router's requests (`RSC: 1`): Next answers them by that header (a redirect to
          // `?_rsc=…`, or the flight data); a CDN keeping them by path would replay them to all.
          { type: 'header' as const, key: 'rsc' },
        ],
        headers: [
          { key: 'Cache-Control', value: SHARED_PAGE_CACHE_CONTROL },
          { key: 'CDN-Cache-Control', value: CDN_CACHE_CONTROL },
        ],
      })),
      // Their router requests: asked again every time by the browser, never kept by a CDN.
      ...STATELESS_CATALOGUE.map(({ source, has, missing }) => ({
        source,
        has: [...(has ?? []), { type: 'header' as const, key: 'rsc' }],
        missing: [
          ...(missing ?? []).filter((m) => m.key !== 'queryId'),
          { type: 'query' as const, key: 'queryId' },
          { type: 'header' as const, key: 'cookie', value: VIEW_COOKIES },
          { type: 'header' as const, key: 'cookie', value: SESSION_COOKIES },
        ],
        headers: [{ key: 'Cache-Control', value: ROUTER_PAYLOAD_CACHE_CONTROL }],
      })),
      // The same pages for a signed-in person (the anonymous page, without the proxy): never stored.
      ...STATELESS_CATALOGUE.map(({ source, has, missing }) => ({
        source,
        has: [...(has ?? []), { type: 'header' as const, key: 'cookie', value: SESSION_COOKIES }],
        missing: [
          ...(missing ?? []).filter((m) => m.key !== 'queryId'),
          { type: 'query' as const, key: 'queryId' },
          { type: 'header' as const, key: 'cookie', value: VIEW_COOKIES },
        ],
        headers: [{ key: 'Cache-Control', value: SIGNED_IN_CACHE_CONTROL }],
      })),
      ...SHARED_PAGES.flatMap((source) => [
        {
          source,
          missing: [
            { type: 'header' as const, key: 'cookie', value: SESSION_COOKIES },
            { type: 'header' as const, key: 'rsc' },
          ],
          headers: [
            { key: 'Cache-Control', value: SHARED_PAGE_CACHE_CONTROL },
            { key: 'CDN-Cache-Control', value: CDN_CACHE_CONTROL },
          ],
        },
        {
          source,
          has: [{ type: 'header' as const, key: 'rsc' }],
          headers: [{ key: 'Cache-Control', value: ROUTER_PAYLOAD_CACHE_CONTROL }],
        },
        {
          source,
          has: [{ type: 'header' as const, key: 'cookie', value: SESSION_COOKIES }],
          missing: [{ type: 'header' as const, key: 'rsc' }],
          headers: [{ key: 'Cache-Control', value: SIGNED_IN_CACHE_CONTROL }],
        },
      ]),
      // The 3-D Secure challenge page may be framed by our own checkout.
      { source: '/:site/checkout/challenge/:path*', headers: CHALLENGE_HEADERS },
    ];
  },
  // Both caches (whole pages, "use cache" data) live in bounded stores: this process's memory by
  // default (nothing written under <distDir>/server/route-cache, where Next's own handler kept
  // every page it rendered, forever), or Redis/Valkey shared by every storefront process when
  // FIERRO_CACHE_REDIS_URL is set (src/lib/cache/handlers/store.mjs).
  cacheHandler: handler('page'),
  cacheHandlers: { default: handler('data'), remote: handler('data') },
  cacheLife: lifetimes,
  experimental: {
    // What the proxy buffers of a request's body (twice: its copy and the one passed on). An
    // action over the limit is still told 413 (action-request.ts); Next's 10 MB default let a
    // stranger hold 20 MB a connection with bodies that never end (2026-11-29).
    proxyClientMaxBodySize: ACTION_BODY_LIMIT_BYTES + 64 * 1024,
    // Turbopack keeps its work for the next build, but CI builds a fresh clone once: a cold build
    // took 77 s and 123 core-s writing that cache, 65 s and 99 core-s without (2026-11-27, quiet).
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
};

export default withNextIntl(nextConfig);
