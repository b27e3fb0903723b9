import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anchorSkuId, productIdOf } from '@fierro/db/seed/anchors';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { ErrorResponse } from './contract';

// Thousands of random paths and parameters at every mounted route of a database-backed app:
// only 2xx/4xx answers, 4xx always in the one error shape, never a stack trace.
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  tdb = await createTestDatabase();
  app = createApp({ db: tdb.pool, imageCacheDir: join(tmpdir(), 'commerce-app-db-test') });
});
afterAll(() => tdb?.drop());

const site = fc.constantFrom(
  'socl',
  'hocl',
  'soco',
  'soar',
  'souy',
  'sobr',
  'sope',
  'somx',
  'dicico',
  'nosuch',
  'SO',
  '',
);
const id = fc.oneof(
  fc.constantFrom(
    productIdOf(1, 3),
    anchorSkuId(1, 3),
    productIdOf(6, 1),
    anchorSkuId(8, 2),
    'cat101',
    'cat10101',
    'CL-13',
    '06000',
    '-1',
    '0',
    '%00',
    '..',
  ),
  fc.string({ maxLength: 14 }).map(encodeURIComponent),
  fc.integer({ min: -5, max: 99_999_999 }).map(String),
);
const ROUTES = [
  (s: string) => `/search/v1/${s}`,
  (s: string) => `/search/v1/${s}/category/products`,
  (s: string) => `/search/v1/${s}/collections/products`,
  (s: string, i: string) => `/search/v1/${s}/smart-banner/${i}`,
  (s: string) => `/s/typeahead/v1/${s}`,
  (s: string) => `/config/v1/${s}/features/config/features`,
  (s: string) => `/catalog/v1/${s}/category-tree`,
  (s: string) => `/content/v1/${s}/home`,
  (s: string, i: string) => `/content/v1/${s}/banners/${i}`,
  (s: string) => `/product/v2/${s}`,
  (s: string) => `/product/v2/${s}/linked-products`,
  (s: string) => `/product/v2/${s}/related-products`,
  (s: string) => `/product/v1/${s}/productDetails`,
  (s: string) => `/product/v1/${s}/product-info`,
  (s: string) => `/product/v1/${s}/zone-facility`,
  (s: string) => `/geo/v1/${s}/levels`,
  (s: string) => `/geo/v1/${s}/children`,
  (s: string) => `/geo/v1/${s}/location`,
  (s: string, i: string) => `/geo/v1/${s}/zip/${i}`,
  (s: string) => `/geo/v1/${s}/postcodes`,
  (s: string) => `/geo/v1/${s}/stores`,
  () => '/checkout/v1/shipments/delivery-estimates/products',
  () => '/checkout/v1/installments',
  () => '/checkout/v1/promotions',
];
const path = fc
  .tuple(fc.integer({ min: 0, max: ROUTES.length - 1 }), site, id)
  .map(([r, s, i]) => ROUTES[r]!(s, i));
const value = fc.oneof(
  id,
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'taladro',
    'cerámica',
    'ta',
    '1::9',
    '9::1',
    'homeDelivery',
    'pickupInStore',
    'buyAtStore',
    'guest',
    'business',
    'price_asc',
    '96',
    '1e9',
    '',
  ),
);
const query = fc.dictionary(
  fc.constantFrom(
    'Ntt',
    'term',
    'siteId',
    'productId',
    'variantId',
    'skuId',
    'zoneId',
    'storeId',
    'priceGroup',
    'quantity',
    'deliveryMethod',
    'categoryId',
    'collectionId',
    'brand',
    'currentPage',
    'perPage',
    'sortBy',
    'f.range.price',
    'averageOverallRating',
    'primary_color_group',
    'availability',
    'audience',
    'locationId',
    'parentId',
    'limit',
    'channel',
    'depth',
    'facetLimit',
  ),
  value,
  { maxKeys: 6 },
);

describe('documentation', () => {
  it('documents every read route in /openapi.json', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    const documented = Object.keys(doc.paths);
    const expected = ROUTES.map((r) => r('{siteId}', '{x}'))
      .map((p) => p.replace('/smart-banner/{x}', '/smart-banner/{smartBannerId}'))
      .map((p) => p.replace('/banners/{x}', '/banners/{placement}'))
      .map((p) => p.replace('/zip/{x}', '/zip/{zipCode}'));
    expect(documented).toEqual(expect.arrayContaining(expected));
  });
});

describe('robustness over the database (property-based)', () => {
  it('answers 2,000 random requests at every route with 2xx/4xx only', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        const res = await app.request(`${p}?${new URLSearchParams(q).toString()}`);
        expect(res.status, `${p}?${new URLSearchParams(q)}`).toBeLessThan(500);
        if (res.status >= 400) {
          const text = await res.text();
          ErrorResponse.parse(JSON.parse(text));
          expect(text).not.toMatch(/\bat \S+:\d+:\d+/);
        }
      }),
      { numRuns: 2000 },
    );
  }, 240_000);
});
