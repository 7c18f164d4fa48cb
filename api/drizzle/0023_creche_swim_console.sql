CREATE TABLE "swim_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"makeup_credits_per_term" integer NOT NULL,
	"makeup_expiry_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swim_terms_dates_check" CHECK (ends_on >= starts_on),
	CONSTRAINT "swim_terms_makeups_check" CHECK (makeup_credits_per_term >= 0 and makeup_expiry_days >= 1)
);
--> statement-breakpoint
CREATE TABLE "creche_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"weekdays" text[] NOT NULL,
	"start_time" text NOT NULL,
	"duration_min" integer NOT NULL,
	"capacity" integer NOT NULL,
	"min_age_months" integer NOT NULL,
	"max_age_months" integer NOT NULL,
	"room" text,
	"starts_on" text NOT NULL,
	"ends_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "creche_series_ages_check" CHECK (min_age_months >= 0 and max_age_months >= min_age_months)
);
--> statement-breakpoint
ALTER TABLE "club_audit_log" DROP CONSTRAINT "club_audit_log_area_check";--> statement-breakpoint
ALTER TABLE "swim_classes" ADD COLUMN "term_id" integer;--> statement-breakpoint
ALTER TABLE "creche_sessions" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "creche_sessions" ADD COLUMN "occurrence_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creche_sessions" ADD COLUMN "min_age_months" integer;--> statement-breakpoint
ALTER TABLE "creche_sessions" ADD COLUMN "max_age_months" integer;--> statement-breakpoint
ALTER TABLE "creche_sessions" ADD COLUMN "room" text;--> statement-breakpoint
ALTER TABLE "creche_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "swim_terms" ADD CONSTRAINT "swim_terms_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creche_series" ADD CONSTRAINT "creche_series_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swim_terms_club_idx" ON "swim_terms" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "creche_series_club_idx" ON "creche_series" USING btree ("club_id");--> statement-breakpoint
ALTER TABLE "swim_classes" ADD CONSTRAINT "swim_classes_term_id_swim_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."swim_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creche_sessions" ADD CONSTRAINT "creche_sessions_series_id_creche_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."creche_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creche_sessions_series_occurrence_uq" ON "creche_sessions" USING btree ("series_id","occurrence_start");--> statement-breakpoint
ALTER TABLE "club_audit_log" ADD CONSTRAINT "club_audit_log_area_check" CHECK ("area" in ('features', 'branding', 'capacity', 'timetable', 'trainers', 'membership-types', 'add-ons', 'promo-codes', 'vouchers', 'shop', 'staff', 'club-details', 'creche', 'swim-school'));