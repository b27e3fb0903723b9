import type pg from 'pg';
import { cachedLoad, poolCache } from '../../lib/bounded-cache';
import { siteIndex } from '../../lib/site-index';
import { textConfigOf } from './text-config';
import { parseTsvector, type TextTerm } from './text-index';

/** Synonym alternatives of recent terms, reread every SYNONYM_TTL_MS (a bounded LRU). */
const synonymCache = poolCache<{ at: number; value: Promise<unknown> }>('search-synonyms', {
  max: 2_000,
});
const cached = <T>(pool: pg.Pool, key: string, ttlMs: number, load: () => Promise<T>) =>
  cachedLoad(synonymCache(pool), key, ttlMs, load);

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

/** The shortest last word matched as a prefix too. */
export const PREFIX_MIN = 3;

/** Whether the i-th word ranks (and may match) as a prefix too: the last word, long enough. */
const widensToPrefix = (words: readonly string[], i: number): boolean =>
  i === words.length - 1 && words[i]!.length >= PREFIX_MIN && /^[\p{L}\p{N}]+$/u.test(words[i]!);

/**
 * The tsquery of a term with the site's synonyms: every word must match, each through itself or
 * any of its synonym alternatives. Returns the SQL expressions (parameters from `first`) that match
 * (`sql`) and that rank (`rankSql`), and their values.
 */
export const tsqueryWithSynonyms = async (
  pool: pg.Pool,
  siteId: string,
  words: string[],
  first: number,
  cfg: string,
): Promise<{ sql: string; rankSql: string; values: string[] }> => {
  const [alternatives, stems] = await Promise.all([
    synonymAlternatives(pool, siteId, words),
    vocabularyStems(pool, siteId),
  ]);
  const values: string[] = [];
  const match: string[] = [];
  const rank: string[] = [];
  const any = (parts: string[]) => `(${parts.join(' || ')})`;
  alternatives.forEach((alts, i) => {
    const ors = alts.map((a) => {
      values.push(a);
      return `phraseto_tsquery(${cfg}, $${first + values.length - 1})`;
    });
    // The last word may be the start of one ("tala" then Enter finds "taladro"). A word the
    // catalogue holds whole is not widened: "madera" as the prefix of its stem ("mad":*) would
    // add every "madre..." product, and a first-time search's p95 doubled with those rows. The
    // rank keeps the prefix either way, so the order of what matches is the same as before.
    const word = words[i]!;
    const partial = widensToPrefix(words, i);
    if (partial) values.push(`${word}:*`);
    const prefix = partial ? [`to_tsquery(${cfg}, $${first + values.length - 1})`] : [];
    match.push(any(stems.has(word) ? ors : [...ors, ...prefix]));
    rank.push(any([...ors, ...prefix]));
  });
  return { sql: match.join(' && '), rankSql: rank.join(' && '), values };
};

/** Stems of words neither the vocabulary nor the synonyms hold (stop words, numbers, colours). */
const stemCache = poolCache<{ stem: string }>('search-stems', { max: 20_000 });

/** Each word's `strip(to_tsvector(...))` text, from the cache or one query for those missing. */
const queriedStems = async (
  pool: pg.Pool,
  siteId: string,
  words: string[],
): Promise<Map<string, string>> => {
  const cache = stemCache(pool);
  const out = new Map<string, string>();
  const missing: string[] = [];
  for (const w of words) {
    const hit = cache.get(`${siteId}|${w}`);
    if (hit) out.set(w, hit.stem);
    else missing.push(w);
  }
  if (missing.length > 0) {
    const { rows } = await pool.query({
      name: 'search-word-stems',
      text: 'SELECT w, strip(to_tsvector($2::regconfig, w))::text FROM unnest($1::text[]) w',
      values: [missing, await textConfigOf(pool, siteId)],
      rowMode: 'array',
    });
    for (const [w, stem] of rows as Array<[string, string]>) {
      cache.set(`${siteId}|${w}`, { stem });
      out.set(w, stem);
    }
  }
  return out;
};

/** The one lexeme of a stem's text (`'taladr'`): '' for a stop word, null for several. */
const lexemeOfStem = (text: string): string | null => {
  const lexemes: string[] = [];
  parseTsvector(text, (lexeme) => lexemes.push(lexeme));
  return lexemes.length === 0 ? '' : lexemes.length === 1 ? lexemes[0]! : null;
};

/**
 * The term as the text index in memory matches and ranks it: what tsqueryWithSynonyms and
 * typedWordsFirst ask PostgreSQL, word by word (stems from memory; those of other words, such as
 * stop words and numbers, by one small query, then kept). Null where only PostgreSQL can answer
 * it the same way: a word or synonym of several lexemes (a phrase), or a term of stop words alone.
 */
export const textTerms = async (
  pool: pg.Pool,
  siteId: string,
  words: string[],
): Promise<TextTerm[] | null> => {
  const [alternatives, stems, synonyms] = await Promise.all([
    synonymAlternatives(pool, siteId, words),
    vocabularyStems(pool, siteId),
    synonymTerms(pool, siteId),
  ]);
  const unknown = [...new Set([...words, ...alternatives.flat()])].filter(
    (w) => !stems.has(w) && !synonyms.stemOf.has(w),
  );
  const queried = unknown.length > 0 ? await queriedStems(pool, siteId, unknown) : null;
  const lexemeOf = (word: string): string | null => {
    const text = stems.get(word) ?? synonyms.stemOf.get(word) ?? queried?.get(word);
    return text === undefined ? null : lexemeOfStem(text);
  };
  const terms: TextTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const own = lexemeOf(word);
    if (own === null) return null;
    const partial = widensToPrefix(words, i);
    // A stop word matches and ranks nothing, widened into a prefix or not (PostgreSQL drops its
    // empty query).
    if (own === '') continue;
    const lexemes = alternatives[i]!.map(lexemeOf);
    if (lexemes.some((l) => l === null)) return null;
    terms.push({
      stem: own,
      alternatives: (lexemes as string[]).filter((l) => l !== ''),
      prefix: partial ? own : null,
      prefixMatches: partial && !stems.has(word),
    });
  }
  return terms.length > 0 ? terms : null;
};
