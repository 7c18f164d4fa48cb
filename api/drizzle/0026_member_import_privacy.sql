CREATE TABLE "member_import_mappings" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"encoding" text NOT NULL,
	"delimiter" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"total_rows" integer,
	"good_rows" integer,
	"bad_rows" integer,
	"phase" integer DEFAULT 1 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "member_imports_status_check" CHECK ("status" in ('uploaded', 'importing', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "member_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"member_id" integer,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"erase_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "account_deletions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "member_kids" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "processor_reference" text;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "member_import_mappings" ADD CONSTRAINT "member_import_mappings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invites" ADD CONSTRAINT "member_invites_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invites" ADD CONSTRAINT "member_invites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invites" ADD CONSTRAINT "member_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invites" ADD CONSTRAINT "member_invites_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_invites_member_uq" ON "member_invites" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_invites_club_idx" ON "member_invites" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "account_deletions_user_idx" ON "account_deletions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_kids_member_external_uq" ON "member_kids" USING btree ("member_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_club_external_uq" ON "members" USING btree ("club_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_club_external_uq" ON "guardians" USING btree ("club_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_guardian_external_uq" ON "students" USING btree ("guardian_id","external_id");