import type { Tenant } from '@fierro/tenants';
import type pg from 'pg';
import type { Badge, PriceType, ProductCard, ProductRef } from '../../contract';
import { catalogVersion, siteIndex } from '../../lib/site-index';
import { type PriceRow, resolvePrices } from '../product/pricing';
import { type MatchSet, matchSetOf } from './match-set';
import type { SearchRepo } from './search.service';
import { buildTrigramIndex } from './trigram-index';
import { fold, type VocabularyWord } from './typo';

/** Words of a term as the vocabulary and synonyms store them: folded, letters and digits only. */
export const termWords = (term: string): string[] =>
  fold(term)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 12);

const textConfigs = new Map<string, string>();
/** The site's text search configuration (fierro_es / fierro_pt), read once per process. */
export const textConfigOf = async (pool: pg.Pool, siteId: string): Promise<string> => {
  const cached = textConfigs.get(siteId);
  if (cached) return cached;
  const { rows } = await pool.query<{ cfg: string }>({
    name: 'site-text-config',
    text: 'SELECT text_search_config AS cfg FROM sites WHERE site_id = $1',
    values: [siteId],
  });
  const cfg = rows[0]?.cfg ?? 'fierro_es';
  textConfigs.set(siteId, cfg);
  return cfg;
};

type Entry = { at: number; value: Promise<unknown> };
/** One cache per pool (database), so two databases in one process never share entries. */
const caches = new WeakMap<pg.Pool, Map<string, Entry>>();
const MAX_ENTRIES = 500;

/**
 * A short-TTL cache (DESIGN §2: only immutable or short-TTL data in memory): a stale entry keeps
 * answering while one refresh runs; a failed load is not kept; the oldest entries go first.
 */
const cached = <T>(
  pool: pg.Pool,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> => {
  let cache = caches.get(pool);
  if (!cache) {
    cache = new Map();
    caches.set(pool, cache);
  }
  const store = cache;
  const hit = store.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
  if (hit) hit.at = Date.now(); // one refresh at a time; the stale value answers meanwhile
  const value = load();
  const fresh = { at: Date.now(), value };
  value.then(
    () => {
      store.delete(key);
      store.set(key, fresh);
      if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value as string);
    },
    () => {
      if (store.get(key) === fresh) store.delete(key);
    },
  );
  if (!hit) store.set(key, fresh);
  return (hit ? hit.value : value) as Promise<T>;
};

/** How long a word's synonym alternatives are reused (merchandisers edit synonym groups). */
export const SYNONYM_TTL_MS = 60_000;

/** The stem of every vocabulary word (`strip(to_tsvector(...))` as text), per catalogue version. */
export const vocabularyStems = (pool: pg.Pool, siteId: string) =>
  siteIndex(pool, siteId, 'vocabulary-stems', async () => {
    const { rows } = await pool.query({
      name: 'search-vocabulary-stems',
      text: `SELECT word, strip(to_tsvector($2::regconfig, word))::text FROM search_vocabulary
        WHERE site_id = $1`,
      values: [siteId, await textConfigOf(pool, siteId)],
      rowMode: 'array',
    });
    return new Map((rows as Array<[string, string]>).map(([word, stem]) => [word, stem]));
  });

interface SynonymTerms {
  /** Each term of a group → its stem. */
  stemOf: Map<string, string>;
  /** A stem → the terms of every group holding a term with that stem, in the database's order. */
  termsOf: Map<string, string[]>;
}

/** The site's synonym groups with their terms' stems, reread every SYNONYM_TTL_MS. */
export const synonymTerms = (pool: pg.Pool, siteId: string) =>
  cached(pool, `synonym-terms|${siteId}`, SYNONYM_TTL_MS, async (): Promise<SynonymTerms> => {
    const { rows } = await pool.query({
      name: 'search-synonym-terms',
      // dense_rank: the order array_agg(DISTINCT t) gives (the database's collation).
      text: `SELECT s.id, t, strip(to_tsvector($2::regconfig, t))::text, dense_rank() OVER (ORDER BY t)
        FROM search_synonyms s CROSS JOIN LATERAL unnest(s.terms) t WHERE s.site_id = $1`,
      values: [siteId, await textConfigOf(pool, siteId)],
      rowMode: 'array',
    });
    const stemOf = new Map<string, string>();
    const rankOf = new Map<string, number>();
    const groups = new Map<number, string[]>();
    const groupsOf = new Map<string, Set<number>>();
    for (const [id, term, stem, rank] of rows as Array<[number, string, string, string]>) {
      stemOf.set(term, stem);
      rankOf.set(term, Number(rank));
      groups.set(id, [...(groups.get(id) ?? []), term]);
      groupsOf.set(stem, (groupsOf.get(stem) ?? new Set()).add(id));
    }
    const termsOf = new Map<string, string[]>();
    for (const [stem, ids] of groupsOf) {
      const terms = new Set([...ids].flatMap((id) => groups.get(id) ?? []));
      termsOf.set(
        stem,
        [...terms].sort((a, b) => rankOf.get(a)! - rankOf.get(b)!),
      );
    }
    return { stemOf, termsOf };
  });

/**
 * Each word with the terms of the site's synonym groups that have a term with the same stem
 * ("taladros" meets the group of "taladro"). From memory when every word's stem is known (a
 * vocabulary word or a synonym term): no query before the match; otherwise one query for the
 * words not seen in the last SYNONYM_TTL_MS.
 */
export const synonymAlternatives = async (
  pool: pg.Pool,
  siteId: string,
  words: string[],
): Promise<string[][]> => {
  const [stems, synonyms] = await Promise.all([
    vocabularyStems(pool, siteId),
    synonymTerms(pool, siteId),
  ]);
  const known = words.map((w) => stems.get(w) ?? synonyms.stemOf.get(w));
  if (known.every((stem) => stem !== undefined)) {
    // A word whose stem is empty (a stop word) has no synonyms, as in the query below.
    return words.map((w, i) => [
      ...new Set([w, ...(known[i] === '' ? [] : (synonyms.termsOf.get(known[i]!) ?? []))]),
    ]);
  }
  return queriedSynonymAlternatives(pool, siteId, words);
};

/** synonymAlternatives by a query (words the process knows no stem of). */
export const queriedSynonymAlternatives = async (
  pool: pg.Pool,
  siteId: string,
  words: string[],
): Promise<string[][]> => {
  const load = async () => {
    const { rows } = await pool.query<{ w: string; alts: string[] }>({
      name: 'search-synonyms',
      text: `SELECT w, array_agg(DISTINCT t) AS alts FROM unnest($2::text[]) w
        JOIN search_synonyms s ON s.site_id = $1
        CROSS JOIN LATERAL unnest(s.terms) t0 CROSS JOIN LATERAL unnest(s.terms) t
        WHERE strip(to_tsvector($3::regconfig, t0)) = strip(to_tsvector($3::regconfig, w))
          AND strip(to_tsvector($3::regconfig, w)) <> ''::tsvector
        GROUP BY w`,
      values: [siteId, words, await textConfigOf(pool, siteId)],
    });
    return new Map(rows.map((r) => [r.w, r.alts]));
  };
  const key = `syn|${siteId}|${words.join(' ')}`;
  const found = await cached(pool, key, SYNONYM_TTL_MS, load);
  return words.map((w) => [...new Set([w, ...(found.get(w) ?? [])])]);
};

/**
 * The tsquery of a term with the site's synonyms: every word must match, each through itself or
 * any of its synonym alternatives. Returns the SQL expression (parameters from `first`), its values.
 */
export const tsqueryWithSynonyms = async (
  pool: pg.Pool,
  siteId: string,
  words: string[],
  first: number,
  cfg: string,
): Promise<{ sql: string; values: string[] }> => {
  const alternatives = await synonymAlternatives(pool, siteId, words);
  const values: string[] = [];
  const parts = alternatives.map((alts) => {
    const ors = alts.map((a) => {
      values.push(a);
      return `phraseto_tsquery(${cfg}, $${first + values.length - 1})`;
    });
    return `(${ors.join(' || ')})`;
  });
  return { sql: parts.join(' && '), values };
};

/**
 * The facet fields of every published product of a site as columns indexed by the read model's
 * `ord`: immutable until the next seed or import (siteIndex rebuilds it then). Search answers
 * with ords, so a match costs array reads instead of map lookups; brands and colours are codes
 * into their names, so facets count in typed arrays.
 */
export interface FacetSnapshot {
  /** ord → product id (undefined where no product has that ord). */
  ids: Array<string | undefined>;
  ordOf: Map<string, number>;
  brandCodes: Uint32Array;
  brandNames: string[];
  /** -1: no colour. */
  colorCodes: Int32Array;
  colorNames: string[];
  ratings: Float64Array;
  created: Float64Array;
}

export const facetSnapshot = (pool: pg.Pool, siteId: string) =>
  siteIndex(pool, siteId, 'search-facet-snapshot', async (): Promise<FacetSnapshot> => {
    // A JSON value per 2,000 products: 50,000 rows parsed by node-pg, or one JSON value of all,
    // held the event loop for 40-120 ms in one piece.
    const { rows: chunks } = await pool.query({
      name: 'search-facet-snapshot',
      text: `SELECT json_agg(json_build_array(ord, product_id, brand_name, color_group, rating,
          (extract(epoch FROM created_at) * 1000)::float8))
        FROM search_products WHERE site_id = $1 GROUP BY ord / 2000`,
      values: [siteId],
      rowMode: 'array',
    });
    const rows = (chunks as unknown[][][][]).flatMap((chunk) => chunk[0]!);
    let size = 0;
    for (const r of rows) size = Math.max(size, Number(r[0]) + 1);
    const snap: FacetSnapshot = {
      ids: new Array(size),
      ordOf: new Map(),
      brandCodes: new Uint32Array(size),
      brandNames: [],
      colorCodes: new Int32Array(size).fill(-1),
      colorNames: [],
      ratings: new Float64Array(size),
      created: new Float64Array(size),
    };
    const brandCode = new Map<string, number>();
    const colorCode = new Map<string, number>();
    const codeOf = (codes: Map<string, number>, names: string[], name: string) => {
      let code = codes.get(name);
      if (code === undefined) {
        code = names.length;
        codes.set(name, code);
        names.push(name);
      }
      return code;
    };
    const typed = rows as Array<[number, string, string, string | null, number, number]>;
    for (let i = 0; i < typed.length; i++) {
      // A turn of the event loop every 5,000 products: requests are served while it builds.
      if (i > 0 && i % 5_000 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const r = typed[i]!;
      const o = Number(r[0]);
      snap.ids[o] = r[1];
      snap.ordOf.set(r[1], o);
      snap.brandCodes[o] = codeOf(brandCode, snap.brandNames, r[2]);
      if (r[3] !== null) snap.colorCodes[o] = codeOf(colorCode, snap.colorNames, r[3]);
      snap.ratings[o] = Number(r[4]);
      snap.created[o] = Number(r[5]);
    }
    return snap;
  });

/**
 * A product-id set re-indexed by the snapshot's ords, or prices by ord sized to it (0 where a
 * product has no price), built once per pair.
 */
const byOrd = new WeakMap<object, WeakMap<FacetSnapshot, Float64Array | Uint8Array>>();
const indexed = <T extends Float64Array | Uint8Array>(
  source: Float64Array | Set<string>,
  snap: FacetSnapshot,
  make: (size: number) => T,
): T => {
  let per = byOrd.get(source);
  if (!per) {
    per = new WeakMap();
    byOrd.set(source, per);
  }
  const hit = per.get(snap);
  if (hit) return hit as T;
  const out = make(snap.ids.length);
  if (source instanceof Float64Array) {
    out.set(source.subarray(0, out.length));
  } else {
    for (const id of source) {
      const o = snap.ordOf.get(id);
      if (o !== undefined) out[o] = 1;
    }
  }
  per.set(snap, out);
  return out;
};

/** How long the products available in a zone or store are reused (search facets only). */
export const AVAILABILITY_TTL_MS = 30_000;

interface PriceMapEntry {
  version: number;
  /** The instant it was resolved for, and the next instant any price window opens or closes. */
  from: number;
  until: number;
  value: Promise<Float64Array>;
}
const priceMaps = new WeakMap<pg.Pool, Map<string, PriceMapEntry>>();

/** Prices by ord of "ord:amount,..." (one text value: 50,000 rows would block the event loop). */
export const parseOrdPrices = (text: string | null | undefined): Float64Array => {
  if (!text) return new Float64Array(0);
  let size = 0;
  let ord = 0;
  let reading = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) {
      if (ord + 1 > size) size = ord + 1;
      reading = false;
    } else if (c === 44) {
      ord = 0;
      reading = true;
    } else if (reading) ord = ord * 10 + (c - 48);
  }
  const out = new Float64Array(size);
  let start = 0;
  while (start < text.length) {
    const colon = text.indexOf(':', start);
    let end = text.indexOf(',', colon);
    if (end < 0) end = text.length;
    out[Number(text.slice(start, colon))] = Number(text.slice(colon + 1, end));
    start = end + 1;
  }
  return out;
};

/**
 * The card price of every product of a site for a price group, by ord: the first variant's prices
 * resolved like resolvePrices() (per type the group's row over the base row, the latest start
 * first), then the lowest. Exact without periodic reloads: it is kept until the catalogue version
 * moves (seed, import) or `now` leaves [the instant it was resolved for, the next price window
 * boundary), so that sorting and the price facet cost no per-row price lookups.
 */
export const cardPrices = async (
  pool: pg.Pool,
  siteId: string,
  priceGroup: string | null,
  now: Date,
): Promise<Float64Array> => {
  const version = await catalogVersion(pool, siteId);
  let store = priceMaps.get(pool);
  if (!store) {
    store = new Map();
    priceMaps.set(pool, store);
  }
  const key = `${siteId}|${priceGroup ?? ''}`;
  const t = now.getTime();
  const hit = store.get(key);
  if (hit && hit.version === version && hit.from <= t && t < hit.until) return hit.value;
  const entry: PriceMapEntry = {
    version,
    from: t,
    until: Number.POSITIVE_INFINITY,
    value: Promise.resolve(new Float64Array(0)),
  };
  entry.value = (async () => {
    const [{ rows }, next] = await Promise.all([
      pool.query({
        name: 'search-card-prices',
        // Products of the read model only (those have an ord), joined where estimates are good.
        text: `WITH fv AS (SELECT DISTINCT ON (v.product_id) v.product_id, v.sku_id, sp.ord
            FROM variants v JOIN search_products sp
              ON sp.site_id = v.site_id AND sp.product_id = v.product_id
            WHERE v.site_id = $1 AND v.published ORDER BY v.product_id, v.sort_order, v.sku_id),
          r AS (SELECT DISTINCT ON (fv.product_id, pr.type) fv.ord, pr.amount
            FROM fv JOIN prices pr ON pr.site_id = $1 AND pr.sku_id = fv.sku_id
            WHERE (pr.price_group IS NULL OR pr.price_group = $2)
              AND (pr.valid_from IS NULL OR pr.valid_from <= $3) AND (pr.valid_to IS NULL OR $3 < pr.valid_to)
            ORDER BY fv.product_id, pr.type, (pr.price_group IS NOT NULL) DESC,
              pr.valid_from DESC NULLS LAST)
          SELECT string_agg(m.ord::text || ':' || m.amount::text, ',')
          FROM (SELECT ord, min(amount) AS amount FROM r GROUP BY ord) m`,
        values: [siteId, priceGroup, now],
        rowMode: 'array',
      }),
      pool.query<{ next: Date | null }>({
        name: 'search-card-prices-next-change',
        text: `SELECT least(min(valid_from) FILTER (WHERE valid_from > $3),
            min(valid_to) FILTER (WHERE valid_to > $3)) AS next
          FROM prices WHERE site_id = $1 AND (price_group IS NULL OR price_group = $2)`,
        values: [siteId, priceGroup, now],
      }),
    ]);
    const until = next.rows[0]?.next;
    if (until) entry.until = new Date(until).getTime();
    return parseOrdPrices(rows[0]?.[0] as string | null | undefined);
  })();
  store.set(key, entry);
  entry.value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return entry.value;
};

/** The price groups of a site's zones (each shopper location resolves to one of them). */
export const zonePriceGroups = async (pool: pg.Pool, siteId: string): Promise<string[]> => {
  const { rows } = await pool.query<{ g: string }>({
    name: 'search-zone-price-groups',
    text: `SELECT DISTINCT price_group AS g FROM zones
      WHERE site_id = $1 AND price_group IS NOT NULL ORDER BY 1`,
    values: [siteId],
  });
  return rows.map((r) => r.g);
};

/**
 * Products with stock for a zone (home delivery: facilities that ship to it; pickup: stores that
 * serve it) or in one store. The product page and delivery estimates read stock exactly; search
 * facets accept AVAILABILITY_TTL_MS of staleness.
 */
export const availableProducts = (
  pool: pg.Pool,
  siteId: string,
  where: { zoneId: string; method: 'homeDelivery' | 'pickupInStore' } | { storeId: string },
): Promise<Set<string>> =>
  cached(
    pool,
    'storeId' in where
      ? `store|${siteId}|${where.storeId}`
      : `zone|${siteId}|${where.method}|${where.zoneId}`,
    AVAILABILITY_TTL_MS,
    async () => {
      const { rows } =
        'storeId' in where
          ? await pool.query({
              name: 'search-available-store',
              text: `SELECT string_agg(product_id, ',') FROM (SELECT DISTINCT product_id FROM stock
                WHERE site_id = $1 AND facility_id = $2 AND quantity > 0) x`,
              values: [siteId, where.storeId],
              rowMode: 'array',
            })
          : await pool.query({
              name: 'search-available-zone',
              // A hashed DISTINCT, then one text value (string_agg(DISTINCT) sorts: 3x slower).
              text: `SELECT string_agg(product_id, ',') FROM (SELECT DISTINCT s.product_id
                FROM zone_facilities zf JOIN stock s
                  ON s.site_id = zf.site_id AND s.facility_id = zf.facility_id
                WHERE zf.site_id = $1 AND zf.zone_id = $2 AND zf.method = $3 AND s.quantity > 0) x`,
              values: [siteId, where.zoneId, where.method],
              rowMode: 'array',
            });
      // One text value: tens of thousands of ids parse far faster than as many rows.
      const text = rows[0]?.[0] as string | null | undefined;
      return new Set(text ? text.split(',') : []);
    },
  );

/** Ords of "1,5,9" (the match query's one text value) without splitting it into strings. */
export const parseOrds = (text: string | null | undefined): Int32Array => {
  if (!text) return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const out = new Int32Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      out[n++] = value;
      value = 0;
    } else value = value * 10 + (c - 48);
  }
  out[n] = value;
  return out;
};

/** The ords the snapshot knows (one imported after it joins when the version moves). */
const knownOrds = (ords: Int32Array, snap: FacetSnapshot): Int32Array => {
  let known = 0;
  for (let i = 0; i < ords.length; i++) if (snap.ids[ords[i]!] !== undefined) known++;
  if (known === ords.length) return ords;
  const out = new Int32Array(known);
  let n = 0;
  for (let i = 0; i < ords.length; i++) if (snap.ids[ords[i]!] !== undefined) out[n++] = ords[i]!;
  return out;
};

/** How many matching ords one process keeps for repeated terms (4 bytes each). */
export const TERM_CACHE_ORDS = 2_000_000;
interface TermCache {
  entries: Map<string, { ords: Promise<Int32Array>; size: number }>;
  size: number;
}
const termCaches = new WeakMap<pg.Pool, TermCache>();

/**
 * The ords a match query answers, kept for the catalogue version (DESIGN §2: immutable data):
 * the read model only changes with the seed or an import, which move the version, and the key
 * holds the term's synonym alternatives, so an edited synonym group asks again. A repeated term
 * (most searches) costs no query; the least recently asked go first beyond TERM_CACHE_ORDS.
 */
const matchingOrds = async (
  pool: pg.Pool,
  siteId: string,
  sql: string,
  values: unknown[],
): Promise<Int32Array> => {
  let cache = termCaches.get(pool);
  if (!cache) {
    cache = { entries: new Map(), size: 0 };
    termCaches.set(pool, cache);
  }
  const store = cache;
  const key = `${await catalogVersion(pool, siteId)}|${sql}|${JSON.stringify(values)}`;
  const hit = store.entries.get(key);
  if (hit) {
    store.entries.delete(key);
    store.entries.set(key, hit);
    return hit.ords;
  }
  const entry = {
    ords: pool
      .query({ text: sql, values, rowMode: 'array' })
      .then(({ rows }) => parseOrds(rows[0]?.[0] as string | null | undefined)),
    size: 0,
  };
  store.entries.set(key, entry);
  entry.ords.then(
    (ords) => {
      if (store.entries.get(key) !== entry) return;
      entry.size = ords.length + 1;
      store.size += entry.size;
      for (const [k, e] of store.entries) {
        if (store.size <= TERM_CACHE_ORDS) break;
        store.entries.delete(k);
        store.size -= e.size;
      }
    },
    () => {
      if (store.entries.get(key) === entry) store.entries.delete(key);
    },
  );
  return entry.ords;
};

/** The site's vocabulary by trigram in memory (typo tolerance and did-you-mean candidates). */
export const vocabularyIndex = (pool: pg.Pool, siteId: string) =>
  siteIndex(pool, siteId, 'vocabulary-trigrams', async () => {
    const { rows } = await pool.query<VocabularyWord>({
      name: 'search-vocabulary-all',
      text: 'SELECT word, frequency FROM search_vocabulary WHERE site_id = $1',
      values: [siteId],
    });
    return buildTrigramIndex(rows);
  });

/** Search storage over PostgreSQL: full text with the site's configuration, facets' columns. */
export const createSearchRepo = (pool: pg.Pool): SearchRepo => ({
  async findExact(siteId, term, kinds): Promise<ProductRef | null> {
    const { rows } = await pool.query<ProductRef>({
      name: 'search-exact',
      text: `SELECT v.product_id AS "productId", v.sku_id AS "skuId", p.slug
        FROM variants v JOIN products p ON p.site_id = v.site_id AND p.product_id = v.product_id
        WHERE v.site_id = $1 AND p.published AND v.published AND (
          ($3 AND v.sku_id = $2) OR ($4 AND v.product_id = $2) OR ($5 AND v.ean = $2)
          OR ($6 AND lower(v.model_number) = lower($2)))
        ORDER BY (v.sku_id = $2) DESC, (v.product_id = $2) DESC, v.sort_order LIMIT 1`,
      values: [
        siteId,
        term,
        kinds.includes('sku'),
        kinds.includes('productId'),
        kinds.includes('ean'),
        kinds.includes('model'),
      ],
    });
    return rows[0] ?? null;
  },

  async scope(siteId, f) {
    let category = null;
    let collection = null;
    if (f.categoryId) {
      const { rows } = await pool.query<{ id: string; label: string; slug: string }>({
        name: 'search-category',
        text: `SELECT b.category_id AS id, b.name AS label, b.slug
          FROM categories c CROSS JOIN LATERAL unnest(c.path) WITH ORDINALITY AS u(id, n)
          JOIN categories b ON b.site_id = c.site_id AND b.category_id = u.id
          WHERE c.site_id = $1 AND c.category_id = $2 ORDER BY u.n`,
        values: [siteId, f.categoryId],
      });
      const self = rows.at(-1);
      if (!self) return null;
      category = { id: self.id, name: self.label, breadcrumb: rows };
    }
    if (f.collectionId) {
      const { rows } = await pool.query<{ id: string; name: string }>({
        name: 'search-collection',
        text: `SELECT collection_id AS id, name FROM collections WHERE site_id = $1 AND collection_id = $2`,
        values: [siteId, f.collectionId],
      });
      if (!rows[0]) return null;
      collection = rows[0];
    }
    return { category, collection };
  },

  async match({ tenant, filters, priceGroup, zoneId, storeId, now, cap }): Promise<MatchSet> {
    const siteId = tenant.siteId;
    const words = filters.term ? termWords(filters.term) : [];
    if (filters.term && words.length === 0) return matchSetOf([]);
    const values: unknown[] = [siteId];
    const where = ['sp.site_id = $1'];
    let tsq = '';
    if (words.length > 0) {
      values.push(cap, await textConfigOf(pool, siteId));
      const q = await tsqueryWithSynonyms(pool, siteId, words, 4, '$3::regconfig');
      values.push(...q.values);
      tsq = q.sql;
      where.push('sp.document @@ tsq.q');
    }
    if (filters.categoryId) {
      values.push([filters.categoryId]);
      where.push(`sp.category_path @> $${values.length}::text[]`);
    }
    if (filters.collectionId) {
      values.push(filters.collectionId);
      where.push(`EXISTS (SELECT 1 FROM collection_products cp WHERE cp.site_id = sp.site_id
        AND cp.product_id = sp.product_id AND cp.collection_id = $${values.length})`);
    }
    // Matching and ranking on the narrow read model; one text value back (the ords, best first),
    // which node-pg reads far faster than thousands of rows. Facet fields come from memory.
    const sql =
      words.length > 0
        ? `SELECT string_agg(ord::text, ',') FROM (
        SELECT sp.ord FROM (SELECT ${tsq} AS q) tsq, search_products sp
        WHERE ${where.join(' AND ')}
        ORDER BY ts_rank(sp.document, tsq.q) DESC, sp.rating DESC LIMIT $2) m`
        : `SELECT string_agg(sp.ord::text, ',') FROM search_products sp WHERE ${where.join(' AND ')}`;
    const none = Promise.resolve(null);
    const [ords, snap, prices, home, pickup] = await Promise.all([
      matchingOrds(pool, siteId, sql, values),
      facetSnapshot(pool, siteId),
      cardPrices(pool, siteId, priceGroup, now),
      zoneId ? availableProducts(pool, siteId, { zoneId, method: 'homeDelivery' }) : none,
      storeId
        ? availableProducts(pool, siteId, { storeId })
        : zoneId
          ? availableProducts(pool, siteId, { zoneId, method: 'pickupInStore' })
          : none,
    ]);
    return {
      ords: knownOrds(ords, snap),
      // Ords come best first when there is a term: their position is the rank.
      ranks: null,
      ranked: words.length > 0,
      productIds: snap.ids,
      brandCodes: snap.brandCodes,
      brandNames: snap.brandNames,
      colorCodes: snap.colorCodes,
      colorNames: snap.colorNames,
      ratings: snap.ratings,
      created: snap.created,
      prices: indexed(prices, snap, (n) => new Float64Array(n)),
      homeDelivery: home ? indexed(home, snap, (n) => new Uint8Array(n)) : null,
      pickupInStore: pickup ? indexed(pickup, snap, (n) => new Uint8Array(n)) : null,
    };
  },

  cards: (tenant, productIds, priceGroup, now) =>
    productCards(pool, tenant, productIds, priceGroup, now),

  async vocabulary(siteId, word): Promise<VocabularyWord[]> {
    return (await vocabularyIndex(pool, siteId)).nearest(fold(word));
  },
});

interface CardRow {
  product_id: string;
  sku_id: string;
  display_name: string;
  brand_name: string;
  slug: string;
  rating_average: number;
  review_count: number;
  variant_count: number;
  images: string[] | null;
  prices: Array<{
    type: PriceType;
    amount: number;
    currency: string;
    priceGroup: string | null;
    validFrom: string | null;
    validTo: string | null;
    unit: string | null;
  }> | null;
  badges: Array<Badge & { validFrom: string | null; validTo: string | null }> | null;
}

/** What a card shows for every price group and date: prices and badges are chosen per request. */
interface CardSource {
  version: number;
  card: Omit<ProductCard, 'prices' | 'badges'>;
  /** The first variant's price rows of every price group. */
  priceRows: PriceRow[];
  /** Badges with their windows in ms (null: open). */
  badges: Array<{ badge: Badge; from: number | null; to: number | null }>;
}

/** How many products' cards one process keeps (about 1 KB each). */
const CARD_CACHE_ENTRIES = 20_000;
const cardCaches = new WeakMap<pg.Pool, Map<string, CardSource>>();

/**
 * Product cards in the given order: the first variant's prices for the group, images, badges.
 * What a card is made of is kept per product until the catalogue version moves (DESIGN §2:
 * immutable data; the seed and the importer move it), for every price group at once: the
 * prices for the shopper's group and the badges of this instant are chosen per request, so a
 * page of cards usually costs no query, whichever the group and the minute.
 */
export const productCards = async (
  pool: pg.Pool,
  tenant: Tenant,
  productIds: string[],
  priceGroup: string | null,
  now: Date,
): Promise<ProductCard[]> => {
  if (productIds.length === 0) return [];
  let cache = cardCaches.get(pool);
  if (!cache) {
    cache = new Map();
    cardCaches.set(pool, cache);
  }
  const version = await catalogVersion(pool, tenant.siteId);
  const prefix = `${tenant.siteId}|`;
  const missing = productIds.filter((id) => cache.get(prefix + id)?.version !== version);
  if (missing.length > 0) {
    for (const source of await loadCardSources(pool, tenant, missing, version)) {
      cache.delete(prefix + source.card.productId);
      cache.set(prefix + source.card.productId, source);
    }
    while (cache.size > CARD_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  const t = now.getTime();
  return productIds.flatMap((id) => {
    const source = cache.get(prefix + id);
    if (!source) return [];
    const { card } = source;
    return [
      {
        productId: card.productId,
        skuId: card.skuId,
        displayName: card.displayName,
        brand: card.brand,
        slug: card.slug,
        images: card.images,
        prices: resolvePrices(source.priceRows, priceGroup, now),
        badges: source.badges
          .filter(({ from, to }) => (from === null || from <= t) && (to === null || t < to))
          .map(({ badge }) => badge),
        rating: card.rating,
        reviewCount: card.reviewCount,
        variantCount: card.variantCount,
      },
    ];
  });
};

const loadCardSources = async (
  pool: pg.Pool,
  tenant: Tenant,
  productIds: string[],
  version: number,
): Promise<CardSource[]> => {
  const { rows } = await pool.query<CardRow>({
    name: 'product-card-sources',
    text: `SELECT p.product_id, fv.sku_id, p.display_name, p.brand_name, p.slug, p.rating_average,
        p.review_count, fv.n AS variant_count,
        (SELECT array_agg(md.url ORDER BY md.sort_order) FROM media md
          WHERE md.site_id = p.site_id AND md.product_id = p.product_id AND md.kind = 'IMAGE'
            AND (md.sku_id IS NULL OR md.sku_id = fv.sku_id)) AS images,
        (SELECT json_agg(json_build_object('type', pr.type, 'amount', pr.amount,
            'currency', pr.currency, 'priceGroup', pr.price_group, 'validFrom', pr.valid_from,
            'validTo', pr.valid_to, 'unit', pr.unit))
          FROM prices pr WHERE pr.site_id = p.site_id AND pr.sku_id = fv.sku_id) AS prices,
        (SELECT json_agg(json_build_object('type', b.type, 'label', b.label, 'value', b.value,
            'validFrom', b.valid_from, 'validTo', b.valid_to))
          FROM badges b WHERE b.site_id = p.site_id AND b.product_id = p.product_id
            AND (b.sku_id IS NULL OR b.sku_id = fv.sku_id)) AS badges
      FROM unnest($2::text[]) WITH ORDINALITY AS ids(id, n)
      JOIN products p ON p.site_id = $1 AND p.product_id = ids.id
      CROSS JOIN LATERAL (SELECT v.sku_id, count(*) OVER () AS n FROM variants v
        WHERE v.site_id = p.site_id AND v.product_id = p.product_id AND v.published
        ORDER BY v.sort_order, v.sku_id LIMIT 1) fv
      ORDER BY ids.n`,
    values: [tenant.siteId, productIds],
  });
  const ms = (at: string | null) => (at === null ? null : new Date(at).getTime());
  return rows.map((r) => ({
    version,
    card: {
      productId: r.product_id,
      skuId: r.sku_id,
      displayName: r.display_name,
      brand: r.brand_name,
      slug: r.slug,
      images: r.images ?? [],
      rating: Math.round(Number(r.rating_average) * 10) / 10,
      reviewCount: Number(r.review_count),
      variantCount: Number(r.variant_count),
    },
    priceRows: (r.prices ?? []).map((p) => ({
      type: p.type,
      amount: Number(p.amount),
      currency: p.currency,
      priceGroup: p.priceGroup,
      validFrom: p.validFrom ? new Date(p.validFrom) : null,
      validTo: p.validTo ? new Date(p.validTo) : null,
      unit: p.unit,
    })),
    badges: (r.badges ?? []).map(({ type, label, value, validFrom, validTo }) => ({
      badge: value === null ? { type, label } : { type, label, value },
      from: ms(validFrom),
      to: ms(validTo),
    })),
  }));
};
