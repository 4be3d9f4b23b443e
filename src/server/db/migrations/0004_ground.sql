ALTER TABLE "moods" ADD COLUMN "offered_in_subscriptions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "moods" SET "offered_in_subscriptions" = false WHERE "code" IN ('bold-adventurous', 'soulful-slow', 'creative-inspired');
