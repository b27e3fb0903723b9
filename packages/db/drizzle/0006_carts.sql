ALTER TABLE "cart_lines" ADD COLUMN "kind" text DEFAULT 'PRODUCT' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "seen_unit_price" bigint;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "location_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "location_label" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "store_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_product_idx" ON "cart_lines" USING btree ("cart_id","sku_id") WHERE "cart_lines"."parent_line_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_user_idx" ON "carts" USING btree ("site_id","user_id") WHERE "carts"."status" = 'open' AND "carts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "carts_open_guest_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."status" = 'open' AND "carts"."user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" BETWEEN 1 AND 9999);