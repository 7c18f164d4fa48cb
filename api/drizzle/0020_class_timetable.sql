CREATE TABLE "trainer_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"date" text NOT NULL,
	"start_time" text,
	"end_time" text,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"weekdays" text[] NOT NULL,
	"start_time" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text,
	"booking_window_days" integer NOT NULL,
	"cancel_cutoff_hours" integer NOT NULL,
	"late_cancel_fee_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "class_series_fee_check" CHECK (late_cancel_fee_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"date" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_audit_log" DROP CONSTRAINT "club_audit_log_area_check";--> statement-breakpoint
ALTER TABLE "class_schedules" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD COLUMN "occurrence_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD COLUMN "booking_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD COLUMN "cancel_cutoff_hours" integer;--> statement-breakpoint
ALTER TABLE "class_schedules" ADD COLUMN "late_cancel_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "pt_booking_types" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pt_booking_types" ADD COLUMN "requires_subscription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_exceptions" ADD CONSTRAINT "trainer_exceptions_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_series" ADD CONSTRAINT "class_series_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_closures" ADD CONSTRAINT "club_closures_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trainer_exceptions_trainer_date_idx" ON "trainer_exceptions" USING btree ("trainer_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "class_series_class_uq" ON "class_series" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "class_series_club_idx" ON "class_series" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_closures_club_date_uq" ON "club_closures" USING btree ("club_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "class_schedules_series_occurrence_uq" ON "class_schedules" USING btree ("series_id","occurrence_start");--> statement-breakpoint
ALTER TABLE "club_audit_log" ADD CONSTRAINT "club_audit_log_area_check" CHECK ("area" in ('features', 'branding', 'capacity', 'timetable', 'trainers'));