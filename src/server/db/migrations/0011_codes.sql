CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_subtotal_paise" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_email_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email" text,
	"source" text DEFAULT 'admin' NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_kind" CHECK ("discount_codes"."kind" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."value" between 1 and 100) or ("discount_codes"."kind" = 'fixed' and "discount_codes"."value" > 0) or ("discount_codes"."kind" = 'free_shipping' and "discount_codes"."value" = 0)),
	CONSTRAINT "discount_codes_used" CHECK ("discount_codes"."used_count" >= 0),
	CONSTRAINT "discount_codes_limits" CHECK (coalesce("discount_codes"."usage_limit", 1) > 0 and coalesce("discount_codes"."per_email_limit", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"email" text NOT NULL,
	"discount_paise" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_redemptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_codes_email_idx" ON "discount_codes" USING btree ("email") WHERE "discount_codes"."email" is not null;--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_email_idx" ON "discount_redemptions" USING btree ("code_id","email") WHERE "discount_redemptions"."released_at" is null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount" CHECK ("order_items"."discount_paise" >= 0 and "order_items"."discount_paise" <= "order_items"."total_price_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount" CHECK ("orders"."discount_paise" >= 0 and "orders"."discount_paise" <= "orders"."subtotal_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."shipping_paise" + "orders"."tax_paise" + "orders"."cod_fee_paise");--> statement-breakpoint
-- Decision 126: a code's use is given back whenever its order is cancelled, by whatever path (the
-- expiry job, a failed payment, the owner, a returned cash order), and taken again if the order comes
-- back to life (a late payment, the owner reopening it) while the code still has uses left.
CREATE FUNCTION discount_order_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
    FOR r IN UPDATE discount_redemptions SET released_at = now()
      WHERE order_id = NEW.id AND released_at IS NULL RETURNING code_id
    LOOP
      UPDATE discount_codes SET used_count = used_count - 1, updated_at = now() WHERE id = r.code_id;
    END LOOP;
  ELSIF OLD.status = 'cancelled' AND NEW.status <> 'cancelled' THEN
    FOR r IN SELECT id, code_id FROM discount_redemptions WHERE order_id = NEW.id AND released_at IS NOT NULL
    LOOP
      UPDATE discount_codes SET used_count = used_count + 1, updated_at = now()
        WHERE id = r.code_id AND (usage_limit IS NULL OR used_count < usage_limit);
      IF FOUND THEN
        UPDATE discount_redemptions SET released_at = NULL WHERE id = r.id;
      END IF;
    END LOOP;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER discount_order_status AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION discount_order_status_changed();
