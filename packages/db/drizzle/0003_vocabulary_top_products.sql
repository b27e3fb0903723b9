ALTER TABLE "search_vocabulary" ADD COLUMN "top_products" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Vocabularies built before this column: fill it once (refreshVocabulary() keeps it from here on).
UPDATE "search_vocabulary" v SET "top_products" = x.top
FROM (
  SELECT site_id, word, (array_agg(product_id ORDER BY rating DESC, product_id))[1:6] AS top
  FROM (
    SELECT DISTINCT p.site_id, p.product_id, p.rating_average AS rating, regexp_split_to_table(
             lower(fierro_unaccent(p.display_name || ' ' || p.brand_name || ' ' || p.keywords || ' ' ||
               coalesce((SELECT string_agg(c.name, ' ') FROM categories c
                         WHERE c.site_id = p.site_id AND c.category_id = ANY (p.category_path)), ''))),
             '[^a-z0-9]+') AS word
    FROM products p WHERE p.published
  ) w
  WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
  GROUP BY site_id, word
) x
WHERE v.site_id = x.site_id AND v.word = x.word;
