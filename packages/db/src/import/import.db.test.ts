import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { importCatalog } from '.';

/** The catalogue importer on a copy of the seeded template. */
let t: TestDatabase;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'fierro-import-'));
});
afterAll(async () => {
  await t.drop();
  rmSync(dir, { recursive: true, force: true });
});

const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** Everything a shopper could see of the site's catalogue, as one comparable value. */
const snapshot = async (site: string) => {
  const q = async (sql: string) => (await t.pool.query(sql, [site])).rows;
  return {
    products: await q(
      `SELECT md5(string_agg(product_id || display_name || coalesce(base_price, 0), ',' ORDER BY product_id)) AS h, count(*) FROM products WHERE site_id = $1`,
    ),
    variants: await q(
      `SELECT md5(string_agg(sku_id || product_id, ',' ORDER BY sku_id)) AS h, count(*) FROM variants WHERE site_id = $1`,
    ),
    prices: await q(
      `SELECT md5(string_agg(sku_id || type || amount, ',' ORDER BY sku_id, type, amount)) AS h, count(*) FROM prices WHERE site_id = $1`,
    ),
    brands: await q(`SELECT count(*) FROM brands WHERE site_id = $1`),
  };
};

const count = async (sql: string, values: unknown[]) =>
  (await t.pool.query(sql, values)).rows[0].n as number;

describe('catalogue import', () => {
  it('rejects an invalid file whole, naming every bad row by line and field', async () => {
    const before = await snapshot('socl');
    const path = file(
      'bad.csv',
      [
        'productId,skuId,displayName,price,brandName,categoryId,description',
        'P-900001,9000011,Taladro de prueba,49990,Bosch,,ok',
        'P-900002,9000021,Sin precio,,Bosch,,',
        'P-900003,12,SKU corto,1990,,,',
        'P-900004,9000041,Categoría inexistente,1990,,cat-no-existe,',
        'P-900005,9000011,SKU repetido,1990,,,"descripción',
        'en dos líneas"',
        'P-900006,9000061,Precio negativo,-5,,,',
      ].join('\n'),
    );
    const report = await importCatalog(t.pool, { site: 'cl', file: path });
    expect(report.products).toBe(0);
    const found = report.problems.map((p) => [p.line, p.field]);
    expect(found).toEqual(
      expect.arrayContaining([
        [3, 'price'],
        [4, 'skuId'],
        [5, 'categoryId'],
        [6, 'skuId'],
        [8, 'price'],
      ]),
    );
    expect(found.some(([line]) => line === 2)).toBe(false);
    expect(await snapshot('socl')).toEqual(before);
    expect(
      await count(`SELECT count(*)::int AS n FROM products WHERE product_id = 'P-900001'`, []),
    ).toBe(0);
  });

  it('imports a valid file twice and finds the same rows once', async () => {
    const path = file(
      'good.csv',
      [
        'productId,skuId,displayName,price,brandName,categoryId,color,internetPrice,eventPrice,eventFrom,eventTo,saleUnit,coveragePerBox,images,specifications,facilityId,stock,ean',
        'P-100,7100011,Pintura esmalte al agua,15990,Tricolor,cat10401,Blanco,13990,,,,,,socl/P-100/1|socl/P-100/2,Rendimiento: 12 m²/L|Terminación: Brillante,1001,12,7801234567894',
        'P-100,7100012,Pintura esmalte al agua,15990,Tricolor,cat10401,Negro,,11990,2026-01-01,2030-01-01,,,,,,,',
        'P-101,7100021,Porcelanato gris importado 60x60 cm,19990,,cat10302,,,,,,m2,1.44,,,,,',
      ].join('\n'),
    );
    const tally = async () => ({
      products: await count(
        `SELECT count(*)::int AS n FROM products WHERE site_id = 'socl' AND product_id IN ('P-100','P-101')`,
        [],
      ),
      variants: await count(
        `SELECT count(*)::int AS n FROM variants WHERE site_id = 'socl' AND product_id IN ('P-100','P-101')`,
        [],
      ),
      prices: await count(
        `SELECT count(*)::int AS n FROM prices WHERE site_id = 'socl' AND sku_id IN ('7100011','7100012','7100021')`,
        [],
      ),
      media: await count(
        `SELECT count(*)::int AS n FROM media WHERE site_id = 'socl' AND product_id = 'P-100'`,
        [],
      ),
      specs: await count(
        `SELECT count(*)::int AS n FROM specifications WHERE site_id = 'socl' AND product_id = 'P-100'`,
        [],
      ),
      stock: await count(
        `SELECT count(*)::int AS n FROM stock WHERE site_id = 'socl' AND sku_id = '7100011'`,
        [],
      ),
      brands: await count(`SELECT count(*)::int AS n FROM brands WHERE site_id = 'socl'`, []),
    });
    const version = async () =>
      Number(
        (await t.pool.query(`SELECT catalog_version FROM sites WHERE site_id = 'socl'`)).rows[0]
          .catalog_version,
      );
    const model = async () =>
      (
        await t.pool.query(
          `SELECT product_id, ord, brand_name FROM search_products
           WHERE site_id = 'socl' AND product_id IN ('P-100', 'P-101') ORDER BY product_id`,
        )
      ).rows;
    const versionBefore = await version();
    const maxOrd = await count(
      `SELECT max(ord)::int AS n FROM search_products WHERE site_id = 'socl'`,
      [],
    );
    const first = await importCatalog(t.pool, { site: 'socl', file: path });
    expect(first.problems).toEqual([]);
    expect(first).toMatchObject({ products: 2, skus: 3 });
    // The search read model holds the new products (new ords above every one in use) and the
    // catalogue version moved, so commerce processes rebuild their in-memory indexes.
    const imported = await model();
    expect(imported.map((r) => [r.product_id, r.brand_name])).toEqual([
      ['P-100', 'Tricolor'],
      ['P-101', 'Genérico'],
    ]);
    for (const r of imported) expect(r.ord).toBeGreaterThan(maxOrd);
    expect(await version()).toBeGreaterThan(versionBefore);
    const once = await tally();
    expect(once).toMatchObject({
      products: 2,
      variants: 3,
      prices: 6,
      media: 2,
      specs: 2,
      stock: 1,
    });
    const second = await importCatalog(t.pool, { site: 'socl', file: path });
    expect(second.problems).toEqual([]);
    expect(await tally()).toEqual(once);
    // A second import rewrites the same rows: each product keeps its ord.
    expect(await model()).toEqual(imported);

    const { rows } = await t.pool.query(
      `SELECT p.base_price, p.brand_name, p.sale_unit, p.category_path,
              (SELECT amount FROM prices WHERE site_id = 'socl' AND sku_id = '7100021' AND type = 'M2') AS m2
       FROM products p WHERE site_id = 'socl' AND product_id = 'P-101'`,
    );
    expect(rows[0]).toMatchObject({
      base_price: 19990,
      brand_name: 'Genérico',
      sale_unit: 'm2',
      m2: 13882,
    });
    expect(rows[0].category_path).toEqual(['cat103', 'cat10302']);
    const searchable = await count(
      `SELECT count(*)::int AS n FROM products WHERE site_id = 'socl' AND search_document @@ plainto_tsquery('fierro_es', 'porcelanato importado')`,
      [],
    );
    expect(searchable).toBe(1);
  });

  it('reads JSON Lines with decimals in the currency, and reports a broken line', async () => {
    const good = file(
      'pe.jsonl',
      `${JSON.stringify({ productId: 'PE-1', skuId: '7200011', displayName: 'Terma eléctrica 80 L', price: '649.90', brandName: 'Sole' })}\n`,
    );
    const report = await importCatalog(t.pool, { site: 'sope', file: good });
    expect(report.problems).toEqual([]);
    const amount = await count(
      `SELECT amount::int AS n FROM prices WHERE site_id = 'sope' AND sku_id = '7200011' AND type = 'NORMAL'`,
      [],
    );
    expect(amount).toBe(64_990);

    const bad = file(
      'bad.jsonl',
      `${JSON.stringify({ productId: 'PE-2', skuId: '7200021', displayName: 'x', price: 1 })}\n{not json\n[]\n`,
    );
    const broken = await importCatalog(t.pool, { site: 'sope', file: bad });
    expect(broken.problems.map((p) => [p.line, p.field])).toEqual([
      [2, '(row)'],
      [3, '(row)'],
    ]);
    expect(
      await count(`SELECT count(*)::int AS n FROM products WHERE product_id = 'PE-2'`, []),
    ).toBe(0);
  });

  it('validates without writing on a dry run, and names unknown fields', async () => {
    const path = file(
      'dry.csv',
      'productId,skuId,displayName,price,colour\nP-300,7300011,Foco LED,2990,Rojo\n',
    );
    const report = await importCatalog(t.pool, { site: 'cl', file: path, dryRun: true });
    expect(report.problems).toEqual([
      { line: 2, field: 'colour', message: 'is not a known field' },
    ]);
    const ok = file(
      'dry-ok.csv',
      'productId,skuId,displayName,price\nP-301,7300021,Foco LED,2990\n',
    );
    const dry = await importCatalog(t.pool, { site: 'cl', file: ok, dryRun: true });
    expect(dry).toMatchObject({ problems: [], products: 0, dryRun: true });
    expect(
      await count(`SELECT count(*)::int AS n FROM products WHERE product_id = 'P-301'`, []),
    ).toBe(0);
  });

  it('shows shoppers nothing of an import until it commits, then all of it', async () => {
    const path = file(
      'visible.csv',
      [
        'productId,skuId,displayName,price,images',
        'VIS-1,7500011,Escalera de aluminio 5 peldaños,59990,socl/VIS-1/1',
        'VIS-1,7500012,Escalera de aluminio 5 peldaños,69990,',
        'VIS-2,7500021,Carretilla 90 L,45990,',
      ].join('\n'),
    );
    // What a shopper's request (another connection) reads of the imported products.
    const visible = async () =>
      (
        await t.pool.query(
          `SELECT (SELECT count(*)::int FROM products WHERE site_id = 'socl' AND product_id LIKE 'VIS-%') AS products,
                  (SELECT count(*)::int FROM variants WHERE site_id = 'socl' AND product_id LIKE 'VIS-%') AS variants,
                  (SELECT count(*)::int FROM prices WHERE site_id = 'socl' AND sku_id LIKE '75000%') AS prices,
                  (SELECT count(*)::int FROM media WHERE site_id = 'socl' AND product_id LIKE 'VIS-%') AS media,
                  (SELECT count(*)::int FROM search_products WHERE site_id = 'socl' AND product_id LIKE 'VIS-%') AS search`,
        )
      ).rows[0];
    // The importer's connection, watched: just before its COMMIT every row is written.
    let beforeCommit: unknown;
    const watched = {
      connect: async () => {
        const client = await t.pool.connect();
        return new Proxy(client, {
          get(target, prop) {
            if (prop === 'query') {
              return async (...args: Parameters<pg.PoolClient['query']>) => {
                if (args[0] === 'COMMIT') beforeCommit = await visible();
                return (target.query as (...a: unknown[]) => unknown)(...args);
              };
            }
            const value = Reflect.get(target, prop);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      },
    } as unknown as pg.Pool;
    const report = await importCatalog(watched, { site: 'socl', file: path });
    expect(report.problems).toEqual([]);
    expect(beforeCommit).toEqual({ products: 0, variants: 0, prices: 0, media: 0, search: 0 });
    expect(await visible()).toEqual({ products: 2, variants: 3, prices: 3, media: 1, search: 2 });
  });
});
