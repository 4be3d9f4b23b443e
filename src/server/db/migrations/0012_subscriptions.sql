CREATE TABLE "sandbox_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"decline_next" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"amount_paise" integer NOT NULL,
	"provider_payment_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_cycles_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "subscription_cycles_status" CHECK ("subscription_cycles"."status" in ('charging', 'paid', 'failed', 'skipped', 'held'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"plan" text NOT NULL,
	"mood" text NOT NULL,
	"frequency" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"next_charge_at" timestamp with time zone,
	"resume_at" timestamp with time zone,
	"skip_next" boolean DEFAULT false NOT NULL,
	"current_cycle" integer DEFAULT 0 NOT NULL,
	"cycles_paid" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"last_product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"site_origin" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('created', 'active', 'paused', 'halted', 'cancelled')),
	CONSTRAINT "subscriptions_frequency" CHECK ("subscriptions"."frequency" in ('biweekly', 'monthly', '6weeks'))
);
--> statement-breakpoint
ALTER TABLE "subscription_cycles" ADD CONSTRAINT "subscription_cycles_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_cycles" ADD CONSTRAINT "subscription_cycles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_cycles_one_per_cycle" ON "subscription_cycles" USING btree ("subscription_id","cycle");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_charge_at") WHERE "subscriptions"."status" in ('active', 'paused');--> statement-breakpoint
CREATE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree ("customer_email");