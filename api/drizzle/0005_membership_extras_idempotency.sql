ALTER TABLE "member_addons" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "member_subscriptions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "member_addons_member_key_uq" ON "member_addons" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_subscriptions_member_key_uq" ON "member_subscriptions" USING btree ("member_id","idempotency_key");