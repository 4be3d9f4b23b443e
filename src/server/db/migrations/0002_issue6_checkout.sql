ALTER TABLE "orders" ADD COLUMN "payment_choice" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "site_origin" text;