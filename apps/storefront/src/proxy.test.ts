import { TENANTS } from '@fierro/tenants';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_COOKIES } from './lib/cache/browser-cache';
import { startCommerceStandIn } from './lib/commerce/stand-in';
import { CONSUMER_COOKIE, SESSION_COOKIE, USER_ROLE_COOKIE } from './lib/session/cookies';
import { config, proxy } from './proxy';

describe('the proxy matcher (literals the build reads)', () => {
  const [everything, withState] = config.matcher;

  it('lets exactly the consumer sites skip it for a stateless home or product page', () => {
    const listed = /\(\?:([a-z|-]+)\)\/\(\?:product/.exec(String(everything))?.[1]?.split('|');
    const consumerSites = TENANTS.filter((t) => !t.businessOnly).map((t) => t.pathPrefix);
    expect(listed?.sort()).toEqual(consumerSites.sort());
  });

  it('runs for any cookie that changes the view, not for a signed-in person alone', () => {
    const rule = typeof withState === 'object' ? withState.has?.[0] : undefined;
    const value = rule && 'value' in rule ? rule.value : undefined;
    expect(value).toBe(VIEW_COOKIES);
    const cookieRule = new RegExp(`^${value}$`);
    const names = [CONSUMER_COOKIE, ...new Set(TENANTS.map((t) => t.priceGroupCookieName))];
    for (const name of names) {
      expect(cookieRule.test(`${name}=1`), name).toBe(true);
      expect(cookieRule.test(`a=b; ${name}=1; c=d`), name).toBe(true);
    }
    // A company session picks the business view; a person's role is empty.
    expect(cookieRule.test(`${SESSION_COOKIE}=x; ${USER_ROLE_COOKIE}=admin`)).toBe(true);
    expect(cookieRule.test(`${USER_ROLE_COOKIE}=buyer; a=b`)).toBe(true);
    expect(cookieRule.test(`${SESSION_COOKIE}=x; ${USER_ROLE_COOKIE}=`)).toBe(false);
    expect(cookieRule.test(`${USER_ROLE_COOKIE}=; ${SESSION_COOKIE}=x; sessionProof=y`)).toBe(
      false,
    );
    expect(cookieRule.test(`${SESSION_COOKIE}=x`)).toBe(false);
    expect(cookieRule.test('fierro_store_cl=12; _ga=1')).toBe(false);
    expect(cookieRule.test('myconsumer=1; xuserRole=admin')).toBe(false);
  });
});

describe('static files skip the proxy', () => {
  it('every matcher leaves out the favicon, icons, robots and the default product image', () => {
    // A session cookie once sent /favicon.ico through the proxy to the default site's 404 page,
    // whose session step signed the shopper out of the site they were on.
    for (const m of config.matcher) {
      const source = typeof m === 'string' ? m : m.source;
      const lookahead = /^\/\(\(\?!([^)]*)\)/.exec(source)?.[1] ?? '';
      const skipped = lookahead.split('|');
      for (const path of ['_next/', 'api/', 'favicon', 'icons/', 'robots.txt', 'default-product']) {
        expect(skipped, `${source} skips ${path}`).toContain(path);
      }
    }
  });
});

describe('business mode picks the cached view (lib/session/business-mode.ts)', () => {
  // Commerce stands in on a local server: every session is active, and Chile's retail price
  // groups are 10 and 13.
  const session = 'S'.repeat(43);
  let commerce: Awaited<ReturnType<typeof startCommerceStandIn>>;
  const saved = process.env.COMMERCE_URL;
  beforeAll(async () => {
    commerce = await startCommerceStandIn((call) =>
      call.url.startsWith('/pricing/v1/')
        ? { status: 200, json: { siteId: 'socl', priceGroups: ['10', '13'] } }
        : { status: 200, json: { active: true, status: 'active', isAgent: false } },
    );
    process.env.COMMERCE_URL = commerce.url;
  });
  afterAll(async () => {
    process.env.COMMERCE_URL = saved;
    await commerce.close();
  });
  const viewOf = async (path: string, cookie = '') => {
    const res = await proxy(
      new NextRequest(`http://127.0.0.1${path}`, cookie ? { headers: { cookie } } : {}),
    );
    const rewrite = res.headers.get('x-middleware-rewrite');
    return rewrite ? new URL(rewrite).pathname : `${res.status} ${res.headers.get('location')}`;
  };

  it.each([
    ['a guest', '', '/fierro-cl/v/base/'],
    ['the header switch', 'consumer=b2b', '/fierro-cl/v/base-b2b/'],
    ['a signed-in person', `sessionId=${session}; userRole=`, '/fierro-cl/v/base/'],
    ['a company session (admin)', `sessionId=${session}; userRole=admin`, '/fierro-cl/v/base-b2b/'],
    ['a company session (buyer)', `sessionId=${session}; userRole=buyer`, '/fierro-cl/v/base-b2b/'],
  ])('Chile home for %s', async (_who, cookie, view) => {
    expect(await viewOf('/fierro-cl/', cookie)).toBe(view);
  });

  it('a company session keeps business mode on listings and products too', async () => {
    const cookie = `sessionId=${session}; userRole=admin; usrLocation=13`;
    expect(await viewOf('/fierro-cl/product/123/x/', cookie)).toBe(
      '/fierro-cl/v/13-b2b/product/p/123/x/',
    );
    expect(await viewOf('/fierro-cl/category/cat101/herramientas/', cookie)).toMatch(
      /^\/fierro-cl\/v\/13-b2b\/category\/cat101\/herramientas\/q/,
    );
  });

  it('a made-up price-group cookie is the base list, a known one keys its view', async () => {
    for (const [value, view] of [
      ['13', '/fierro-cl/v/13/'],
      ['777', '/fierro-cl/v/base/'],
      ['90', '/fierro-cl/v/base/'],
    ] as const) {
      expect(await viewOf('/fierro-cl/', `usrLocation=${value}`), value).toBe(view);
    }
  });

  it('a view a cookie picked is private and never served stale; a signed-in one is not stored', async () => {
    const cacheControlOf = async (path: string, cookie: string) =>
      (
        await proxy(new NextRequest(`http://127.0.0.1${path}`, { headers: { cookie } }))
      ).headers.get('cache-control');
    for (const path of ['/fierro-cl/', '/fierro-cl/product/123/x/', '/fierro-cl/search/?Ntt=a1']) {
      expect(await cacheControlOf(path, 'usrLocation=13'), path).toBe(
        'private, max-age=0, must-revalidate',
      );
      expect(await cacheControlOf(path, `sessionId=${session}; userRole=`), path).toBe(
        'private, no-store',
      );
    }
  });

  it("the base view's product page stays on its own route: pages, refreshes and actions alike", async () => {
    // app/[site]/product serves it (issue 24); a rewrite would put a server action posted from
    // that page on another route than the page's, and the router's next refresh answered 404.
    const at = async (path: string, cookie: string, action = false) => {
      const headers: Record<string, string> = { cookie };
      const post = { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' };
      if (action)
        Object.assign(headers, post, { 'next-action': '40ab', 'content-type': 'text/plain' });
      const res = await proxy(
        new NextRequest(
          `http://127.0.0.1:3000${path}`,
          action ? { method: 'POST', headers, body: '["x"]' } : { headers },
        ),
      );
      return [
        res.headers.get('x-middleware-rewrite'),
        `${res.status} ${res.headers.get('location')}`,
        res.headers.get('cache-control'),
      ];
    };
    for (const cookie of [
      'usrLocation=777',
      `sessionId=${session}; userRole=`,
      'fierro_store_cl=12; usrStore=4',
    ]) {
      for (const action of [false, true]) {
        const [rewrite, next, cacheControl] = await at('/fierro-cl/product/123/x/', cookie, action);
        expect(rewrite, cookie).toBeNull();
        expect(next, cookie).toBe('200 null');
        expect(cacheControl, cookie).toMatch(/^private, /);
      }
    }
    // Another view, or an SEO landing, keeps its rewrite.
    expect(await viewOf('/fierro-cl/product/123/x/', 'usrLocation=13')).toBe(
      '/fierro-cl/v/13/product/p/123/x/',
    );
    expect(await viewOf('/fierro-cl/product/123/x/?queryId=q1', 'usrLocation=777')).toBe(
      '/fierro-cl/v/base/product/seo/123/x/',
    );
  });

  it('dicico is business for everybody signed in', async () => {
    expect(await viewOf('/dicico/', `sessionId=${session}; userRole=`)).toBe('/dicico/v/base-b2b/');
  });
});

describe('hostile requests the proxy answers itself (issue 20)', () => {
  it('answers every pages-router data URL with a quick 404 (it became a 30 s proxy loop)', async () => {
    for (const path of [
      '/_next/data/abc/fierro-cl.json',
      '/_next/data/x/fierro-cl/search.json?Ntt=a',
      '/_next/data/%00/x.json',
    ]) {
      const res = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
      expect(res.status, path).toBe(404);
    }
  });

  it('answers a path whose escapes do not decode with 400, and runs for every path with one', async () => {
    for (const path of [
      '/fierro-cl/product/%zz/x/',
      '/fierro-cl/content/%c0%80/',
      '/fierro-cl/%/',
    ]) {
      const res = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
      expect(res.status, path).toBe(400);
      const runs = config.matcher.some(
        (m) => typeof m === 'string' && new RegExp(`^${m.replace(/^\/\(/, '/(')}$`).test(path),
      );
      expect(runs, path).toBe(true);
    }
  });

  it('lets a well-formed commerce path with an escape through to its route handler', async () => {
    const res = await proxy(new NextRequest('http://127.0.0.1:3000/images/socl/caf%C3%A9/1'));
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('answers a cross-origin server action with 403 and a malformed one with 400', async () => {
    const post = (origin: string, body: string) =>
      proxy(
        new NextRequest('http://127.0.0.1:3000/fierro-cl/login/', {
          method: 'POST',
          headers: {
            host: '127.0.0.1:3000',
            origin,
            'next-action': '40ab',
            'content-type': 'text/plain',
          },
          body,
        }),
      );
    expect((await post('https://evil.example', '[{}]')).status).toBe(403);
    expect((await post('http://127.0.0.1:3000', '{{')).status).toBe(400);
  });
});
