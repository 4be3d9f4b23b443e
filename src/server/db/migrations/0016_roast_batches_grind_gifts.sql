CREATE TABLE "order_batches" (
	"order_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_batches_order_id_batch_id_pk" PRIMARY KEY("order_id","batch_id"),
	CONSTRAINT "order_batches_quantity" CHECK ("order_batches"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "roast_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"roasted_on" date NOT NULL,
	"bags" integer NOT NULL,
	"remaining" integer NOT NULL,
	"state" text DEFAULT 'selling' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roast_batches_code_unique" UNIQUE("code"),
	CONSTRAINT "roast_batches_bags" CHECK ("roast_batches"."bags" > 0),
	CONSTRAINT "roast_batches_remaining" CHECK ("roast_batches"."remaining" >= 0 and "roast_batches"."remaining" <= "roast_batches"."bags"),
	CONSTRAINT "roast_batches_state" CHECK ("roast_batches"."state" in ('selling', 'aged', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "chicory_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_batches" ADD CONSTRAINT "order_batches_batch_id_roast_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."roast_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roast_batches" ADD CONSTRAINT "roast_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_batches_batch_idx" ON "order_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "roast_batches_product_idx" ON "roast_batches" USING btree ("product_id","roasted_on","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_chicory" CHECK ("order_items"."chicory_percent" is null or "order_items"."chicory_percent" in (0, 20, 30));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('order', 'release', 'adjustment', 'restock', 'correction', 'batch', 'ageing'));--> statement-breakpoint
-- Stock held before batches existed becomes one opening batch per product, roasted "today" (its real
-- roast day was never recorded); the owner replaces it with real batches (decision 152).
INSERT INTO "roast_batches" ("product_id", "code", "roasted_on", "bags", "remaining", "notes")
SELECT "id", 'R' || to_char((now() AT TIME ZONE 'Asia/Kolkata')::date, 'YYMMDD') || '-P' || "id",
       (now() AT TIME ZONE 'Asia/Kolkata')::date, "stock_quantity", "stock_quantity", 'Opening stock (roast day not recorded)'
FROM "products" WHERE "track_inventory" AND "stock_quantity" > 0;
