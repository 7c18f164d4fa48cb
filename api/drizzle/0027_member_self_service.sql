CREATE TABLE "club_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"resign_required" boolean NOT NULL,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_documents_kind_check" CHECK ("kind" in ('terms', 'waiver', 'contract'))
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"signature_png" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freeze_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"fee_kind" text NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"max_per_year" integer NOT NULL,
	"notice_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freeze_types_fee_kind_check" CHECK ("fee_kind" in ('per-week', 'flat')),
	CONSTRAINT "freeze_types_days_check" CHECK (min_days >= 1 and max_days >= min_days)
);
--> statement-breakpoint
CREATE TABLE "membership_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"requested_on" date NOT NULL,
	"effective_date" date NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"remaining_debits" jsonb NOT NULL,
	"reason" text,
	"club_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_cancellations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "membership_cancellations_status_check" CHECK ("status" in ('requested', 'confirmed', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "cancel_notice_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "early_cancel_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "early_cancel_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "suspensions" ADD COLUMN "freeze_type_id" integer;--> statement-breakpoint
ALTER TABLE "suspensions" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_documents" ADD CONSTRAINT "club_documents_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_club_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."club_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freeze_types" ADD CONSTRAINT "freeze_types_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_cancellations" ADD CONSTRAINT "membership_cancellations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_cancellations" ADD CONSTRAINT "membership_cancellations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_cancellations" ADD CONSTRAINT "membership_cancellations_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_documents_club_kind_version_uq" ON "club_documents" USING btree ("club_id","kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_document_member_uq" ON "document_signatures" USING btree ("document_id","member_id");--> statement-breakpoint
CREATE INDEX "document_signatures_member_idx" ON "document_signatures" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "freeze_types_club_idx" ON "freeze_types" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_cancellations_open_uq" ON "membership_cancellations" USING btree ("membership_id") WHERE status in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "membership_cancellations_club_idx" ON "membership_cancellations" USING btree ("club_id","status");--> statement-breakpoint
ALTER TABLE "suspensions" ADD CONSTRAINT "suspensions_freeze_type_id_freeze_types_id_fk" FOREIGN KEY ("freeze_type_id") REFERENCES "public"."freeze_types"("id") ON DELETE no action ON UPDATE no action;