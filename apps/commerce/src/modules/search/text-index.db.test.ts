import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refreshSearchDocuments } from '@fierro/db/search-documents';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { SearchResponse } from '../../contract';
import { VERSION_TTL_MS } from '../../lib/site-index';
import { facetSnapshot } from './facet-snapshot';
import { typedWordsFirst } from './search.repo';
import { textTerms, tsqueryWithSynonyms } from './synonyms';
import { termWords, textConfigOf } from './text-config';
import { awaitTextIndex, loadTextIndex, rankedMatches, type TextIndex } from './text-index';

/**
 * The text index in memory answers what PostgreSQL answers: for hundreds of terms of each
 * language (vocabulary words, words with synonyms, two-word names, stop words, plurals, accents)
 * the same products match, and each one's tiers and ts_rank are PostgreSQL's own, to the bit, so
 * the memory's order is an order the SQL's ORDER BY gives (ties aside: PostgreSQL leaves them in
 * no set order).
 */
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
});

interface SqlRow {
  ord: number;
  keys: number[];
  rank: number;
  rating: number;
}

/** The match SQL of search.repo with its ORDER BY terms as columns. */
const sqlMatches = async (siteId: string, words: string[]): Promise<SqlRow[]> => {
  const pool = tdb.pool;
  const values: unknown[] = [siteId, 100_000, await textConfigOf(pool, siteId)];
  const q = await tsqueryWithSynonyms(pool, siteId, words, 4, '$3::regconfig');
  values.push(...q.values);
  const ranking = typedWordsFirst(words, values);
  const keys = ranking
    .split(' DESC,')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
  const { rows } = await pool.query({
    text: `SELECT sp.ord, ${keys.map((k) => `(${k})::int`).join(', ')},
        ts_rank(sp.document, tsq.r)::float8, sp.rating::float8
      FROM (SELECT ${q.sql} AS q, ${q.rankSql} AS r) tsq, search_products sp
      WHERE sp.site_id = $1 AND sp.document @@ tsq.q LIMIT $2`,
    values,
    rowMode: 'array',
  });
  return (rows as number[][]).map((r) => ({
    ord: r[0]!,
    keys: r.slice(1, 1 + keys.length),
    rank: r[1 + keys.length]!,
    rating: r[2 + keys.length]!,
  }));
};

/** The SQL's tier columns packed as rankedMatches packs them. */
const packed = (keys: number[], terms: number, words: number): number => {
  const [inName, ...rest] = keys;
  const anywhere = rest.at(-1)!;
  const each = words > 1 ? rest[0]! : 0;
  return (inName! << 20) | ((terms > 1 ? each : 0) << 8) | anywhere;
};

const terms = async (siteId: string, own: string[]): Promise<string[]> => {
  const { rows } = await tdb.pool.query<{ t: string }>(
    `(SELECT word AS t FROM search_vocabulary WHERE site_id = $1 AND frequency >= 3
       ORDER BY md5(word) LIMIT 160)
     UNION ALL
     (SELECT DISTINCT ON (md5(t)) t FROM (
        SELECT lower(split_part(display_name, ' ', 1) || ' ' || split_part(display_name, ' ', 2)) AS t
        FROM products WHERE site_id = $1 AND published) n
      ORDER BY md5(t) LIMIT 60)
     UNION ALL
     (SELECT DISTINCT t FROM search_synonyms s CROSS JOIN LATERAL unnest(s.terms) t
      WHERE s.site_id = $1)`,
    [siteId],
  );
  return [...own, ...rows.map((r) => r.t)];
};

const compare = async (siteId: string, own: string[]) => {
  const pool = tdb.pool;
  const index: TextIndex = await loadTextIndex(pool, siteId);
  const snap = await facetSnapshot(pool, siteId);
  let compared = 0;
  let viaSql = 0;
  for (const term of await terms(siteId, own)) {
    const words = termWords(term);
    if (words.length === 0) continue;
    const plan = await textTerms(pool, siteId, words);
    if (!plan) {
      viaSql++;
      continue;
    }
    const memory = rankedMatches(index, plan, snap.ratings, 100_000);
    const sql = await sqlMatches(siteId, words);
    const byOrd = new Map(sql.map((r) => [r.ord, r]));
    expect(
      [...memory.ords].sort((a, b) => a - b),
      term,
    ).toEqual(sql.map((r) => r.ord).sort((a, b) => a - b));
    for (let k = 0; k < memory.ords.length; k++) {
      const row = byOrd.get(memory.ords[k]!)!;
      expect(
        { term, ord: row.ord, tier: memory.tiers[k], rank: memory.ranks[k] },
        `${term}: ord ${row.ord}`,
      ).toEqual({
        term,
        ord: row.ord,
        tier: packed(row.keys, plan.length, words.length),
        rank: Math.fround(row.rank),
      });
    }
    compared++;
  }
  return { compared, viaSql };
};

describe('the text index in memory', () => {
  it.each([
    [
      'Spanish',
      'socl',
      [
        'taladro',
        'taladros',
        'taladro inalambrico',
        'taladro inalámbrico',
        'set de destornilladores',
        'caja de herramientas',
        'esmalte al agua',
        'llave',
        'ceramica piso',
        'pintura latex blanca',
        'de la',
      ],
    ],
    [
      'Portuguese',
      'sobr',
      ['torneira', 'torneiras', 'furadeira de impacto', 'furadeira sem fio', 'tinta acrilica'],
    ],
  ])(
    'matches and ranks %s terms as PostgreSQL does (%s)',
    async (_, siteId, own) => {
      const { compared, viaSql } = await compare(siteId, own);
      expect(compared).toBeGreaterThan(200);
      // Words it cannot read (phrases, stop words alone) are few and go to PostgreSQL.
      expect(viaSql).toBeLessThan(compared / 10);
    },
    120_000,
  );
});

describe('searches on the text index', () => {
  /** The app over its own pool, counting the match queries (ts_rank) it sends to PostgreSQL. */
  const counted = () => {
    const pool = new pg.Pool({ connectionString: tdb.url, max: 4 });
    const sent = { match: 0 };
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (text?.includes('ts_rank(sp.document')) sent.match++;
      return query(...args);
    };
    const app = createApp({ db: pool, imageCacheDir: join(tmpdir(), 'commerce-text-index-test') });
    const search = async (term: string) => {
      const res = await app.request(`/search/v1/socl?Ntt=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      return SearchResponse.parse(await res.json());
    };
    return { pool, sent, search };
  };

  it('asks PostgreSQL until the index is built, then answers the same from memory', async () => {
    const warm = counted();
    try {
      await awaitTextIndex(warm.pool, 'socl');
      for (const term of ['martillo', 'pintura latex', 'sierra circular', 'taladro de']) {
        // A process of its own per term: its first search is before any index is built.
        const cold = counted();
        const fromSql = await cold.search(term).finally(() => cold.pool.end());
        expect(cold.sent.match, term).toBe(1);
        const fromMemory = await warm.search(term);
        expect(fromMemory.pagination.total, term).toBe(fromSql.pagination.total);
        expect(fromMemory.facets, term).toEqual(fromSql.facets);
        expect(new Set(fromMemory.products.map((p) => p.productId)), term).toEqual(
          new Set(fromSql.products.map((p) => p.productId)),
        );
      }
      expect(warm.sent.match).toBe(0);
    } finally {
      await warm.pool.end();
    }
  });

  it('rebuilds for a catalogue change, answering from PostgreSQL meanwhile', async () => {
    const shop = counted();
    try {
      await awaitTextIndex(shop.pool, 'socl');
      const { rows } = await tdb.pool.query<{ id: string }>(
        `SELECT product_id AS id FROM products WHERE site_id = 'socl' AND published
          ORDER BY product_id LIMIT 1`,
      );
      const id = rows[0]!.id;
      expect((await shop.search('zumbadora')).pagination.total).toBe(0);
      expect(shop.sent.match).toBe(0);
      await tdb.pool.query(
        `UPDATE products SET display_name = 'Zumbadora orbital' WHERE site_id = 'socl'
          AND product_id = $1`,
        [id],
      );
      await refreshSearchDocuments(tdb.pool, 'socl', [id]);
      await new Promise((resolve) => setTimeout(resolve, VERSION_TTL_MS + 100));
      // The new version's index is not built yet: PostgreSQL answers, with the new name.
      const meanwhile = await shop.search('zumbadoras');
      expect(meanwhile.products.map((p) => p.productId)).toEqual([id]);
      expect(shop.sent.match).toBe(1);
      await awaitTextIndex(shop.pool, 'socl');
      const after = await shop.search('zumbadora orbital');
      expect(after.products.map((p) => p.productId)).toEqual([id]);
      expect(shop.sent.match).toBe(1);
    } finally {
      await shop.pool.end();
    }
  });
});
