DROP INDEX "orders_cart_pending_idx";--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_cancelled_by_address_idx" ON "orders" USING btree ("client_address","created_at") WHERE "orders"."status" = 'CANCELLED';