CREATE TABLE "captcha_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_spent" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"order_id" uuid,
	"return_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_return_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"comment" text,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"refund_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_quantity" CHECK ("order_returns"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_history" ADD CONSTRAINT "order_return_history_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_payment_id_test_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_gateway_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_spent_expiry_idx" ON "captcha_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "loyalty_points_user_idx" ON "loyalty_points" USING btree ("user_id","site_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_points_earned_idx" ON "loyalty_points" USING btree ("order_id") WHERE "loyalty_points"."kind" = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_points_reversed_idx" ON "loyalty_points" USING btree ("return_id") WHERE "loyalty_points"."kind" = 'reversed';--> statement-breakpoint
CREATE INDEX "order_return_history_return_idx" ON "order_return_history" USING btree ("return_id","at");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","line_id");--> statement-breakpoint
CREATE INDEX "order_returns_user_idx" ON "order_returns" USING btree ("user_id","created_at");--> statement-breakpoint
-- The points ledger is append-only (DESIGN §5): a balance is a sum, never an overwritten number.
CREATE FUNCTION fierro_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER loyalty_points_append_only BEFORE UPDATE OR DELETE ON "loyalty_points"
  FOR EACH ROW EXECUTE FUNCTION fierro_append_only();
