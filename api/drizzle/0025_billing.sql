CREATE TABLE "billing_debits" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"agreement_kind" text NOT NULL,
	"agreement_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_failed_on" date,
	"next_attempt_on" date,
	"last_payment_id" integer,
	"last_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_debits_kind_check" CHECK ("agreement_kind" in ('membership', 'addon', 'subscription')),
	CONSTRAINT "billing_debits_status_check" CHECK ("status" in ('pending', 'paid', 'failed', 'exhausted', 'waived', 'cancelled')),
	CONSTRAINT "billing_debits_amount_check" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"retry_days" jsonb NOT NULL,
	"stop_bookings_after" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"gateway_reference" text,
	"created_by_user_id" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_status_check" CHECK ("status" in ('approved', 'failed')),
	CONSTRAINT "payment_refunds_amount_check" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_debits" ADD CONSTRAINT "billing_debits_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_debits" ADD CONSTRAINT "billing_debits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_debits" ADD CONSTRAINT "billing_debits_last_payment_id_payments_id_fk" FOREIGN KEY ("last_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_debits_agreement_due_uq" ON "billing_debits" USING btree ("agreement_kind","agreement_id","due_date");--> statement-breakpoint
CREATE INDEX "billing_debits_club_status_idx" ON "billing_debits" USING btree ("club_id","status");--> statement-breakpoint
CREATE INDEX "billing_debits_member_idx" ON "billing_debits" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_club_key_uq" ON "payment_refunds" USING btree ("club_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");