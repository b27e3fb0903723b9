import type pg from 'pg';
import type { ProductRef } from '../../contract';
import { availableProducts } from '../inventory';
import { cardPrices } from '../pricing';
import { productCards } from '../product';
import { facetSnapshot, indexed } from './facet-snapshot';
import { type MatchSet, matchSetOf } from './match-set';
import type { SearchRepo } from './search.service';
import { textTerms, tsqueryWithSynonyms } from './synonyms';
import { knownOrds, matchingOrds } from './term-cache';
import { termWords, textConfigOf } from './text-config';
import { rankedOrds, readyTextIndex } from './text-index';
import { fold, type VocabularyWord } from './typo';
import { vocabularyIndex } from './vocabulary';

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

  async match({ tenant, filters, price, zoneId, storeId, now, cap }): Promise<MatchSet> {
    const siteId = tenant.siteId;
    const words = filters.term ? termWords(filters.term) : [];
    if (filters.term && words.length === 0) return matchSetOf([]);
    const values: unknown[] = [siteId];
    const where = ['sp.site_id = $1'];
    let tsq = '';
    let rankTsq = '';
    let ranking = '';
    if (words.length > 0) {
      values.push(cap, await textConfigOf(pool, siteId));
      const q = await tsqueryWithSynonyms(pool, siteId, words, 4, '$3::regconfig');
      values.push(...q.values);
      tsq = q.sql;
      rankTsq = q.rankSql;
      where.push('sp.document @@ tsq.q');
      ranking = typedWordsFirst(words, values);
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
        SELECT sp.ord FROM (SELECT ${tsq} AS q, ${rankTsq} AS r) tsq, search_products sp
        WHERE ${where.join(' AND ')}
        ORDER BY ${ranking} ts_rank(sp.document, tsq.r) DESC, sp.rating DESC LIMIT $2) m`
        : `SELECT string_agg(sp.ord::text, ',') FROM search_products sp WHERE ${where.join(' AND ')}`;
    const none = Promise.resolve(null);
    // A term alone matches and ranks in memory once the site's text index is built (the same
    // order as the SQL); a category or collection scope, and terms it cannot read, ask the SQL.
    const inMemory =
      words.length > 0 && !filters.categoryId && !filters.collectionId
        ? async () => {
            const [index, terms, snap] = await Promise.all([
              readyTextIndex(pool, siteId),
              textTerms(pool, siteId, words),
              facetSnapshot(pool, siteId),
            ]);
            return index && terms ? rankedOrds(index, terms, snap.ratings, cap) : null;
          }
        : undefined;
    const [ords, snap, prices, home, pickup] = await Promise.all([
      matchingOrds(pool, siteId, sql, values, inMemory),
      facetSnapshot(pool, siteId),
      cardPrices(pool, siteId, price, now),
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

  cards: (tenant, productIds, price, now) => productCards(pool, tenant, productIds, price, now),

  async vocabulary(siteId, word): Promise<VocabularyWord[]> {
    return (await vocabularyIndex(pool, siteId)).nearest(fold(word));
  },
});

/**
 * Ranks the words the shopper typed above what only widens recall (issue 19): a name holding
 * every typed word (stemmed and accent-folded by the site's configuration: singular or plural,
 * with or without accents) first, then names holding more of them, then products holding them
 * anywhere (brand, category, keywords); synonym and prefix matches come after, by ts_rank.
 * Pushes its parameters on `values`; answers ORDER BY terms (each ending with a comma).
 */
export const typedWordsFirst = (words: readonly string[], values: unknown[]): string => {
  const at = (value: string) => {
    values.push(value);
    return `to_tsquery($3::regconfig, $${values.length})`;
  };
  const inName = at(words.map((w) => `${w}:A`).join(' & '));
  const each = words.length > 1 ? words.map((w) => `(sp.document @@ ${at(`${w}:A`)})::int`) : [];
  const anywhere = at(words.join(' & '));
  return [
    `(sp.document @@ ${inName}) DESC,`,
    ...(each.length > 0 ? [`(${each.join(' + ')}) DESC,`] : []),
    `(sp.document @@ ${anywhere}) DESC,`,
  ].join(' ');
};
