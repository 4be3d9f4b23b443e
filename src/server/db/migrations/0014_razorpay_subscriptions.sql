CREATE TABLE "provider_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"period" text NOT NULL,
	"interval" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider_plan_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_plans_one_per_schedule" ON "provider_plans" USING btree ("provider","period","interval","amount_paise");