-- Issue 18: a notification's recipient is a member or, for a sign-in user with no member record
-- (a swim-school guardian), the user; exactly one of the two. Preferences follow the same rule,
-- so their primary key becomes a surrogate id with one unique index per kind of recipient.
ALTER TABLE "notifications" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_recipient_check" CHECK ((member_id is null) <> (user_id is null));--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null and user_id is not null;--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_member_id_event_type_channel_pk";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_one_recipient_check" CHECK ((member_id is null) <> (user_id is null));--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_member_uq" ON "notification_preferences" USING btree ("member_id","event_type","channel") WHERE member_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_user_uq" ON "notification_preferences" USING btree ("user_id","event_type","channel") WHERE user_id is not null;--> statement-breakpoint
ALTER TABLE "club_audit_log" DROP CONSTRAINT "club_audit_log_area_check";--> statement-breakpoint
ALTER TABLE "club_audit_log" ADD CONSTRAINT "club_audit_log_area_check" CHECK ("club_audit_log"."area" in ('features', 'branding', 'capacity'));
