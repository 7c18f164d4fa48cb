CREATE TABLE "visit_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"tour_minutes" integer DEFAULT 30 NOT NULL,
	"tour_capacity" integer DEFAULT 2 NOT NULL,
	"trial_capacity" integer DEFAULT 2 NOT NULL,
	"casual_fee_cents" integer DEFAULT 2500 NOT NULL,
	"waiver_text" text,
	CONSTRAINT "visit_settings_club_id_unique" UNIQUE("club_id")
);
--> statement-breakpoint
CREATE TABLE "visit_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	"slot_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_slots_kind_check" CHECK ("kind" in ('tour', 'trial')),
	CONSTRAINT "visit_slots_booked_check" CHECK (booked >= 0 and booked <= capacity)
);
--> statement-breakpoint
ALTER TABLE "casual_visits" ADD COLUMN "prospect_id" integer;--> statement-breakpoint
ALTER TABLE "casual_visits" ADD COLUMN "signature_png" text;--> statement-breakpoint
ALTER TABLE "casual_visits" ADD COLUMN "guarantor_name" text;--> statement-breakpoint
ALTER TABLE "casual_visits" ADD COLUMN "guarantor_signature_png" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referrer_email" text;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "prospect_id" integer;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "class_schedule_id" integer;--> statement-breakpoint
ALTER TABLE "waivers" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "waivers" ADD COLUMN "guarantor_email" text;--> statement-breakpoint
ALTER TABLE "waivers" ADD COLUMN "guarantor_mobile" text;--> statement-breakpoint
ALTER TABLE "visit_settings" ADD CONSTRAINT "visit_settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_slots" ADD CONSTRAINT "visit_slots_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_slots_club_key_uq" ON "visit_slots" USING btree ("club_id","slot_key");--> statement-breakpoint
ALTER TABLE "casual_visits" ADD CONSTRAINT "casual_visits_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_class_schedule_id_class_schedules_id_fk" FOREIGN KEY ("class_schedule_id") REFERENCES "public"."class_schedules"("id") ON DELETE no action ON UPDATE no action;