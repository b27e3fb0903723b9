CREATE TABLE "search_products" (
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"brand_name" text NOT NULL,
	"color_group" text,
	"rating" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category_path" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "search_products_site_id_product_id_pk" PRIMARY KEY("site_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "catalog_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_products" ADD CONSTRAINT "search_products_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_products_document_idx" ON "search_products" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_products_category_path_idx" ON "search_products" USING gin ("category_path");--> statement-breakpoint
-- Databases seeded before the read model existed: fill it once from products (the seed and the
-- importer maintain it from here on, in refreshSearchDocuments()).
INSERT INTO "search_products" ("site_id", "product_id", "document", "brand_name", "color_group", "rating", "created_at", "category_path")
SELECT "site_id", "product_id", coalesce("search_document", ''::tsvector), "brand_name", "primary_color_group", "rating_average", "created_at", "category_path"
FROM "products" WHERE "published"
ON CONFLICT DO NOTHING;
