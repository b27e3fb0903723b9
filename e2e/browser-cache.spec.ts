import { expect, test } from '@playwright/test';
import { E2E_COMMERCE_PORT } from './playwright.config';
import { demoSessionId } from './session';

/**
 * No browser serves a cached catalogue page stale (src/lib/cache/browser-cache.ts). Next's own
 * `Cache-Control: s-maxage=…, stale-while-revalidate=…` let Chromium show the home from its disk
 * cache up to 23.75 h old, prices included. Each kind of cached page is asked the ways a shopper
 * reaches it: with no state cookie (next.config), with a location cookie (the proxy picks the
 * view), signed in; a page rendered per shopper keeps Next's private answer.
 */

const PAGES = [
  '/fierro-cl/',
  '/fierro-cl/product/10000003/x/',
  '/fierro-cl/category/cat101/herramientas/',
  '/fierro-cl/search/?Ntt=taladro',
];

async function answerOf(path: string, cookie?: string, extra: Record<string, string> = {}) {
  const base = test.info().project.use.baseURL as string;
  const res = await fetch(new URL(path, base), {
    redirect: 'manual',
    headers: { ...(cookie ? { cookie } : {}), ...extra },
  });
  await res.arrayBuffer();
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control') ?? '',
    cdn: res.headers.get('cdn-cache-control'),
  };
}

test('a cached catalogue page: every browser asks again, a CDN keeps it for the catalogue time', async () => {
  for (const path of PAGES) {
    // Twice: the first render, then the cache hit.
    for (const round of [1, 2]) {
      const { status, cacheControl, cdn } = await answerOf(path);
      expect(status, path).toBeLessThan(400);
      expect(cacheControl, `${path} #${round}`).toBe('public, max-age=0, must-revalidate');
      expect(cdn, path).toBe('public, s-maxage=300, stale-while-revalidate=3300');
    }
    // The router's payload of the same page (a client-side navigation): what Chromium kept.
    // Answered by its header (a redirect to `?_rsc=…`, or flight data): never a CDN's to keep.
    const router: Array<Record<string, string>> = [
      { rsc: '1' },
      { rsc: '1', 'next-router-prefetch': '1' },
    ];
    for (const extra of router) {
      const rsc = await answerOf(path, undefined, extra);
      expect(rsc.cacheControl, `${path} RSC`).toBe('private, max-age=0, must-revalidate');
      expect(rsc.cdn, `${path} RSC`).toBeNull();
    }
  }
});

test('a view picked by a cookie is the browser’s own, asked again every time', async () => {
  for (const path of PAGES) {
    const { cacheControl, cdn } = await answerOf(path, 'usrLocation=13');
    expect(cacheControl, path).toBe('private, max-age=0, must-revalidate');
    expect(cdn, path).toBe('no-store');
  }
});

test('a redirect the session decided is never kept: dicico sends a visitor to its login', async () => {
  // A CDN keeping it by path would send signed-in buyers to the login for five minutes.
  for (const path of ['/dicico/category/cat902/construcao/', '/dicico/product/10000003/x/']) {
    const { status, cacheControl, cdn } = await answerOf(path);
    expect(status, path).toBe(302);
    expect(cacheControl, path).toBe('private, no-store');
    expect(cdn, path).toBe('no-store');
  }
});

test('a signed-in shopper’s pages are never stored, and a filtered search stays private', async () => {
  const sessionId = await demoSessionId(`http://127.0.0.1:${E2E_COMMERCE_PORT}`);
  for (const path of PAGES) {
    // The anonymous cached page without the proxy (issue 24), but never stored; its payload too.
    for (const extra of [{}, { rsc: '1' }] as Array<Record<string, string>>) {
      const { status, cacheControl, cdn } = await answerOf(
        path,
        `sessionId=${sessionId}; userRole=`,
        extra,
      );
      expect(status, path).toBeLessThan(400);
      expect(cacheControl, path).toBe('private, no-store');
      expect(cdn, path).toBeNull();
    }
  }
  // Filtered by availability in the shopper's zone: rendered per request, Next's own answer.
  const filtered = await answerOf('/fierro-cl/search/?Ntt=taladro&availability=homeDelivery');
  expect(filtered.cacheControl).toMatch(/private|no-store/);
  expect(filtered.cacheControl).not.toMatch(/public|s-maxage|stale-while-revalidate/);
  expect(filtered.cdn).toBeNull();
});

test('sign-in forms and content pages: never a browser’s stale copy either', async () => {
  // Next's `s-maxage, stale-while-revalidate` with no max-age let a browser keep a sign-in
  // form a day, posting to server actions a deploy had removed.
  const sessionId = await demoSessionId(`http://127.0.0.1:${E2E_COMMERCE_PORT}`);
  for (const path of [
    '/fierro-cl/login/',
    '/fierro-cl/register/',
    '/fierro-cl/forgot-password/',
    '/fierro-cl/content/preguntas-frecuentes/',
    '/fierro-cl/content/no-existe/',
  ]) {
    const anonymous = await answerOf(path);
    expect(anonymous.cacheControl, path).toBe('public, max-age=0, must-revalidate');
    expect(anonymous.cdn, path).toBe('public, s-maxage=300, stale-while-revalidate=3300');
    const router = await answerOf(path, undefined, { rsc: '1' });
    expect(router.cacheControl, `${path} RSC`).toBe('private, max-age=0, must-revalidate');
    expect(router.cdn, `${path} RSC`).toBeNull();
    const signedIn = await answerOf(path, `sessionId=${sessionId}; userRole=`);
    expect(signedIn.cacheControl, `${path} signed in`).toMatch(/^private/);
    expect(signedIn.cdn, `${path} signed in`).not.toMatch(/public/);
  }
});

test('an answer expiring a stale copy of a cookie is private, whatever the page', async () => {
  // Where the sites share a host a guest may carry an older cookie at `/` beside the site's own:
  // the answer that expires it must not be kept by a CDN for everyone.
  for (const path of ['/fierro-cl/login/', '/fierro-cl/content/preguntas-frecuentes/']) {
    const { cacheControl, cdn } = await answerOf(path, 'cartId=a; cartId=b');
    expect(cacheControl, path).toBe('private, no-store');
    expect(cdn, path).toBe('no-store');
  }
});
