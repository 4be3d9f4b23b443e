CREATE TABLE "order_lookup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_up_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"payload" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_up_confirmations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sign_up_confirmations_kind" CHECK ("sign_up_confirmations"."kind" in ('newsletter', 'subscription'))
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_customer" integer;--> statement-breakpoint
ALTER TABLE "order_lookup_codes" ADD CONSTRAINT "order_lookup_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lookup_codes_order_idx" ON "order_lookup_codes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sign_up_confirmations_email_idx" ON "sign_up_confirmations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree (right("customer_phone", 10));--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_key") WHERE "orders"."client_key" is not null;--> statement-breakpoint
-- Addresses that signed up before double opt-in (decision 034) stay on the list as they were.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
