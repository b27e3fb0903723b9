CREATE TYPE "public"."account_kind" AS ENUM('person', 'company');--> statement-breakpoint
CREATE TYPE "public"."audience" AS ENUM('guest', 'business');--> statement-breakpoint
CREATE TYPE "public"."badge_type" AS ENUM('NEW', 'DISCOUNT', 'EXCLUSIVE', 'COMBO', 'MXN', 'AB', 'MXN_PROMOTION', 'CMR_MXN_PROMOTION', 'SECOND_PROMOTION', 'INTERNATIONAL_SHIPPING', 'BANK_PROMOTION_MSI', 'BANK_PROMOTION');--> statement-breakpoint
CREATE TYPE "public"."banner_placement" AS ENUM('header', 'content', 'no-result');--> statement-breakpoint
CREATE TYPE "public"."company_role" AS ENUM('admin', 'buyer');--> statement-breakpoint
CREATE TYPE "public"."content_placement" AS ENUM('home_banner', 'showcase', 'brand');--> statement-breakpoint
CREATE TYPE "public"."delivery_method" AS ENUM('homeDelivery', 'pickupInStore', 'buyAtStore', 'storePickUp');--> statement-breakpoint
CREATE TYPE "public"."facility_kind" AS ENUM('store', 'warehouse');--> statement-breakpoint
CREATE TYPE "public"."geo_level" AS ENUM('state', 'city', 'municipal', 'district');--> statement-breakpoint
CREATE TYPE "public"."identity_provider" AS ENUM('FACEBOOK', 'LIVELO');--> statement-breakpoint
CREATE TYPE "public"."login_type" AS ENUM('DEFAULT', 'LIVELO');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('IMAGE', 'VIDEO', 'SPIN');--> statement-breakpoint
CREATE TYPE "public"."price_type" AS ENUM('NORMAL', 'INTERNET', 'CMR', 'EVENT', 'M2', 'AB', 'PRECIOS_PRO', 'COMBO', 'SAVING', 'AggregatedBundlePrice');--> statement-breakpoint
CREATE TYPE "public"."promotion_type" AS ENUM('MULTI_UNIT', 'SECOND_UNIT', 'A_PLUS_B', 'COMBO', 'BANK');--> statement-breakpoint
CREATE TYPE "public"."sale_unit" AS ENUM('unit', 'm2', 'litre', 'metre');--> statement-breakpoint
CREATE TYPE "public"."variant_kind" AS ENUM('COLOR', 'SIZE', 'COLOR_AND_SIZE');--> statement-breakpoint
CREATE TABLE "badges" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku_id" text,
	"type" "badge_type" NOT NULL,
	"label" text NOT NULL,
	"value" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"site_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	CONSTRAINT "brands_site_id_brand_id_pk" PRIMARY KEY("site_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"site_id" text NOT NULL,
	"category_id" text NOT NULL,
	"parent_id" text,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"path" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"kind" text,
	CONSTRAINT "categories_site_id_category_id_pk" PRIMARY KEY("site_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "collection_products" (
	"site_id" text NOT NULL,
	"collection_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_products_site_id_collection_id_product_id_pk" PRIMARY KEY("site_id","collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"site_id" text NOT NULL,
	"collection_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	CONSTRAINT "collections_site_id_collection_id_pk" PRIMARY KEY("site_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku_id" text,
	"kind" "media_kind" NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"alt_text" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "product_attributes_site_id_product_id_pk" PRIMARY KEY("site_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"linked_product_id" text NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_links_site_id_product_id_kind_linked_product_id_pk" PRIMARY KEY("site_id","product_id","kind","linked_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_services" (
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "product_services_site_id_product_id_sku_id_pk" PRIMARY KEY("site_id","product_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"display_name" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand_id" text,
	"brand_name" text DEFAULT '' NOT NULL,
	"category_id" text,
	"category_path" text[] DEFAULT '{}'::text[] NOT NULL,
	"variant_kind" "variant_kind",
	"sale_unit" "sale_unit" DEFAULT 'unit' NOT NULL,
	"coverage_per_box" real,
	"litres" real,
	"yield_per_litre" real,
	"keywords" text DEFAULT '' NOT NULL,
	"primary_color_group" text,
	"base_price" bigint,
	"rating_average" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search_document" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_site_id_product_id_pk" PRIMARY KEY("site_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specifications" (
	"site_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sort_order" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"unit" text,
	CONSTRAINT "specifications_site_id_product_id_sort_order_pk" PRIMARY KEY("site_id","product_id","sort_order")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"site_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"ean" text,
	"model_number" text,
	"color" text,
	"color_group" text,
	"color_hex" text,
	"size" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "variants_site_id_sku_id_pk" PRIMARY KEY("site_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"cart_id" uuid NOT NULL,
	"line_id" integer NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"parent_line_id" integer,
	"delivery_method" "delivery_method",
	"pickup_store_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_id_line_id_pk" PRIMARY KEY("cart_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"user_id" uuid,
	"price_group" text,
	"zone_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_line_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"order_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_lines" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"limit_amount" bigint NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"user_details" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"list_id" uuid NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_list_id_sku_id_pk" PRIMARY KEY("list_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"line_id" integer NOT NULL,
	"sku_id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"price_type" text NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "order_lines_order_id_line_id_pk" PRIMARY KEY("order_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid,
	"company_id" uuid,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"currency" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"payment_method" text,
	"delivery_method" "delivery_method",
	"pickup_store_id" text,
	"address" jsonb,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_orderNumber_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"quotation_id" uuid NOT NULL,
	"line_id" integer NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "quotation_lines_quotation_id_line_id_pk" PRIMARY KEY("quotation_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"quotation_number" text NOT NULL,
	"company_id" uuid,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"currency" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_quotationNumber_unique" UNIQUE("quotation_number")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"audience" "audience",
	"placement" "banner_placement" NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"image" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"audience" "audience" NOT NULL,
	"placement" "content_placement" NOT NULL,
	"sort_order" integer NOT NULL,
	"desktop_image" text NOT NULL,
	"mobile_image" text NOT NULL,
	"link" text NOT NULL,
	"alt_text" text NOT NULL,
	"cta_type" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "smart_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"button_label" text NOT NULL,
	"icon_image" text NOT NULL,
	"android_url" text,
	"ios_url" text,
	"rating" text
);
--> statement-breakpoint
CREATE TABLE "delivery_rules" (
	"site_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"method" "delivery_method" NOT NULL,
	"lead_days_min" smallint NOT NULL,
	"lead_days_max" smallint NOT NULL,
	"cost" bigint NOT NULL,
	"currency" text NOT NULL,
	"cutoff_hour" smallint DEFAULT 14 NOT NULL,
	"free_from" bigint,
	"weekdays" smallint[] DEFAULT '{1,2,3,4,5,6}'::smallint[] NOT NULL,
	CONSTRAINT "delivery_rules_site_id_zone_id_method_pk" PRIMARY KEY("site_id","zone_id","method")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"site_id" text NOT NULL,
	"facility_id" text NOT NULL,
	"kind" "facility_kind" NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"area_id" text,
	"city" text NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	"opening_hours" jsonb,
	"opening_hours_text" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"pickup_enabled" boolean DEFAULT false NOT NULL,
	"phone" text,
	CONSTRAINT "facilities_site_id_facility_id_pk" PRIMARY KEY("site_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"site_id" text NOT NULL,
	"facility_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_site_id_sku_id_facility_id_pk" PRIMARY KEY("site_id","sku_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "zone_facilities" (
	"site_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"facility_id" text NOT NULL,
	"method" "delivery_method" NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "zone_facilities_site_id_zone_id_facility_id_method_pk" PRIMARY KEY("site_id","zone_id","facility_id","method")
);
--> statement-breakpoint
CREATE TABLE "geo_areas" (
	"area_id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"level" "geo_level" NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"latitude" real,
	"longitude" real
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"country" text NOT NULL,
	"zip_code" text NOT NULL,
	"area_id" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "zip_codes_country_zip_code_pk" PRIMARY KEY("country","zip_code")
);
--> statement-breakpoint
CREATE TABLE "zone_areas" (
	"site_id" text NOT NULL,
	"area_id" text NOT NULL,
	"zone_id" text NOT NULL,
	CONSTRAINT "zone_areas_site_id_area_id_pk" PRIMARY KEY("site_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"site_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"name" text NOT NULL,
	"price_group" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "zones_site_id_zone_id_pk" PRIMARY KEY("site_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"legal_name" text NOT NULL,
	"document_kind" text NOT NULL,
	"document" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "company_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_users_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"user_id" uuid NOT NULL,
	"account_kind" "account_kind" NOT NULL,
	"login_type" "login_type" DEFAULT 'DEFAULT' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"impersonated" boolean DEFAULT false NOT NULL,
	"agent_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"idle_expires_at" timestamp with time zone,
	"absolute_expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_external_ids" (
	"tenant" text NOT NULL,
	"provider" "identity_provider" NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_external_ids_tenant_provider_subject_pk" PRIMARY KEY("tenant","provider","subject")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"document_kind" text NOT NULL,
	"document" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_groups" (
	"site_id" text NOT NULL,
	"price_group" text NOT NULL,
	"name" text NOT NULL,
	"business" boolean DEFAULT false NOT NULL,
	CONSTRAINT "price_groups_site_id_price_group_pk" PRIMARY KEY("site_id","price_group")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"price_group" text,
	"type" "price_type" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"unit" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_items" (
	"site_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"role" text DEFAULT 'ITEM' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "promotion_items_site_id_promotion_id_sku_id_pk" PRIMARY KEY("site_id","promotion_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"site_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"type" "promotion_type" NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"buy_quantity" integer,
	"pay_quantity" integer,
	"discount_percent" real,
	"bundle_amount" bigint,
	"bank" text,
	"months" integer,
	"interest_free" boolean,
	"monthly_rate" real,
	"min_amount" bigint,
	"price_group" text,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	CONSTRAINT "promotions_site_id_promotion_id_pk" PRIMARY KEY("site_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"terms" text[] NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"site_id" text NOT NULL,
	"word" text NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "search_vocabulary_site_id_word_pk" PRIMARY KEY("site_id","word")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"site_id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"text_search_config" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_tenant_unique" UNIQUE("tenant")
);
--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_site_id_parent_id_categories_site_id_category_id_fk" FOREIGN KEY ("site_id","parent_id") REFERENCES "public"."categories"("site_id","category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_site_id_collection_id_collections_site_id_collection_id_fk" FOREIGN KEY ("site_id","collection_id") REFERENCES "public"."collections"("site_id","collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_site_id_linked_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","linked_product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_services" ADD CONSTRAINT "product_services_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_brand_id_brands_site_id_brand_id_fk" FOREIGN KEY ("site_id","brand_id") REFERENCES "public"."brands"("site_id","brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_category_id_categories_site_id_category_id_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."categories"("site_id","category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_site_id_product_id_products_site_id_product_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_line_movements" ADD CONSTRAINT "credit_line_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_line_movements" ADD CONSTRAINT "credit_line_movements_company_id_credit_lines_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."credit_lines"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_banners" ADD CONSTRAINT "smart_banners_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rules" ADD CONSTRAINT "delivery_rules_site_id_zone_id_zones_site_id_zone_id_fk" FOREIGN KEY ("site_id","zone_id") REFERENCES "public"."zones"("site_id","zone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_area_id_geo_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."geo_areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_site_id_sku_id_variants_site_id_sku_id_fk" FOREIGN KEY ("site_id","sku_id") REFERENCES "public"."variants"("site_id","sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_site_id_facility_id_facilities_site_id_facility_id_fk" FOREIGN KEY ("site_id","facility_id") REFERENCES "public"."facilities"("site_id","facility_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_facilities" ADD CONSTRAINT "zone_facilities_site_id_zone_id_zones_site_id_zone_id_fk" FOREIGN KEY ("site_id","zone_id") REFERENCES "public"."zones"("site_id","zone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_facilities" ADD CONSTRAINT "zone_facilities_site_id_facility_id_facilities_site_id_facility_id_fk" FOREIGN KEY ("site_id","facility_id") REFERENCES "public"."facilities"("site_id","facility_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_areas" ADD CONSTRAINT "geo_areas_parent_id_geo_areas_area_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."geo_areas"("area_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_codes" ADD CONSTRAINT "zip_codes_area_id_geo_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."geo_areas"("area_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_areas" ADD CONSTRAINT "zone_areas_area_id_geo_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."geo_areas"("area_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_areas" ADD CONSTRAINT "zone_areas_site_id_zone_id_zones_site_id_zone_id_fk" FOREIGN KEY ("site_id","zone_id") REFERENCES "public"."zones"("site_id","zone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_external_ids" ADD CONSTRAINT "user_external_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups" ADD CONSTRAINT "price_groups_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_site_id_sku_id_variants_site_id_sku_id_fk" FOREIGN KEY ("site_id","sku_id") REFERENCES "public"."variants"("site_id","sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_site_id_promotion_id_promotions_site_id_promotion_id_fk" FOREIGN KEY ("site_id","promotion_id") REFERENCES "public"."promotions"("site_id","promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_site_id_sku_id_variants_site_id_sku_id_fk" FOREIGN KEY ("site_id","sku_id") REFERENCES "public"."variants"("site_id","sku_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_vocabulary" ADD CONSTRAINT "search_vocabulary_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badges_product_idx" ON "badges" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_idx" ON "brands" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE INDEX "categories_path_idx" ON "categories" USING gin ("path");--> statement-breakpoint
CREATE INDEX "collection_products_product_idx" ON "collection_products" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE INDEX "media_product_idx" ON "media" USING btree ("site_id","product_id","sort_order");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_category_path_idx" ON "products" USING gin ("category_path");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("site_id","brand_name");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("site_id","base_price");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("site_id","rating_average");--> statement-breakpoint
CREATE INDEX "products_color_idx" ON "products" USING btree ("site_id","primary_color_group");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "products_display_name_trgm_idx" ON "products" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("site_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE INDEX "variants_ean_idx" ON "variants" USING btree ("site_id","ean");--> statement-breakpoint
CREATE INDEX "variants_model_idx" ON "variants" USING btree ("site_id",lower("model_number"));--> statement-breakpoint
CREATE INDEX "variants_color_group_idx" ON "variants" USING btree ("site_id","color_group");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_line_movements_company_idx" ON "credit_line_movements" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "lists_user_idx" ON "lists" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotations_company_idx" ON "quotations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "banners_site_idx" ON "banners" USING btree ("site_id","placement","sort_order");--> statement-breakpoint
CREATE INDEX "content_entries_site_idx" ON "content_entries" USING btree ("site_id","audience","placement","sort_order");--> statement-breakpoint
CREATE INDEX "facilities_area_idx" ON "facilities" USING btree ("site_id","area_id");--> statement-breakpoint
CREATE INDEX "stock_facility_product_idx" ON "stock" USING btree ("site_id","facility_id","product_id") WHERE "stock"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "zone_facilities_facility_idx" ON "zone_facilities" USING btree ("site_id","facility_id");--> statement-breakpoint
CREATE INDEX "geo_areas_parent_idx" ON "geo_areas" USING btree ("country","parent_id");--> statement-breakpoint
CREATE INDEX "geo_areas_level_idx" ON "geo_areas" USING btree ("country","level");--> statement-breakpoint
CREATE INDEX "zip_codes_area_idx" ON "zip_codes" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "zone_areas_zone_idx" ON "zone_areas" USING btree ("site_id","zone_id");--> statement-breakpoint
CREATE INDEX "zones_code_idx" ON "zones" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_tenant_document_idx" ON "companies" USING btree ("tenant","document");--> statement-breakpoint
CREATE UNIQUE INDEX "company_users_user_idx" ON "company_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("tenant","email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_external_ids_user_idx" ON "user_external_ids" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_idx" ON "users" USING btree ("tenant","email");--> statement-breakpoint
CREATE INDEX "prices_sku_idx" ON "prices" USING btree ("site_id","sku_id");--> statement-breakpoint
CREATE INDEX "prices_group_type_idx" ON "prices" USING btree ("site_id","price_group","type");--> statement-breakpoint
CREATE INDEX "prices_amount_idx" ON "prices" USING btree ("site_id","amount") WHERE "prices"."type" = 'NORMAL';--> statement-breakpoint
CREATE INDEX "promotion_items_sku_idx" ON "promotion_items" USING btree ("site_id","sku_id");--> statement-breakpoint
CREATE INDEX "promotions_type_idx" ON "promotions" USING btree ("site_id","type");--> statement-breakpoint
CREATE INDEX "search_synonyms_terms_idx" ON "search_synonyms" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);