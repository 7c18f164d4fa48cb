ALTER TABLE "club_audit_log" DROP CONSTRAINT "club_audit_log_area_check";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "club_audit_log" ADD CONSTRAINT "club_audit_log_area_check" CHECK ("area" in ('features', 'branding', 'capacity', 'timetable', 'trainers', 'membership-types', 'add-ons', 'promo-codes', 'vouchers', 'shop', 'staff', 'club-details'));