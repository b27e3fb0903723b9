import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anchorSkuId, productIdOf } from '@fierro/db/seed/anchors';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { ErrorResponse, SearchResponse, TypeaheadResponse } from '../../contract';
import { queriedSynonymAlternatives, synonymAlternatives } from './synonyms';

// Search over the seeded test catalogue (packages/db seed, anchors.ts): quality by named queries
// and contract of the search, listing and typeahead routes.
const CL = 1; // site index of socl in the seed (ids start with it)
const BR = 6;
const MX = 8;
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = createApp({ db: tdb.pool, imageCacheDir: join(tmpdir(), 'commerce-search-db-test') });
});
afterAll(() => tdb?.drop());

const search = async (url: string) => {
  const res = await app.request(url);
  expect(res.status, url).toBe(200);
  return SearchResponse.parse(await res.json());
};
const ids = (r: SearchResponse) => r.products.map((p) => p.productId);
const count = async (sql: string, values: unknown[]) =>
  Number((await tdb.pool.query(sql, values)).rows[0].n);

describe('search quality (named queries)', () => {
  it('accents: "ceramica" finds "Cerámica" and finds exactly what "Cerámica" finds', async () => {
    const plain = await search('/search/v1/socl?Ntt=ceramica&perPage=100');
    const accented = await search('/search/v1/socl?Ntt=Cer%C3%A1mica&perPage=100');
    expect(ids(plain)).toContain(productIdOf(CL, 1));
    expect(plain.pagination.total).toBeGreaterThan(0);
    expect(plain.pagination.total).toBe(accented.pagination.total);
  });

  it('plural/stem: "taladros" finds the drill "Taladro percutor" like "taladro"', async () => {
    const plural = await search('/search/v1/socl?Ntt=taladros&perPage=100');
    const singular = await search('/search/v1/socl?Ntt=taladro&perPage=100');
    expect(ids(plural)).toContain(productIdOf(CL, 3));
    expect(plural.pagination.total).toBe(singular.pagination.total);
  });

  it('typo: "taldro" offers "taladro" and shows its products', async () => {
    const r = await search('/search/v1/socl?Ntt=taldro');
    expect(r.dym).toBe('taladro');
    expect(r.empty).toBe(false);
    expect(r.pagination.total).toBeGreaterThan(0);
  });

  it('synonym: "canilla" on Argentina finds what "grifería" finds', async () => {
    const canilla = await search('/search/v1/soar?Ntt=canilla&perPage=100');
    const griferia = await search('/search/v1/soar?Ntt=grifer%C3%ADa&perPage=100');
    expect(griferia.pagination.total).toBeGreaterThan(0);
    expect(ids(canilla)).toEqual(expect.arrayContaining(ids(griferia)));
  });

  it('an exact SKU and an EAN jump to the product', async () => {
    const sku = anchorSkuId(CL, 3);
    const bySku = await search(`/search/v1/socl?Ntt=${sku}`);
    expect(bySku.redirect).toMatchObject({ productId: productIdOf(CL, 3), skuId: sku });
    const { rows } = await tdb.pool.query(
      `SELECT ean FROM variants WHERE site_id = 'socl' AND sku_id = $1`,
      [sku],
    );
    const byEan = await search(`/search/v1/socl?Ntt=${rows[0].ean}`);
    expect(byEan.redirect?.productId).toBe(productIdOf(CL, 3));
  });

  it('a facet combination gives the counts PostgreSQL counts', async () => {
    const all = await search('/search/v1/socl?Ntt=taladro&perPage=100');
    const brand = all.facets.find((f) => f.name === 'brand')!.values[0]!;
    const filtered = await search(
      `/search/v1/socl?Ntt=taladro&brand=${encodeURIComponent(brand.value)}&averageOverallRating=3`,
    );
    const expected = await count(
      `SELECT count(*) AS n FROM products WHERE site_id = 'socl' AND published
        AND search_document @@ phraseto_tsquery('fierro_es', 'taladro')
        AND brand_name = $1 AND rating_average >= 3`,
      [brand.value],
    );
    expect(filtered.pagination.total).toBe(expected);
    // The brand facet keeps the other brands' counts while one is chosen (its own filter off).
    const brandFacet = filtered.facets.find((f) => f.name === 'brand')!;
    expect(brandFacet.values.find((v) => v.value === brand.value)?.selected).toBe(true);
    const ratingFacet = filtered.facets.find((f) => f.name === 'averageOverallRating');
    expect(ratingFacet?.values.find((v) => v.value === '3')?.count).toBe(expected);
  });

  it('home-delivery availability counts the products with stock that ships to the zone', async () => {
    const { rows } = await tdb.pool.query(
      `SELECT zone_id FROM zone_facilities WHERE site_id = 'socl' AND method = 'homeDelivery'
        ORDER BY zone_id LIMIT 1`,
    );
    const zone = rows[0].zone_id as string;
    const r = await search(`/search/v1/socl?Ntt=pintura&zoneId=${zone}&availability=homeDelivery`);
    const expected = await count(
      `SELECT count(*) AS n FROM products p WHERE p.site_id = 'socl' AND p.published
        AND p.search_document @@ (phraseto_tsquery('fierro_es', 'pintura')
          || phraseto_tsquery('fierro_es', 'latex') || phraseto_tsquery('fierro_es', 'esmalte'))
        AND EXISTS (SELECT 1 FROM zone_facilities zf JOIN stock s ON s.site_id = zf.site_id
          AND s.facility_id = zf.facility_id WHERE zf.site_id = 'socl' AND zf.zone_id = $1
          AND zf.method = 'homeDelivery' AND s.product_id = p.product_id AND s.quantity > 0)`,
      [zone],
    );
    expect(r.pagination.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('Portuguese on the Brazilian site: "furadeiras" finds "Furadeira de impacto"', async () => {
    const r = await search('/search/v1/sobr?Ntt=furadeiras&perPage=100');
    expect(ids(r)).toContain(productIdOf(BR, 3));
  });

  it('a term that finds nothing says so', async () => {
    const r = await search('/search/v1/socl?Ntt=qwxzv%20plmkj');
    expect(r.empty).toBe(true);
    expect(r.products).toEqual([]);
  });

  it('sorts by price both ways over the shopper prices', async () => {
    const shopperPrice = (r: SearchResponse) => r.products.map((p) => p.pricing.paid?.amount ?? 0);
    const asc = shopperPrice(
      await search('/search/v1/socl?Ntt=pintura&sortBy=price_asc&priceGroup=20'),
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = shopperPrice(await search('/search/v1/socl?Ntt=pintura&sortBy=price_desc'));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc.length).toBeGreaterThan(1);
  });
});

describe('listings', () => {
  it('a category lists every product of its subtree, with its breadcrumb', async () => {
    const { rows } = await tdb.pool.query(
      `SELECT category_path[1] AS dept FROM products WHERE site_id = 'socl' AND product_id = $1`,
      [productIdOf(CL, 3)],
    );
    const dept = rows[0].dept as string;
    const r = await search(`/search/v1/socl/category/products?categoryId=${dept}`);
    const expected = await count(
      `SELECT count(*) AS n FROM products WHERE site_id = 'socl' AND published
        AND category_path @> ARRAY[$1]`,
      [dept],
    );
    expect(r.pagination.total).toBe(expected);
    expect(r.category?.id).toBe(dept);
    expect(r.category?.breadcrumb.map((b) => b.id)).toEqual([dept]);
  });

  it('browsing without a term counts the whole site', async () => {
    const r = await search('/search/v1/socl?perPage=1');
    expect(r.pagination.total).toBe(
      await count(`SELECT count(*) AS n FROM products WHERE site_id = 'socl' AND published`, []),
    );
  });

  it('an unknown category is a 404 naming categoryId', async () => {
    const res = await app.request('/search/v1/socl/category/products?categoryId=cat999999');
    expect(res.status).toBe(404);
    expect(ErrorResponse.parse(await res.json()).errors[0]?.field).toBe('categoryId');
  });
});

describe('typeahead', () => {
  it('suggests terms and products for a prefix', async () => {
    const res = await app.request('/s/typeahead/v1/socl?term=tala');
    const body = TypeaheadResponse.parse(await res.json());
    expect(body.terms.map((t) => t.term)).toContain('taladro');
    expect(body.products.length).toBeGreaterThan(0);
  });

  it('suggests the best-rated products, brands by prefix with their counts, several words', async () => {
    const body = TypeaheadResponse.parse(
      await (await app.request('/s/typeahead/v1/socl?term=tala')).json(),
    );
    const { rows } = await tdb.pool.query(
      `SELECT product_id, rating_average FROM products
       WHERE site_id = 'socl' AND product_id = ANY ($1::text[])`,
      [body.products.map((p) => p.productId)],
    );
    const rating = new Map(rows.map((r) => [r.product_id, Number(r.rating_average)]));
    const ratings = body.products.map((p) => rating.get(p.productId)!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const brand = (
      await tdb.pool.query(
        `SELECT brand_name AS name, count(*)::int AS n FROM products
         WHERE site_id = 'socl' AND published GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
      )
    ).rows[0];
    const prefix = encodeURIComponent(brand.name.slice(0, 3));
    const brands = TypeaheadResponse.parse(
      await (await app.request(`/s/typeahead/v1/socl?term=${prefix}`)).json(),
    ).brands;
    expect(brands).toContainEqual({ name: brand.name, count: brand.n });

    const two = TypeaheadResponse.parse(
      await (await app.request('/s/typeahead/v1/socl?term=taladro%20inal')).json(),
    );
    expect(two.terms.every((t) => t.term.startsWith('taladro inal'))).toBe(true);
    expect(two.products.length).toBeGreaterThan(0);
    for (const p of two.products) expect(p.displayName.toLowerCase()).toContain('inal');
  });

  it("Mexico is answered by Chile's service with Mexico's own products", async () => {
    const res = await app.request('/s/typeahead/v1/somx?term=tala');
    const body = TypeaheadResponse.parse(await res.json());
    expect(body.serviceSiteId).toBe('socl');
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) expect(p.productId.startsWith(String(MX))).toBe(true);
  });
});

describe('synonym alternatives from memory', () => {
  it('equal the query for every synonym term and vocabulary word of every site', async () => {
    const { rows: sites } = await tdb.pool.query<{ site: string }>(
      'SELECT DISTINCT site_id AS site FROM search_synonyms ORDER BY 1',
    );
    expect(sites.length).toBeGreaterThan(1);
    for (const { site } of sites) {
      // Every word here has a stem in memory (stop words such as "para" included when used).
      const { rows } = await tdb.pool.query<{ w: string }>(
        `SELECT DISTINCT t AS w FROM search_synonyms, unnest(terms) t WHERE site_id = $1
         UNION (SELECT word FROM search_vocabulary WHERE site_id = $1 ORDER BY md5(word) LIMIT 300)
         UNION SELECT word FROM search_vocabulary WHERE site_id = $1 AND word IN ('para', 'con')`,
        [site],
      );
      const words = rows.map((r) => r.w);
      const fromQuery = await queriedSynonymAlternatives(tdb.pool, site, words);
      expect(fromQuery.some((alts) => alts.length > 2)).toBe(true);
      const queries: string[] = [];
      const query = tdb.pool.query.bind(tdb.pool);
      tdb.pool.query = ((config: { name?: string }, ...rest: unknown[]) => {
        queries.push(config?.name ?? '');
        return (query as (...a: unknown[]) => unknown)(config, ...rest);
      }) as typeof tdb.pool.query;
      try {
        expect(await synonymAlternatives(tdb.pool, site, words), site).toEqual(fromQuery);
      } finally {
        tdb.pool.query = query;
      }
      expect(queries).not.toContain('search-synonyms');
    }
  });
});
