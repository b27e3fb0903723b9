import type pg from 'pg';

/**
 * Builds products.search_document with the site's text search configuration (fierro_es or
 * fierro_pt: stemming with accent folding): name (A), brand (B), category names of its path (C),
 * keywords and its variants' colours and sizes (D). `productIds` limits it to some products.
 */
export const refreshSearchDocuments = async (
  client: pg.Pool | pg.PoolClient | pg.Client,
  siteId: string,
  productIds?: string[],
): Promise<void> => {
  await client.query(
    `UPDATE products p SET search_document =
        setweight(to_tsvector(s.text_search_config::regconfig, p.display_name), 'A')
     || setweight(to_tsvector(s.text_search_config::regconfig, p.brand_name), 'B')
     || setweight(to_tsvector(s.text_search_config::regconfig, coalesce((
          SELECT string_agg(c.name, ' ') FROM categories c
          WHERE c.site_id = p.site_id AND c.category_id = ANY (p.category_path)), '')), 'C')
     || setweight(to_tsvector(s.text_search_config::regconfig, p.keywords || ' ' || coalesce((
          SELECT string_agg(concat_ws(' ', v.color, v.size), ' ') FROM variants v
          WHERE v.site_id = p.site_id AND v.product_id = p.product_id), '')), 'D')
     FROM sites s
     WHERE s.site_id = p.site_id AND p.site_id = $1
       AND ($2::text[] IS NULL OR p.product_id = ANY ($2::text[]))`,
    [siteId, productIds ?? null],
  );
  await refreshSearchProducts(client, siteId, productIds);
};

/**
 * Rewrites the search read model (search_products) of the site, or of some of its products, from
 * products: published ones only. Called by refreshSearchDocuments() in the caller's transaction;
 * idempotent, and bumps the site's catalog_version so in-memory indexes rebuild.
 */
export const refreshSearchProducts = async (
  client: pg.Pool | pg.PoolClient | pg.Client,
  siteId: string,
  productIds?: string[],
): Promise<void> => {
  const ids = productIds ?? null;
  // Rewritten products keep their ord; new ones get numbers above every ord in use.
  await client.query(
    `WITH old AS (DELETE FROM search_products WHERE site_id = $1
         AND ($2::text[] IS NULL OR product_id = ANY ($2::text[])) RETURNING product_id, ord),
       top AS (SELECT coalesce(max(ord), 0) AS n FROM search_products WHERE site_id = $1)
     INSERT INTO search_products (site_id, product_id, ord, document, brand_name, color_group,
       rating, created_at, category_path)
     SELECT p.site_id, p.product_id,
       CASE WHEN $2::text[] IS NULL THEN row_number() OVER (ORDER BY p.product_id)
         ELSE coalesce(old.ord, top.n + row_number() OVER (ORDER BY p.product_id)) END,
       coalesce(p.search_document, ''::tsvector), p.brand_name, p.primary_color_group,
       p.rating_average, p.created_at, p.category_path
     FROM products p CROSS JOIN top LEFT JOIN old ON old.product_id = p.product_id
     WHERE p.site_id = $1 AND p.published
       AND ($2::text[] IS NULL OR p.product_id = ANY ($2::text[]))`,
    [siteId, ids],
  );
  await client.query('UPDATE sites SET catalog_version = catalog_version + 1 WHERE site_id = $1', [
    siteId,
  ]);
};

/** Suggestions kept per vocabulary word (typeahead shows six). */
export const TOP_PRODUCTS_PER_WORD = 6;

/**
 * The SQL of a site's vocabulary rows ($1: site): distinct lower-case unaccented words (3+
 * characters, not only digits) of published products' names, brands, keywords and category
 * names, with how many products use each and the best-rated ones.
 */
export const vocabularySql = `
  SELECT $1::text AS site_id, word, count(*)::int AS frequency,
    (array_agg(product_id ORDER BY rating DESC, product_id))[1:${TOP_PRODUCTS_PER_WORD}] AS top_products
  FROM (
    SELECT DISTINCT p.product_id, p.rating_average AS rating, regexp_split_to_table(
             lower(fierro_unaccent(p.display_name || ' ' || p.brand_name || ' ' || p.keywords || ' ' ||
               coalesce((SELECT string_agg(c.name, ' ') FROM categories c
                         WHERE c.site_id = p.site_id AND c.category_id = ANY (p.category_path)), ''))),
             '[^a-z0-9]+') AS word
    FROM products p WHERE p.site_id = $1 AND p.published
  ) w
  WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
  GROUP BY word`;

/** Rebuilds the site's vocabulary (vocabularySql). */
export const refreshVocabulary = async (
  client: pg.Pool | pg.PoolClient | pg.Client,
  siteId: string,
): Promise<void> => {
  await client.query('DELETE FROM search_vocabulary WHERE site_id = $1', [siteId]);
  await client.query(
    `INSERT INTO search_vocabulary (site_id, word, frequency, top_products) ${vocabularySql}`,
    [siteId],
  );
};
