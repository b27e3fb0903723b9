import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { ErrorResponse, FeaturesConfigResponse } from './contract';
import { matchSetOf } from './modules/search';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="#e8e2d6"/><circle cx="400" cy="400" r="250" fill="#c0392b"/>
<text x="400" y="420" font-size="60" text-anchor="middle">Cerámica</text></svg>`;

let dir: string;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'commerce-app-test-'));
  writeFileSync(join(dir, 'producto-110281.svg'), SVG);
  writeFileSync(join(dir, 'roto.svg'), 'esto no es una imagen');
  mkdirSync(join(dir, 'socl', '110281'), { recursive: true });
  writeFileSync(join(dir, 'socl', '110281', '1.svg'), SVG);
  app = createApp({
    imageCacheDir: join(dir, 'cache'),
    imageSourceDir: dir,
    // A test double of the catalogue storage port, so the fuzz reaches the search routes too.
    searchRepo: {
      findExact: async () => null,
      scope: async () => ({ category: null, collection: null }),
      match: async () => matchSetOf([]),
      cards: async () => [],
      vocabulary: async () => [],
    },
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const expectErrorShape = async (res: Response, status: number, field?: string) => {
  expect(res.status).toBe(status);
  const body = ErrorResponse.parse(await res.json());
  if (field) expect(body.errors.map((e) => e.field)).toContain(field);
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+:\d+:\d+/);
  // zod's English defaults never reach a person.
  expect(body.errors.map((e) => e.message).join(' ')).not.toMatch(
    /^(Invalid|Too (big|small)|Unrecognized|Expected)\b| (Invalid|Too big|Too small)\b/,
  );
  return body;
};

describe('app frame', () => {
  it('answers /healthz', async () => {
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz says unavailable while the database does not answer (alive is not ready)', async () => {
    // A pool of a database nobody listens for (port 9): the query is refused at once.
    const away = new pg.Pool({ connectionString: 'postgres://x:y@127.0.0.1:9/none' });
    try {
      const down = createApp({ db: away, imageCacheDir: join(tmpdir(), 'commerce-readyz-test') });
      const res = await down.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable' });
      expect((await down.request('/healthz')).status).toBe(200);
    } finally {
      await away.end();
    }
  });

  it('answers an unknown route with a 404 in the one error shape', async () => {
    await expectErrorShape(await app.request('/no/such/route'), 404);
  });

  it('returns the tracing headers it was given and makes a request id when none came', async () => {
    const res = await app.request('/healthz', {
      headers: { 'x-request-id': 'req-1', 'x-b3-traceid': 'abc123', 'x-b3-sampled': '1' },
    });
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(res.headers.get('x-b3-traceid')).toBe('abc123');
    expect(res.headers.get('x-b3-sampled')).toBe('1');
    const fresh = await app.request('/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('exposes Prometheus metrics with request counts, latency and event-loop delay', async () => {
    await app.request('/healthz');
    const res = await app.request('/metrics');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(
      'commerce_http_requests_total{method="GET",route="/healthz",status="200"}',
    );
    expect(text).toContain('commerce_http_request_duration_seconds_bucket');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('commerce_event_loop_delay_p99_seconds');
  });

  it('documents its routes in /openapi.json', async () => {
    const res = await app.request('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/healthz',
        '/config/v1/{siteId}/features/config/features',
        '/images/{imagePath}',
        '/images/{imagePath}/thumbnail',
      ]),
    );
  });
});

describe('config features', () => {
  it('gives the spec defaults for Chile from the registry, add to cart on (issue 21)', async () => {
    const res = await app.request('/config/v1/socl/features/config/features');
    expect(res.status).toBe(200);
    const body = FeaturesConfigResponse.parse(await res.json());
    expect(body.siteId).toBe('socl');
    expect(body.features).toEqual({
      isAddToCartEnabled: true,
      isImageFallbackEnabled: true,
      isAutomaticRedirectionEnabled: true,
    });
  });

  it('gives 404 for an unknown site and 400 naming siteId for a malformed one', async () => {
    await expectErrorShape(
      await app.request('/config/v1/nosuch/features/config/features'),
      404,
      'siteId',
    );
    await expectErrorShape(
      await app.request('/config/v1/SO-CL!/features/config/features'),
      400,
      'siteId',
    );
  });
});

describe('images', () => {
  it('renders the SVG source as a 400x400 jpg by default, immutable, with an ETag', async () => {
    const res = await app.request('/images/producto-110281');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 400]);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await app.request('/images/producto-110281', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('honours f, fit, w and h and serves the cached copy the second time', async () => {
    const url = '/images/producto-110281.svg?f=webp&fit=contain&w=480&h=270';
    const first = await app.request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 270]);
    // A size the storefront never asks for is the nearest one it does (issue 20).
    const odd = await app.request('/images/producto-110281.svg?f=webp&w=1999&h=1997');
    const oddMeta = await sharp(Buffer.from(await odd.arrayBuffer())).metadata();
    expect([oddMeta.width, oddMeta.height]).toEqual([1440, 1440]);
    const second = await app.request(url);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('serves a 150x150 thumbnail', async () => {
    // png is accepted and rendered as jpg (images.service FORMAT_RENDERED_AS).
    const res = await app.request('/images/producto-110281/thumbnail?f=png');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 150, 150]);
  });

  it("serves the catalogue's nested image paths and their thumbnails", async () => {
    const res = await app.request('/images/socl/110281/1?f=webp&w=180&h=180');
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 180, 180]);
    const thumb = await app.request('/images/socl/110281/1/thumbnail');
    const tmeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([tmeta.width, tmeta.height]).toEqual([150, 150]);
    await expectErrorShape(await app.request('/images/socl/999/1'), 404, 'imagePath');
    await expectErrorShape(await app.request('/images/socl//1'), 400, 'imagePath');
    await expectErrorShape(await app.request('/images/socl/110281/1?w=9999'), 400, 'w');
  });

  it("serves every site's default product image though no import or seed holds it", async () => {
    const { TENANTS } = await import('@fierro/tenants');
    for (const url of new Set(TENANTS.map((t) => t.defaultImageUrl))) {
      for (const size of [240, 560, 64]) {
        const res = await app.request(`${url}?w=${size}&h=${size}&fit=contain&f=webp`);
        expect(res.status, url).toBe(200);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
      }
    }
    // Only the registry's default images: other missing paths stay 404.
    await expectErrorShape(await app.request('/images/default-product.png'), 404, 'imagePath');
  });

  it.each([
    ['f', '/images/producto-110281?f=gif'],
    ['fit', '/images/producto-110281?fit=stretch'],
    ['w', '/images/producto-110281?w=5000'],
    ['w', '/images/producto-110281?w=abc'],
    ['h', '/images/producto-110281?h=1.5'],
    ['h', '/images/producto-110281?h=0'],
    ['imagePath', '/images/..%2Fetc%2Fpasswd'],
    ['imagePath', '/images/%2Eprivado'],
  ])('rejects a bad %s with a 400 naming it (%s)', async (field, url) => {
    await expectErrorShape(await app.request(url), 400, field);
  });

  it('gives 404 for an unknown image and for a source that is not an image', async () => {
    await expectErrorShape(await app.request('/images/no-existe'), 404, 'imagePath');
    await expectErrorShape(await app.request('/images/roto'), 404, 'imagePath');
  });
});

describe('robustness (property-based)', () => {
  const segment = fc.oneof(
    fc.constantFrom('socl', 'sobr', 'x', '..', '%00', 'producto-110281', 'images', 'config', ''),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer().map(String),
    fc.constantFrom('-1', '1e9', 'NaN', '', 'jpg', 'webp', 'cover', '400'),
  );
  const query = fc.dictionary(
    fc.constantFrom(
      'f',
      'fit',
      'w',
      'h',
      'term',
      'x',
      'Ntt',
      'currentPage',
      'perPage',
      'sortBy',
      'brand',
      'priceGroup',
      'categoryId',
      'collectionId',
      'f.range.price',
      'averageOverallRating',
      'primary_color_group',
      'availability',
      'zoneId',
    ),
    value,
    {
      maxKeys: 4,
    },
  );
  const path = fc.oneof(
    fc.tuple(segment).map(([s]) => `/images/${s}`),
    fc.tuple(segment).map(([s]) => `/images/${s}/thumbnail`),
    fc.tuple(segment).map(([s]) => `/config/v1/${s}/features/config/features`),
    fc.tuple(segment).map(([s]) => `/search/v1/${s}`),
    fc.tuple(segment).map(([s]) => `/search/v1/${s}/category/products`),
    fc.tuple(segment).map(([s]) => `/search/v1/${s}/collections/products`),
    fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
  );

  it('answers random paths and parameters with 2xx/3xx/4xx only, always in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        const res = await app.request(`${p}?${new URLSearchParams(q).toString()}`);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) await expectErrorShape(res, res.status);
      }),
      { numRuns: 2000, interruptAfterTimeLimit: 25_000 },
    );
  }, 40_000);
});
