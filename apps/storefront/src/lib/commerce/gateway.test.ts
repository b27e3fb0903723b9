import { getTenant, type Tenant } from '@fierro/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  commerceCall,
  errorStatus,
  personalCallIn,
  ROUTE_TIMEOUT_MS,
  type ShopperRequest,
} from './gateway';
import { identity } from './identity';
import { SPECIAL_ERROR_DIGEST } from './special';
import { startCommerceStandIn } from './stand-in';

vi.mock('server-only', () => ({}));
const { fromCache, publicRead } = await import('./public');

/**
 * The gateway against a stand-in for commerce on a local HTTP server (stand-in.ts): what it sends,
 * and how every kind of answer, a refused connection and a commerce that never answers come back
 * as the spec's `{ data, error }`.
 */
let commerce: Awaited<ReturnType<typeof startCommerceStandIn>>;
const seen = () => commerce.calls.at(-1);
beforeAll(async () => {
  commerce = await startCommerceStandIn(({ url }) => {
    if (url.startsWith('/ok')) return { status: 200, json: { n: 1 } };
    if (url.startsWith('/hang') || url.startsWith('/auth/') || url.startsWith('/session/'))
      return 'hang';
    if (url.startsWith('/special-ok'))
      return { status: 200, json: { errors: [{ code: '-1', message: 'x' }] } };
    if (url.startsWith('/special'))
      return { status: 500, json: { errors: [{ code: -1, message: 'Error inesperado' }] } };
    if (url.startsWith('/bad-shape')) return { status: 200, json: { n: 'one' } };
    if (url.startsWith('/html')) return { status: 200, text: '<html>proxy error</html>' };
    if (url.startsWith('/empty')) return { status: 200, text: '' };
    if (url.startsWith('/bad-gateway')) return { status: 502, text: '<html>502</html>' };
    if (url.startsWith('/conflict'))
      return {
        status: 409,
        json: { errors: [{ code: 'VERSION_CONFLICT', message: 'Cambió' }], cart: { n: 7 } },
      };
    return {
      status: 404,
      json: { errors: [{ code: 'NOT_FOUND', message: 'No existe', field: 'productId' }] },
    };
  });
  process.env.COMMERCE_URL = commerce.url;
  delete process.env.COMMERCE_AUTH_URL;
});
afterAll(() => commerce.close());

const schema = z.object({ n: z.number() });
const call = (path: string, more: Partial<Parameters<typeof commerceCall>[0]> = {}) =>
  commerceCall({ site: 'socl', path, schema, ...more });
const cl = getTenant('cl') as Tenant;

/** A shopper's request as the proxy, a route handler or next/headers give it. */
const shopper = (cookie: string, headers: Record<string, string> = {}): ShopperRequest => {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
  return {
    headers: new Headers(headers),
    cookies: { get: (name) => (jar.has(name) ? { value: jar.get(name) as string } : undefined) },
  };
};

describe('commerce gateway (spec §7 generic helper)', () => {
  it('returns the parsed data and sends the tenant, the channel and the query', async () => {
    const res = await call('/ok', { query: { a: '1', b: ['x', 'y'], empty: '', none: null } });
    expect(res).toEqual({ data: { n: 1 }, error: null });
    expect(seen()?.url).toBe('/ok?a=1&b=x&b=y');
    expect(seen()?.headers).toMatchObject({
      'tenant-b2b': 'socl',
      'x-channel-id': 'WEB',
      accept: 'application/json',
    });
    expect(seen()?.headers.authorization).toBeUndefined();
  });

  it('forwards the spec list of tracing headers and nothing else', async () => {
    await call('/ok', {
      tracing: { 'x-request-id': 'r-1', 'x-b3-traceid': 't-1', 'x-ot-span-context': 's', x: 'no' },
    });
    expect(seen()?.headers).toMatchObject({
      'x-request-id': 'r-1',
      'x-b3-traceid': 't-1',
      'x-ot-span-context': 's',
    });
    expect(seen()?.headers.x).toBeUndefined();
  });

  it('sends an object body as JSON on POST', async () => {
    await call('/ok', { method: 'POST', body: { sessionId: 's' } });
    expect(seen()?.method).toBe('POST');
    expect(seen()?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen()?.body ?? '')).toEqual({ sessionId: 's' });
  });

  it('sends PATCH, PUT and DELETE, and the version a write is based on as If-Match', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      await call('/ok', { method, ifMatch: 3, ...(method === 'DELETE' ? {} : { body: { q: 1 } }) });
      expect(seen()?.method).toBe(method);
      expect(seen()?.headers['if-match']).toBe('"3"');
    }
    await call('/ok', { method: 'POST', body: {} });
    expect(seen()?.headers['if-match']).toBeUndefined();
  });

  it("sends a call's own headers (an Idempotency-Key) but never lets them replace its own", async () => {
    await call('/ok', {
      method: 'POST',
      body: {},
      headers: { 'idempotency-key': 'k-12345678', 'tenant-b2b': 'soar', 'x-channel-id': 'APP' },
    });
    expect(seen()?.headers['idempotency-key']).toBe('k-12345678');
    expect(seen()?.headers['tenant-b2b']).toBe('socl');
    expect(seen()?.headers['x-channel-id']).toBe('WEB');
  });

  it('keeps what an error body carries beside its errors (a 409 with the current cart)', async () => {
    expect((await call('/conflict', { method: 'PATCH', body: {}, ifMatch: 1 })).error).toEqual({
      kind: 'status',
      status: 409,
      statusText: 'Conflict',
      special: false,
      errors: [{ code: 'VERSION_CONFLICT', message: 'Cambió' }],
      extra: { cart: { n: 7 } },
    });
  });

  it('a personal call sends the session cookie as Authorization and the request tracing', async () => {
    const request = shopper('sessionId=abc; consumer=b2b', { 'x-b3-spanid': 'sp', cookie: 'x' });
    await personalCallIn(request, { site: 'socl', path: '/ok', schema });
    expect(seen()?.headers).toMatchObject({ authorization: 'abc', 'x-b3-spanid': 'sp' });
    expect(seen()?.headers.cookie).toBeUndefined();
    await personalCallIn(shopper(''), { site: 'socl', path: '/ok', schema });
    expect(seen()?.headers.authorization).toBeUndefined();
  });

  it("every personal call carries the shopper's business mode, so the cart, the checkout and the order price alike", async () => {
    // The header's switch, a company's session, a business-only site: consumer=b2b.
    for (const [cookie, site] of [
      ['sessionId=abc; consumer=b2b', 'socl'],
      ['sessionId=abc; userRole=admin', 'socl'],
      ['sessionId=abc', 'dicico'],
    ] as const) {
      await personalCallIn(shopper(cookie), {
        site,
        path: '/ok',
        query: { cartId: 'c1' },
        schema,
      });
      expect(new URL(seen()!.url, 'http://x').searchParams.get('consumer'), cookie).toBe('b2b');
      expect(new URL(seen()!.url, 'http://x').searchParams.get('cartId')).toBe('c1');
    }
    // Retail: none.
    await personalCallIn(shopper('sessionId=abc; consumer=b2c'), {
      site: 'socl',
      path: '/ok',
      schema,
    });
    expect(new URL(seen()!.url, 'http://x').searchParams.get('consumer')).toBeNull();
  });

  it('a public read carries no session and keeps its data', async () => {
    expect(await fromCache(() => publicRead({ site: 'socl', path: '/ok', schema }))).toEqual({
      data: { n: 1 },
      error: null,
    });
    expect(seen()?.headers.authorization).toBeUndefined();
    expect(seen()?.headers['x-request-id']).toBeUndefined();
  });

  it('identity calls go to COMMERCE_AUTH_URL when it is set', async () => {
    process.env.COMMERCE_AUTH_URL = 'http://127.0.0.1:9';
    const identityRes = await call('/ok', { service: 'identity' });
    const catalogueRes = await call('/ok');
    delete process.env.COMMERCE_AUTH_URL;
    expect(identityRes.error).toMatchObject({ kind: 'thrown' });
    expect(catalogueRes.data).toEqual({ n: 1 });
  });
});

describe('commerce gateway errors (spec §8)', () => {
  it('gives status, status text and the errors list for a non-OK answer', async () => {
    expect((await call('/missing')).error).toEqual({
      kind: 'status',
      status: 404,
      statusText: 'Not Found',
      special: false,
      errors: [{ code: 'NOT_FOUND', message: 'No existe', field: 'productId' }],
    });
    expect((await call('/bad-gateway')).error).toMatchObject({
      kind: 'status',
      status: 502,
      statusText: 'Bad Gateway',
      special: false,
      errors: [],
    });
  });

  it('an errors list holding code -1 is the special error, its own kind, even under a 200', async () => {
    expect((await call('/special')).error).toMatchObject({
      kind: 'special',
      status: 500,
      special: true,
      errors: [{ code: -1, message: 'Error inesperado' }],
    });
    expect((await call('/special-ok')).error).toMatchObject({
      kind: 'special',
      status: 500,
      special: true,
    });
  });

  it('a public read never caches the special error and hands it on as itself', async () => {
    await expect(publicRead({ site: 'socl', path: '/special', schema })).rejects.toMatchObject({
      digest: SPECIAL_ERROR_DIGEST,
    });
    // Not even where the caller keeps a 500 as missing.
    await expect(
      publicRead({ site: 'socl', path: '/special', schema }, [404, 500]),
    ).rejects.toThrow(/-1/);
    const read = await fromCache(() => publicRead({ site: 'socl', path: '/special-ok', schema }));
    expect(read.error).toMatchObject({ kind: 'special', special: true });
    expect(errorStatus(read.error!)).toBe(503);
  });

  it('a malformed answer is an error, not a crash', async () => {
    for (const path of ['/bad-shape', '/html', '/empty']) {
      const res = await call(path);
      expect(res.data, path).toBeNull();
      expect(res.error, path).toMatchObject({
        kind: 'thrown',
        status: 0,
        statusText: 'respuesta fuera del contrato',
      });
    }
    // Through a public read too: a 500 for the page, never cached, never thrown.
    const read = await fromCache(() => publicRead({ site: 'socl', path: '/html', schema }));
    expect(read.error).toMatchObject({ kind: 'status', status: 500 });
  });

  it('a refused connection is a thrown error', async () => {
    const saved = process.env.COMMERCE_URL;
    process.env.COMMERCE_URL = 'http://127.0.0.1:9';
    const res = await call('/ok');
    process.env.COMMERCE_URL = saved;
    expect(res.error).toMatchObject({ kind: 'thrown', status: 0 });
  });

  it('a public read keeps a 404 (and only the statuses it names) as missing', async () => {
    const missing = await fromCache(() => publicRead({ site: 'socl', path: '/missing', schema }));
    expect(missing.error).toMatchObject({ status: 404 });
    await expect(publicRead({ site: 'socl', path: '/bad-gateway', schema })).rejects.toThrow(/502/);
    await expect(
      publicRead({ site: 'socl', path: '/bad-gateway', schema }, [404, 502]),
    ).resolves.toEqual({ data: null, status: 404 });
  });
});

/** Runs `fn` and answers its result with the milliseconds it took. */
async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const out = await fn();
  return [out, performance.now() - started];
}

// The four run at once: each waits out the spec's 3,800 ms.
describe.concurrent('a commerce that never answers gives up at the route time-out (3,800 ms)', () => {
  const budget = { timeout: ROUTE_TIMEOUT_MS + 6000 };
  const inTime = (ms: number) => {
    // A timer never fires early, but the clock read around it may: 50 ms of slack.
    expect(ms).toBeGreaterThanOrEqual(ROUTE_TIMEOUT_MS - 50);
    // Loose above: a busy two-core machine may run the timer late.
    expect(ms).toBeLessThan(ROUTE_TIMEOUT_MS + 4000);
  };

  it('a public read: a 500 error result', budget, async () => {
    const [res, ms] = await timed(() =>
      fromCache(() => publicRead({ site: 'socl', path: '/hang/search', schema })),
    );
    inTime(ms);
    expect(res).toMatchObject({ data: null, error: { kind: 'status', status: 500 } });
  });

  it('a personal read: a thrown error result', budget, async () => {
    const [res, ms] = await timed(() =>
      personalCallIn(shopper('sessionId=abc'), { site: 'socl', path: '/hang/geo', schema }),
    );
    inTime(ms);
    expect(res).toMatchObject({
      data: null,
      error: { kind: 'thrown', status: 0, statusText: 'sin respuesta en 3800 ms' },
    });
  });

  it('login: an error result (the form shows its generic error)', budget, async () => {
    const [res, ms] = await timed(() =>
      identity.login(
        shopper(''),
        cl,
        { email: 'a@b.cl', password: 'secreto1', accountKind: 'person' },
        '10.0.0.1',
      ),
    );
    inTime(ms);
    expect(res).toMatchObject({ data: null, error: { kind: 'thrown', status: 0 } });
    expect(commerce.calls.find((c) => c.url === '/auth/v1/login')?.headers).toMatchObject({
      'tenant-b2b': 'socl',
      'x-forwarded-for': '10.0.0.1',
    });
  });

  it('session refresh: unknown (null), which keeps the cookie', budget, async () => {
    const [res, ms] = await timed(() => identity.refresh(shopper('sessionId=abc'), cl, 'abc'));
    inTime(ms);
    expect(res).toBeNull();
  });
});
