CREATE TABLE "order_access_tokens" (
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_access_tokens_order_id_token_hash_pk" PRIMARY KEY("order_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "order_access_tokens" ADD CONSTRAINT "order_access_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Answers stored before the token was left out of them: the plain token goes (a replay of the key
-- mints a fresh one). A 201 holds it at the top, a 402 in its "order".
UPDATE "idempotency_keys" SET "response_body" = "response_body" - 'accessToken'
WHERE jsonb_typeof("response_body") = 'object' AND ("response_body" ? 'accessToken');--> statement-breakpoint
UPDATE "idempotency_keys" SET "response_body" = "response_body" #- '{order,accessToken}'
WHERE jsonb_typeof("response_body" -> 'order') = 'object' AND (("response_body" -> 'order') ? 'accessToken');
