ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_link_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_link_url" text;--> statement-breakpoint
CREATE INDEX "orders_cod_open_idx" ON "orders" USING btree (right("customer_phone", 10)) WHERE "orders"."payment_status" = 'due_on_delivery';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_link_id_unique" UNIQUE("payment_link_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee" CHECK ("orders"."cod_fee_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('pending', 'paid', 'failed', 'refunded', 'partially_refunded', 'due_on_delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" + "orders"."shipping_paise" + "orders"."tax_paise" + "orders"."cod_fee_paise");