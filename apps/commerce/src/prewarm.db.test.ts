import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { prewarmSiteIndexes } from './prewarm';

// The indexes built at startup are the ones the first requests use: after prewarming, a search,
// a typo, a typeahead and the category tree run none of the queries that build them.
let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.drop());

const INDEX_QUERIES = [
  'search-facet-snapshot',
  'search-card-prices',
  'search-vocabulary-all',
  'catalog-categories',
  'top_products',
  'search-vocabulary-stems',
  'search-synonym-terms',
  // The cards of the first page: warmed too (issue 19, a first-time search pays no card query).
  'product-card-sources',
];

describe('prewarmSiteIndexes', () => {
  it('builds every per-site index before the first request needs it', async () => {
    const report = await prewarmSiteIndexes(tdb.pool, ['socl', 'sobr']);
    expect(report).toMatchObject({ sites: 2, failed: [] });

    const seen: string[] = [];
    const query = tdb.pool.query.bind(tdb.pool);
    tdb.pool.query = ((config: unknown, ...rest: unknown[]) => {
      seen.push(typeof config === 'string' ? config : JSON.stringify(config));
      return (query as (...a: unknown[]) => unknown)(config, ...rest);
    }) as typeof tdb.pool.query;
    const app = createApp({ db: tdb.pool, imageCacheDir: join(tmpdir(), 'commerce-prewarm-test') });
    for (const url of [
      '/search/v1/socl?Ntt=taladro',
      '/search/v1/socl?Ntt=taldro',
      '/s/typeahead/v1/socl?term=tal',
      '/search/v1/sobr?Ntt=furadeira',
      '/catalog/v1/socl/category-tree',
    ]) {
      expect((await app.request(url)).status, url).toBe(200);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((q) => INDEX_QUERIES.some((name) => q.includes(name)))).toEqual([]);
  });
});
