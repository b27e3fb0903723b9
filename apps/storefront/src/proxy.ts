import { getTenantByPathPrefix, TENANTS, type Tenant } from '@fierro/tenants';
import { type NextRequest, NextResponse } from 'next/server';
import { COOKIE_VIEW_CACHE_CONTROL, keepPrivate } from './lib/cache/browser-cache';
import { checkActionRequest } from './lib/security/action-request';
import { sessionStep } from './lib/session/proxy-step';
import {
  atOwnUrl,
  internalPath,
  priceGroupOf,
  VIEW_SEGMENT,
  zoneDependent,
} from './lib/site/catalogue-view';
import { validPriceGroup } from './lib/site/price-groups';
import { exactSearchTarget } from './modules/catalog/exact-search';
import { listingExists } from './modules/catalog/listing-exists';
import { type ErrorPageStatus, errorPageStatus } from './modules/shell/error-page-href';

/**
 * Small composed steps; each returns a response to stop, or null to go on: hostile requests
 * (data URLs, broken escapes, server actions), the site prefix, then the session (refresh and
 * page guard), which ends by rewriting catalogue pages to their cached view (DESIGN §5, lib/site/catalogue-view.ts).
 */
type Step = (req: NextRequest) => Response | null | Promise<Response | null>;

const defaultSite = TENANTS[0]!.pathPrefix;
const ERROR_SEGMENT = '_error';

/**
 * Pages-router data URLs (`/_next/data/{build}/{path}.json`): this app has none. Next hands the
 * proxy their page path and re-adds the prefix to any rewrite, so the 404 rewrite below became a
 * proxy to itself that answered 500 after 30 s (issue 20). Every one is a 404 here.
 */
const dataRequests: Step = (req) =>
  new URL(req.url).pathname.startsWith('/_next/data/') || req.nextUrl.buildId !== undefined
    ? new NextResponse(null, { status: 404, headers: { 'cache-control': 'no-store' } })
    : null;

/**
 * A path whose escapes do not decode (`%zz`, a lone `%`, `%c0%80`, a cut UTF-8 sequence): Next's
 * route matching failed on it with a 500. A 400 here (the matcher sends every path with a `%`).
 */
const malformedPath: Step = (req) => {
  try {
    decodeURIComponent(new URL(req.url).pathname);
    return null;
  } catch {
    return new NextResponse('Solicitud inválida', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
};

/**
 * The error page of a site with a status (spec §2 `/_error/?statusCode=`): a rewrite to its static
 * page for that status (`/{site}/_error/{status}/`, whole in the server's HTML), at the URL the
 * shopper asked for, answered with that status. The special error's retry target travels along.
 */
function errorPageOf(req: NextRequest, prefix: string, status: ErrorPageStatus) {
  const target = new URL(`/${prefix}/${ERROR_SEGMENT}/${status}/`, req.url);
  const referrer = status === 503 ? req.nextUrl.searchParams.get('referrer') : null;
  if (referrer) target.searchParams.set('referrer', referrer);
  return NextResponse.rewrite(target, { status });
}

/**
 * A path no page serves (an unknown site prefix or path, the cached views' internal segment, the
 * error pages' own paths, a category or collection known to be unknown): the site's branded 404
 * page, in its language, at the URL the shopper asked for (never a redirect), with a real 404.
 */
const notFoundPage = (req: NextRequest, prefix: string) => errorPageOf(req, prefix, 404);

/**
 * Spec §2 `/{site}/_error/?statusCode=`: 404 is the 404 page; the special error (spec §8: 503,
 * or its code -1) answers 503; another code answers 500; a statusCode that is no code at all
 * (`%00`, `..`) is the 404 page too, never a 5xx a stranger can make (issue 20).
 */
const errorPage = (req: NextRequest, prefix: string) =>
  errorPageOf(req, prefix, errorPageStatus(req.nextUrl.searchParams.get('statusCode')));

/** Server actions from another origin or with a body Next cannot decode: 403, 413 or 400. */
const serverActions: Step = checkActionRequest;

/** `/` goes to the default site; an unknown site prefix is the default site's 404 page. */
const siteGuard: Step = (req) => {
  const { pathname } = req.nextUrl;
  const prefix = pathname.split('/')[1] ?? '';
  if (prefix === '') return NextResponse.redirect(new URL(`/${defaultSite}/`, req.url));
  if (getTenantByPathPrefix(prefix)) {
    const section = pathname.split('/')[2];
    // The cached views' internal segment is only reached through the rewrite below: a 404.
    if (section === VIEW_SEGMENT) return notFoundPage(req, prefix);
    if (section === ERROR_SEGMENT) {
      // `/{site}/_error/` is the spec's page; the per-status pages below it are reached only
      // through it (a rewrite), like the cached views' segment.
      return pathname.split('/').length <= 4 ? errorPage(req, prefix) : notFoundPage(req, prefix);
    }
    // Spec routes end in a slash (next.config skips its own redirect so commerce paths pass).
    // nextUrl normalises the slash away, so read the path as the browser sent it.
    const raw = new URL(req.url);
    const last = raw.pathname.split('/').pop() ?? '';
    if (!raw.pathname.endsWith('/') && !last.includes('.')) {
      raw.pathname = `${raw.pathname}/`;
      return NextResponse.redirect(raw, 308);
    }
    return null;
  }
  return notFoundPage(req, defaultSite);
};

/** An exact SKU search on its first page lands on the SKU's variant with a 302 (spec §2). */
const exactSearch: Step = async (req) => {
  const [prefix = '', section, ...more] = req.nextUrl.pathname.split('/').filter(Boolean);
  if (section !== 'search' || more.length > 0) return null;
  const q = req.nextUrl.searchParams;
  const term = q.get('Ntt');
  const page = q.get('currentpage');
  if (!term || (page !== null && page !== '1')) return null;
  const tenant = getTenantByPathPrefix(prefix);
  if (!tenant) return null;
  const target = await exactSearchTarget(tenant, term);
  return target ? NextResponse.redirect(new URL(target, req.url), 302) : null;
};

/**
 * A category or collection filtered by availability is rendered per request (it depends on the
 * shopper's zone or store, so it is no cached view) and streams: by the time its page learns the
 * id is unknown, its 200 is sent. So the proxy asks commerce first and answers an unknown one
 * with the 404 page, as Next advises for a status decided at request time (docs: loading.js,
 * "Status codes"). Only these requests pay the extra call.
 */
const unknownListing: Step = async (req) => {
  const [prefix = '', section, id, slug, ...more] = req.nextUrl.pathname.split('/').filter(Boolean);
  if (section !== 'category' && section !== 'collection') return null;
  if (!id || !slug || more.length > 0 || !zoneDependent(req.nextUrl.searchParams)) return null;
  const tenant = getTenantByPathPrefix(prefix);
  if (!tenant) return null;
  return (await listingExists(tenant, section, id)) === false ? notFoundPage(req, prefix) : null;
};

/**
 * A catalogue page (home, category, collection, search, product) is served from its cached view:
 * the price group from the tenant's cookie (none: the base list) and business mode (as the
 * session step decided it, lib/session/business-mode.ts), which picks the business home and PRO
 * prices. Zone, store, session and cart never enter the path.
 */
function cachedView(
  req: NextRequest,
  tenant: Tenant,
  view: { priceGroup: string | null; business: boolean },
): URL | null {
  const prefix = `/${tenant.pathPrefix}`;
  const rest = req.nextUrl.pathname.slice(prefix.length);
  const path = internalPath(tenant.pathPrefix, rest, req.nextUrl.searchParams, {
    priceGroup: view.priceGroup,
    business: view.business,
  });
  if (!path) return null;
  // On req.url's origin (next.config skipProxyUrlNormalize): another origin would be proxied over
  // HTTP. Only the router's cache-busting `_rsc` survives; content lives in the path.
  const url = new URL(path, req.url);
  const rsc = req.nextUrl.searchParams.get('_rsc');
  if (rsc !== null) url.searchParams.set('_rsc', rsc);
  return url;
}

/** Sign-in (issue 8): refresh the session and apply the business-mode page guard. */
const session: Step = async (req) => {
  const tenant = getTenantByPathPrefix(req.nextUrl.pathname.split('/')[1] ?? '');
  if (!tenant) return null;
  // Only a price group commerce knows keys a view: a made-up cookie is the base list (issue 18).
  const priceGroup = await validPriceGroup(
    tenant.siteId,
    priceGroupOf(req.cookies.get(tenant.priceGroupCookieName)?.value),
  );
  return sessionStep(req, tenant, (headers, business) => {
    const init = headers ? { request: { headers } } : undefined;
    const rest = req.nextUrl.pathname.slice(tenant.pathPrefix.length + 1);
    const inPlace = atOwnUrl(rest, req.nextUrl.searchParams, { priceGroup, business });
    const view = inPlace ? null : cachedView(req, tenant, { priceGroup, business });
    if (!view && !inPlace) return NextResponse.next(init);
    // A view a cookie may have picked: the browser's alone, never served stale (a signed-in
    // shopper's page is then made private, no-store).
    const response = view ? NextResponse.rewrite(view, init) : NextResponse.next(init);
    keepPrivate(response.headers, COOKIE_VIEW_CACHE_CONTROL);
    return response;
  });
};

/**
 * `/s/*` and `/images/*` are route handlers passing the call to commerce
 * (lib/commerce/pass-through.ts); the proxy sees them only for a path with an escape in it.
 */
const commercePaths: Step = (req) =>
  /^\/(?:s|images)\//.test(req.nextUrl.pathname) ? NextResponse.next() : null;

const steps: Step[] = [
  dataRequests,
  malformedPath,
  serverActions,
  commercePaths,
  siteGuard,
  exactSearch,
  unknownListing,
  session,
];

export async function proxy(req: NextRequest) {
  for (const step of steps) {
    const res = await step(req);
    if (res) return res;
  }
  return NextResponse.next();
}

/**
 * The proxy costs a cached page about half its throughput (measured: 232-395 vs 495-533 req/s for
 * the same cached home), so the commonest requests skip it: an anonymous visitor with no state
 * (no session, business switch or price-group cookie) on a consumer site's home, product page or
 * unfiltered category or collection, or a search for a plain term only. next.config.ts rewrites
 * those to the base view (the term's own route for a search); every other request (and any of
 * them carrying such a cookie, a queryId or another listing parameter) runs the proxy. Matchers must be literals: proxy.test.ts checks
 * the site list against the registry and the parameters against catalogue-view's.
 */
export const config = {
  matcher: [
    '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product|(?:fierro-cl|fierro-homy|homecenter-co|fierro-ar|fierro-uy|fierro-br|fierro-pe|fierro-mx)/(?:product/.+/|(?:category|collection)/[^/]+/[^/]+/|search/)?$).*)',
    // Static files never run it, with or without cookies: the browser's own /favicon.ico request
    // became the default site's 404 page, whose session step cleared another site's session.
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [
        {
          type: 'header',
          key: 'cookie',
          value: '(?:.*; )?(?:(?:consumer|usrLocation|usrStore)=|userRole=[^;]).*',
        },
      ],
    },
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [{ type: 'query', key: 'queryId' }],
    },
    // An identifier-looking search term (a digit, no space): exactSearch may send it to the SKU.
    {
      source:
        '/((?!_next/|api/|favicon|icons/|robots.txt|sitemap|default-product)[a-z][a-z0-9-]*/search/)',
      has: [{ type: 'query', key: 'Ntt', value: '(?=[\\w./-]*\\d)[\\w./-]{3,40}' }],
    },
    // Any path with an escape in it (rare: slugs are plain), so a broken one is a 400 (malformedPath).
    '/((?!_next/|api/|favicon|icons/|robots.txt|sitemap|default-product).*%.*)',
    // Every server action request, whatever page it is posted to (lib/security/action-request.ts).
    // (Pages-router data URLs reach the proxy by their page path: see dataRequests.)
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
    // And a form posted before the page's script ran (its action in its fields), to any page.
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(?:multipart/form-data|application/x-www-form-urlencoded).*',
        },
      ],
    },
    // A search term anywhere but the search page, and a search page whose term is not plain
    // (or missing): next.config's plain-term rewrite does not apply to them.
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product|[a-z][a-z0-9-]*/search/$).*)',
      has: [{ type: 'query', key: 'Ntt' }],
    },
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product)[a-z][a-z0-9-]*/search/)',
      missing: [
        {
          type: 'query',
          key: 'Ntt',
          value:
            '[A-Za-z0-9\\u00C0-\\u00FF-](?:[A-Za-z0-9\\u00C0-\\u00FF .-]{0,98}[A-Za-z0-9\\u00C0-\\u00FF.-])?',
        },
      ],
    },
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [{ type: 'query', key: 'currentpage' }],
    },
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [{ type: 'query', key: 'sortBy' }],
    },
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [{ type: 'query', key: 'f.product.brandName' }],
    },
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [{ type: 'query', key: 'f.range.price' }],
    },
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [{ type: 'query', key: 'averageOverallRating' }],
    },
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [{ type: 'query', key: 'primary_color_group' }],
    },
    {
      source:
        '/((?!_next/|api/|[^/]+/api/|s/|images/|favicon|icons/|robots.txt|sitemap|default-product).*)',
      has: [{ type: 'query', key: 'availability' }],
    },
  ],
};
