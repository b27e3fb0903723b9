import type pg from 'pg';
import { siteIndex } from '../../lib/site-index';
import { productCards } from '../product';
import { facetSnapshot, termWords, textConfigOf } from '../search';
import type { TypeaheadRepo } from './typeahead.service';

/** The least string above every string starting with `prefix` (last character + 1). */
export const upperBound = (prefix: string): string =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

interface TypeaheadIndex {
  /** Vocabulary words in code-unit order, with frequency and best-rated products. */
  words: Array<{ word: string; frequency: number; top: string[] }>;
  categories: Array<{ id: string; name: string; slug: string; folded: string }>;
  brands: Array<{ name: string; folded: string; count: number }>;
}

/** First index whose word is >= `key` (words are sorted by code unit, like the C collation). */
const lowerIndex = (words: TypeaheadIndex['words'], key: string): number => {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]!.word < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * A site's typeahead index in memory: vocabulary (with each word's best-rated products, kept by
 * refreshVocabulary), categories and brands with their product counts. Immutable until the next
 * seed or import (siteIndex rebuilds it when the catalogue version moves).
 */
export const typeaheadIndex = (pool: pg.Pool, siteId: string) =>
  siteIndex(pool, siteId, 'typeahead', async (): Promise<TypeaheadIndex> => {
    const [words, categories, brands] = await Promise.all([
      pool.query({
        text: `SELECT word, frequency, top_products FROM search_vocabulary WHERE site_id = $1`,
        values: [siteId],
        rowMode: 'array',
      }),
      pool.query({
        text: `SELECT category_id, name, slug, fierro_unaccent(lower(name)) FROM categories
          WHERE site_id = $1 ORDER BY level, name`,
        values: [siteId],
        rowMode: 'array',
      }),
      pool.query({
        text: `SELECT b.name, fierro_unaccent(lower(b.name)), count(sp.product_id)::int
          FROM brands b LEFT JOIN search_products sp ON sp.site_id = b.site_id
            AND sp.brand_name = b.name
          WHERE b.site_id = $1 GROUP BY b.name ORDER BY b.name`,
        values: [siteId],
        rowMode: 'array',
      }),
    ]);
    return {
      words: (words.rows as Array<[string, number, string[]]>)
        .map(([word, frequency, top]) => ({ word, frequency: Number(frequency), top }))
        .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)),
      categories: (categories.rows as string[][]).map(([id, name, slug, folded]) => ({
        id: id!,
        name: name!,
        slug: slug!,
        folded: folded!,
      })),
      brands: (brands.rows as Array<[string, string, number]>).map(([name, folded, count]) => ({
        name,
        folded,
        count: Number(count),
      })),
    };
  });

/**
 * Typeahead: terms, categories and brands from the site's in-memory index; products of a one-word
 * prefix from the best-rated lists of the words it starts (their cards from the product module,
 * priced by the price rule); a prefix of several words asks the search read model for products matching every word
 * with the last one as a prefix.
 */
export const createTypeaheadRepo = (pool: pg.Pool): TypeaheadRepo => ({
  async suggest({ siteId, prefix, limit }) {
    const words = termWords(prefix);
    if (words.length === 0) return { terms: [], categories: [], brands: [], productIds: [] };
    const last = words.at(-1)!;
    const head = words.slice(0, -1).join(' ');
    const [index, ratings] = await Promise.all([
      typeaheadIndex(pool, siteId),
      facetSnapshot(pool, siteId),
    ]);
    const from = lowerIndex(index.words, last);
    const to = lowerIndex(index.words, upperBound(last));
    const matching = index.words.slice(from, to);
    const terms = [...matching]
      .sort((a, b) => b.frequency - a.frequency || (a.word < b.word ? -1 : 1))
      .slice(0, limit)
      .map((w) => ({ term: head === '' ? w.word : `${head} ${w.word}`, count: w.frequency }));
    const categories = index.categories
      .filter((c) => c.folded.includes(prefix))
      .slice(0, limit)
      .map(({ id, name, slug }) => ({ id, name, slug }));
    const brands = index.brands
      .filter((b) => b.folded.startsWith(prefix))
      .slice(0, limit)
      .map(({ name, count }) => ({ name, count }));

    let productIds: string[];
    if (words.length === 1) {
      // The best of the words' best: each list is sorted, so their union holds the overall top.
      const rating = (id: string) => ratings.ratings[ratings.ordOf.get(id) ?? -1] ?? -1;
      productIds = [...new Set(matching.flatMap((w) => w.top))]
        .filter((id) => ratings.ordOf.has(id))
        .sort((a, b) => rating(b) - rating(a) || (a < b ? -1 : 1))
        .slice(0, limit);
    } else {
      // tsquery text built from letters and digits only (termWords), the last word as a prefix.
      const tsq = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
      const { rows } = await pool.query({
        name: 'typeahead-products',
        text: `SELECT sp.product_id FROM search_products sp
          WHERE sp.site_id = $1 AND sp.document @@ to_tsquery($2::regconfig, $3)
          ORDER BY sp.rating DESC, sp.product_id LIMIT $4`,
        values: [siteId, await textConfigOf(pool, siteId), tsq, limit],
        rowMode: 'array',
      });
      productIds = (rows as string[][]).map((r) => r[0]!);
    }
    return { terms, categories, brands, productIds };
  },
  cards: (tenant, ids, price, now) => productCards(pool, tenant, ids, price, now),
});
