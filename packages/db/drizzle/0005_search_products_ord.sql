ALTER TABLE "search_products" ADD COLUMN "ord" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Read models filled before this column: number each site's rows once.
UPDATE "search_products" sp SET "ord" = n.ord
FROM (SELECT "site_id", "product_id", row_number() OVER (PARTITION BY "site_id" ORDER BY "product_id") AS ord
      FROM "search_products") n
WHERE sp."site_id" = n."site_id" AND sp."product_id" = n."product_id";
