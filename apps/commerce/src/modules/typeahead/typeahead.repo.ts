import type pg from 'pg';
import { toPriceRows } from '../product/product.repo';
import { termWords, textConfigOf } from '../search/search.repo';
import type { TypeaheadRepo } from './typeahead.service';

/** The least string above every string starting with `prefix` (last character + 1). */
export const upperBound = (prefix: string): string =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * Typeahead over PostgreSQL: vocabulary words by prefix (most frequent first), categories and
 * brands whose folded name contains the prefix, products whose search document matches every
 * word with the last one as a prefix.
 */
export const createTypeaheadRepo = (pool: pg.Pool): TypeaheadRepo => ({
  async suggest({ siteId, prefix, limit }) {
    const words = termWords(prefix);
    if (words.length === 0) return { terms: [], categories: [], brands: [], products: [] };
    const last = words.at(-1)!;
    const head = words.slice(0, -1).join(' ');
    // tsquery text built from letters and digits only (termWords), the last word as a prefix.
    const tsq = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
    const cfg = await textConfigOf(pool, siteId);
    const [terms, categories, brands, products] = await Promise.all([
      pool.query<{ term: string; count: number }>({
        name: 'typeahead-terms',
        text: `SELECT CASE WHEN $3 = '' THEN word ELSE $3 || ' ' || word END AS term,
            frequency AS count FROM search_vocabulary
          WHERE site_id = $1 AND word >= $2 AND word < $5 AND word LIKE $2 || '%'
          ORDER BY frequency DESC, word LIMIT $4`,
        // A key range on the primary key (site_id, word) instead of a pattern scan.
        values: [siteId, last, head, limit, upperBound(last)],
      }),
      pool.query<{ id: string; name: string; slug: string }>({
        name: 'typeahead-categories',
        text: `SELECT category_id AS id, name, slug FROM categories
          WHERE site_id = $1 AND fierro_unaccent(lower(name)) LIKE '%' || $2 || '%'
          ORDER BY level, name LIMIT $3`,
        values: [siteId, prefix, limit],
      }),
      pool.query<{ name: string; count: number }>({
        name: 'typeahead-brands',
        text: `SELECT b.name, (SELECT count(*)::int FROM products p WHERE p.site_id = b.site_id
            AND p.brand_name = b.name AND p.published) AS count
          FROM brands b WHERE b.site_id = $1 AND fierro_unaccent(lower(b.name)) LIKE $2 || '%'
          ORDER BY b.name LIMIT $3`,
        values: [siteId, prefix, limit],
      }),
      pool.query({
        name: 'typeahead-products',
        text: `SELECT p.product_id AS "productId", fv.sku_id AS "skuId",
            p.display_name AS "displayName", p.slug,
            (SELECT md.url FROM media md WHERE md.site_id = p.site_id
              AND md.product_id = p.product_id AND md.kind = 'IMAGE'
              ORDER BY md.sort_order LIMIT 1) AS image,
            (SELECT json_agg(json_build_object('type', pr.type, 'amount', pr.amount,
              'currency', pr.currency, 'priceGroup', pr.price_group, 'validFrom', pr.valid_from,
              'validTo', pr.valid_to, 'unit', pr.unit))
              FROM prices pr WHERE pr.site_id = p.site_id AND pr.sku_id = fv.sku_id) AS prices
          FROM (SELECT p.* FROM products p WHERE p.site_id = $1 AND p.published
              AND p.search_document @@ to_tsquery($2::regconfig, $3)
            ORDER BY p.rating_average DESC LIMIT $4) p
          CROSS JOIN LATERAL (SELECT v.sku_id FROM variants v WHERE v.site_id = p.site_id
            AND v.product_id = p.product_id AND v.published ORDER BY v.sort_order, v.sku_id
            LIMIT 1) fv`,
        values: [siteId, cfg, tsq, limit],
      }),
    ]);
    return {
      terms: terms.rows.map((t) => ({ term: t.term, count: Number(t.count) })),
      categories: categories.rows,
      brands: brands.rows,
      products: products.rows.map(({ prices, ...p }) => ({ ...p, priceRows: toPriceRows(prices) })),
    };
  },
});
