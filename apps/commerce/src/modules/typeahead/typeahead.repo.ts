import type pg from 'pg';
import { catalogVersion, siteIndex } from '../../lib/site-index';
import { toPriceRows } from '../product/product.repo';
import { facetSnapshot, termWords, textConfigOf } from '../search/search.repo';
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

const PRODUCT_FIELDS = `p.product_id AS "productId", fv.sku_id AS "skuId",
  p.display_name AS "displayName", p.slug,
  (SELECT md.url FROM media md WHERE md.site_id = p.site_id
    AND md.product_id = p.product_id AND md.kind = 'IMAGE'
    ORDER BY md.sort_order LIMIT 1) AS image,
  (SELECT json_agg(json_build_object('type', pr.type, 'amount', pr.amount,
    'currency', pr.currency, 'priceGroup', pr.price_group, 'validFrom', pr.valid_from,
    'validTo', pr.valid_to, 'unit', pr.unit))
    FROM prices pr WHERE pr.site_id = p.site_id AND pr.sku_id = fv.sku_id) AS prices`;
const FIRST_VARIANT = `CROSS JOIN LATERAL (SELECT v.sku_id FROM variants v WHERE v.site_id = p.site_id
  AND v.product_id = p.product_id AND v.published ORDER BY v.sort_order, v.sku_id LIMIT 1) fv`;

type ProductRow = Record<string, unknown> & { productId: string };
const productCaches = new WeakMap<pg.Pool, Map<string, ProductRow>>();
const PRODUCT_CACHE_ENTRIES = 5_000;

/**
 * Name, slug, first image and price rows (every group's, with their windows) of suggested
 * products, in the given order. A row is kept until the catalogue version moves (DESIGN §2:
 * immutable data; the seed and the importer move it), as search keeps its cards: typeahead asks
 * for the same few products over and over; prices are resolved per request for the shopper.
 */
const suggestedProducts = async (
  pool: pg.Pool,
  siteId: string,
  ids: string[],
): Promise<ProductRow[]> => {
  if (ids.length === 0) return [];
  let cache = productCaches.get(pool);
  if (!cache) {
    cache = new Map();
    productCaches.set(pool, cache);
  }
  const prefix = `${siteId}|${await catalogVersion(pool, siteId)}|`;
  const missing = ids.filter((id) => !cache.has(prefix + id));
  if (missing.length > 0) {
    const { rows } = await pool.query<ProductRow>({
      name: 'typeahead-products-by-id',
      text: `SELECT ${PRODUCT_FIELDS}
        FROM unnest($2::text[]) AS ids(id)
        JOIN products p ON p.site_id = $1 AND p.product_id = ids.id ${FIRST_VARIANT}`,
      values: [siteId, missing],
    });
    for (const r of rows) cache.set(prefix + r.productId, r);
    while (cache.size > PRODUCT_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return ids.flatMap((id) => {
    const row = cache.get(prefix + id);
    return row ? [row] : [];
  });
};

/**
 * Typeahead: terms, categories and brands from the site's in-memory index; products of a one-word
 * prefix from the best-rated lists of the words it starts (one query for their names, image and
 * prices); a prefix of several words asks the search read model for products matching every word
 * with the last one as a prefix.
 */
export const createTypeaheadRepo = (pool: pg.Pool): TypeaheadRepo => ({
  async suggest({ siteId, prefix, limit }) {
    const words = termWords(prefix);
    if (words.length === 0) return { terms: [], categories: [], brands: [], products: [] };
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

    let products: Array<Record<string, unknown>>;
    if (words.length === 1) {
      // The best of the words' best: each list is sorted, so their union holds the overall top.
      const rating = (id: string) => ratings.ratings[ratings.ordOf.get(id) ?? -1] ?? -1;
      const ids = [...new Set(matching.flatMap((w) => w.top))]
        .filter((id) => ratings.ordOf.has(id))
        .sort((a, b) => rating(b) - rating(a) || (a < b ? -1 : 1))
        .slice(0, limit);
      products = await suggestedProducts(pool, siteId, ids);
    } else {
      // tsquery text built from letters and digits only (termWords), the last word as a prefix.
      const tsq = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
      const { rows } = await pool.query({
        name: 'typeahead-products',
        text: `SELECT ${PRODUCT_FIELDS}
          FROM (SELECT p.* FROM search_products sp JOIN products p USING (site_id, product_id)
            WHERE sp.site_id = $1 AND sp.document @@ to_tsquery($2::regconfig, $3)
            ORDER BY sp.rating DESC, sp.product_id LIMIT $4) p ${FIRST_VARIANT}`,
        values: [siteId, await textConfigOf(pool, siteId), tsq, limit],
      });
      products = rows;
    }
    return {
      terms,
      categories,
      brands,
      products: products.map(({ prices, ...p }) => ({
        ...(p as { productId: string; skuId: string; displayName: string; slug: string }),
        image: (p.image as string | null) ?? null,
        priceRows: toPriceRows(prices as Parameters<typeof toPriceRows>[0]),
      })),
    };
  },
});
