ALTER TABLE "clubs" ADD COLUMN "mail_from_name" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "mail_from_address" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mobile_verifications" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "mobile_verifications" ADD COLUMN "email" text;