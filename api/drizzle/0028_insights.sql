CREATE INDEX "payments_club_created_idx" ON "payments" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "class_bookings_member_checked_in_idx" ON "class_bookings" USING btree ("member_id","checked_in_at") WHERE checked_in_at is not null;--> statement-breakpoint
CREATE INDEX "payment_refunds_club_created_idx" ON "payment_refunds" USING btree ("club_id","created_at");