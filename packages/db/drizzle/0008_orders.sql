CREATE TABLE "idempotency_keys" (
	"site_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid,
	"status" text DEFAULT 'processing' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_site_id_key_pk" PRIMARY KEY("site_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"facility_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_payments_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "test_gateway_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_idempotencyKey_unique";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_method" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "parent_line_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kind" text DEFAULT 'PRODUCT' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "saving" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "promotion_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivery_method" "delivery_method";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivery_date_from" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivery_date_to" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "savings" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fiscal_document" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_orderNumber_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_number_unique" UNIQUE("site_id","order_number");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("id") WHERE "outbox"."dispatched_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_reservations_order_idx" ON "stock_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'PAYMENT_PENDING';--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "discount";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "shipping";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "delivery_method";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "pickup_store_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "address";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";--> statement-breakpoint
-- Order numbers per site from a sequence of its own (issue 22): gapless enough, never repeated.
CREATE SEQUENCE IF NOT EXISTS "order_number_socl" START 100001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "order_number_hocl" START 100001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "order_number_soco" START 100001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "order_number_soar" START 100001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "order_number_souy" START 100001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "order_number_sobr" START 100001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "order_number_sope" START 100001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "order_number_somx" START 100001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "order_number_dicico" START 100001;
