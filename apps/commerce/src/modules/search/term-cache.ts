import type pg from 'pg';
import { poolCache } from '../../lib/bounded-cache';
import { catalogVersion } from '../../lib/site-index';
import type { FacetSnapshot } from './facet-snapshot';

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
export const knownOrds = (ords: Int32Array, snap: FacetSnapshot): Int32Array => {
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
/** Least recently asked terms go first beyond TERM_CACHE_ORDS ords in all. */
const termCache = poolCache<{ ords: Promise<Int32Array>; size: number }>('search-terms', {
  max: 50_000,
  maxSize: TERM_CACHE_ORDS,
  sizeOf: (entry) => entry.size,
});

/**
 * The ords a match query answers, kept for the catalogue version (DESIGN §2: immutable data):
 * the read model only changes with the seed or an import, which move the version, and the key
 * holds the term's synonym alternatives, so an edited synonym group asks again. A repeated term
 * (most searches) costs no query.
 */
export const matchingOrds = async (
  pool: pg.Pool,
  siteId: string,
  sql: string,
  values: unknown[],
  /** Answers the same ords another way (the text index in memory); null: ask the database. */
  inMemory?: () => Promise<Int32Array | null>,
): Promise<Int32Array> => {
  const store = termCache(pool);
  const key = `${await catalogVersion(pool, siteId)}|${sql}|${JSON.stringify(values)}`;
  const hit = store.get(key);
  if (hit) return hit.ords;
  const queried = () =>
    pool
      .query({ text: sql, values, rowMode: 'array' })
      .then(({ rows }) => parseOrds(rows[0]?.[0] as string | null | undefined));
  const entry = {
    ords: inMemory ? inMemory().then((ords) => ords ?? queried()) : queried(),
    size: 1,
  };
  store.set(key, entry);
  entry.ords.then(
    (ords) => {
      // Set again with its real size (the bound counts ords), unless it left meanwhile.
      if (store.peek(key) === entry) store.set(key, { ...entry, size: ords.length + 1 });
    },
    () => {
      if (store.peek(key) === entry) store.delete(key);
    },
  );
  return entry.ords;
};
