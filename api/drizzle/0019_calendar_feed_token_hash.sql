-- Feed tokens were stored in plain text: every existing feed URL is revoked (the member's next visit
-- to the bookings page shows a new link), and only a hash of the new tokens is kept.
DELETE FROM "calendar_feeds";--> statement-breakpoint
DROP INDEX "calendar_feeds_token_uq";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "nonce" text NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "last_read_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP COLUMN "token";