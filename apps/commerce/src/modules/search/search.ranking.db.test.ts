import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { SearchResponse } from '../../contract';

/**
 * The typed word ranks first (issue 19): a name holding every typed word (accent-insensitive,
 * singular or plural: the site's stemming configuration) above a name holding some, above
 * products holding them elsewhere, above synonym and prefix matches. Each query's results are
 * judged by the database itself (the names' own words), never by the search output.
 */
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = createApp({ db: tdb.pool, imageCacheDir: join(tmpdir(), 'commerce-ranking-db-test') });
});
const precision: Record<string, number[]> = {};
afterAll(async () => {
  // Name precision at 5 per site (the share of the first five whose names hold every typed
  // word, out of what the catalogue has), for the closing note's before/after.
  for (const [site, values] of Object.entries(precision)) {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    console.log(`name precision@5 ${site}: ${mean.toFixed(3)} over ${values.length} queries`);
  }
  await tdb?.drop();
});

const SPANISH = [
  'taladro',
  'taladros',
  'taladro inalambrico',
  'taladro inalámbrico',
  'taladro percutor',
  'rotomartillo',
  'atornillador',
  'atornillador inalambrico',
  'esmeril angular',
  'sierra',
  'sierra circular',
  'sierra caladora',
  'martillo',
  'destornillador',
  'set de destornilladores',
  'llave ajustable',
  'alicate',
  'caja de herramientas',
  'cemento',
  'escalera',
  'escalera tijera',
  'ceramica',
  'ceramica piso',
  'porcelanato',
  'piso flotante',
  'piso vinilico',
  'adhesivo ceramico',
  'pintura',
  'pintura latex',
  'esmalte al agua',
  'barniz',
  'rodillo',
  'monomando',
  'monomando lavamanos',
  'inodoro',
  'lavamanos',
];

const PORTUGUESE = [
  'torneira',
  'torneiras',
  'furadeira',
  'furadeira sem fio',
  'furadeira de impacto',
  'martelete',
  'parafusadeira',
  'esmerilhadeira',
  'serra',
  'serra circular',
  'serra tico-tico',
  'martelo',
  'chave de fenda',
  'chave ajustavel',
  'alicate',
  'caixa de ferramentas',
  'cimento',
  'escada',
  'escada tesoura',
  'piso ceramico',
  'revestimento',
  'porcelanato',
  'piso laminado',
  'piso vinilico',
  'argamassa',
  'tinta',
  'tinta acrilica',
  'verniz',
  'rolo',
  'pincel',
  'chuveiro',
  'vaso sanitario',
  'lavatorio',
];

/** Each result's tier by its own name: 2 holds every typed word, 1 some, 0 none. */
async function tiers(siteId: string, q: string, productIds: string[]) {
  const { rows } = await tdb.pool.query<{ product_id: string; all: boolean; some: boolean }>(
    `WITH s AS (SELECT text_search_config::regconfig AS cfg FROM sites WHERE site_id = $1),
      w AS (SELECT word FROM s, regexp_split_to_table(lower($2), '[^[:alnum:]áéíóúâêôãõçñü]+') word
        WHERE word <> '' AND strip(to_tsvector(s.cfg, word)) <> ''::tsvector)
     SELECT p.product_id,
        bool_and(to_tsvector(s.cfg, p.display_name) @@ plainto_tsquery(s.cfg, w.word)) AS all,
        bool_or(to_tsvector(s.cfg, p.display_name) @@ plainto_tsquery(s.cfg, w.word)) AS some
      FROM products p, s, w WHERE p.site_id = $1 AND p.product_id = ANY($3::text[])
      GROUP BY p.product_id`,
    [siteId, q, productIds],
  );
  const of = new Map(rows.map((r) => [r.product_id, r.all ? 2 : r.some ? 1 : 0]));
  return productIds.map((id) => of.get(id) ?? 0);
}

/** Products of the site whose names hold every typed word. */
async function named(siteId: string, q: string) {
  const { rows } = await tdb.pool.query<{ n: number }>(
    `WITH s AS (SELECT text_search_config::regconfig AS cfg FROM sites WHERE site_id = $1)
     SELECT count(*)::int AS n FROM products p, s WHERE p.site_id = $1 AND p.published
       AND to_tsvector(s.cfg, p.display_name) @@ plainto_tsquery(s.cfg, $2)`,
    [siteId, q],
  );
  return rows[0]!.n;
}

async function check(siteId: string, q: string) {
  const res = await app.request(`/search/v1/${siteId}?Ntt=${encodeURIComponent(q)}&perPage=48`);
  expect(res.status).toBe(200);
  const body = SearchResponse.parse(await res.json());
  const ids = body.products.map((p) => p.productId);
  const order = await tiers(siteId, q, ids);
  const n = await named(siteId, q);
  if (n > 0) {
    const hits = order.slice(0, 5).filter((t) => t === 2).length;
    precision[siteId] = [...(precision[siteId] ?? []), hits / Math.min(5, n)];
  }
  // Never a lower tier before a higher one.
  for (let i = 1; i < order.length; i++) {
    expect(
      order[i]!,
      `${siteId} "${q}" at ${i}: ${body.products.map((p) => p.displayName)}`,
    ).toBeLessThanOrEqual(order[i - 1]!);
  }
  // The first five hold every typed word, as far as the catalogue has such names.
  expect(order.slice(0, 5).filter((t) => t === 2).length, `${siteId} "${q}"`).toBe(Math.min(5, n));
  return { top: body.products.slice(0, 5).map((p) => p.displayName), order, total: ids.length, n };
}

describe('the typed words rank first', () => {
  it.each(SPANISH)('es (socl): %s', async (q) => {
    const { total, n } = await check('socl', q);
    expect(total).toBeGreaterThanOrEqual(Math.min(n, 48));
  });

  it.each(PORTUGUESE)('pt (sobr): %s', async (q) => {
    const { total, n } = await check('sobr', q);
    expect(total).toBeGreaterThanOrEqual(Math.min(n, 48));
  });

  it.each([
    ['sobr', 'torneira'],
    ['sobr', 'furadeira'],
    ['somx', 'taladro inalambrico'],
  ])('the issue cases: %s "%s" names first', async (siteId, q) => {
    const { top, n } = await check(siteId, q);
    expect(n).toBeGreaterThan(0);
    const word = q.split(' ')[0]!;
    for (const name of top.slice(0, Math.min(5, n))) expect(name.toLowerCase()).toContain(word);
  });

  it('a word the catalogue holds whole is not widened into the prefix of its stem', async () => {
    // A vocabulary word outside every synonym group whose stem also starts other words
    // ("madera" and "madre" both start with "mad"): the prefix would add those products.
    const { rows } = await tdb.pool.query<{ word: string; whole: number; widened: number }>(
      `WITH w AS (
         SELECT v.word FROM search_vocabulary v
         WHERE v.site_id = 'socl' AND v.word ~ '^[a-z]{4,}$' AND NOT EXISTS (
           SELECT 1 FROM search_synonyms s, unnest(s.terms) t
           WHERE s.site_id = 'socl' AND strip(to_tsvector('fierro_es', t)) = strip(to_tsvector('fierro_es', v.word))))
       SELECT w.word,
         (SELECT count(*)::int FROM search_products sp WHERE sp.site_id = 'socl'
           AND sp.document @@ phraseto_tsquery('fierro_es', w.word)) AS whole,
         (SELECT count(*)::int FROM search_products sp WHERE sp.site_id = 'socl'
           AND sp.document @@ to_tsquery('fierro_es', w.word || ':*')) AS widened
       FROM w ORDER BY w.word`,
    );
    const word = rows.find((r) => r.widened > r.whole && r.whole > 0);
    expect(word, 'a word whose stem prefix widens').toBeDefined();
    const res = await app.request(`/search/v1/socl?Ntt=${encodeURIComponent(word!.word)}`);
    const body = SearchResponse.parse(await res.json());
    expect(body.pagination.total).toBe(word!.whole);
  });

  it('a partial last word finds products ("tala" finds taladros)', async () => {
    const res = await app.request('/search/v1/socl?Ntt=tala&perPage=10');
    const body = SearchResponse.parse(await res.json());
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]!.displayName.toLowerCase()).toMatch(/tala/);
  });
});
