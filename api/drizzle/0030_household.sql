CREATE TABLE "household_dependants" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"payer_member_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_dependants_not_self_check" CHECK (payer_member_id <> member_id)
);
--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "member_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "household_dependants" ADD CONSTRAINT "household_dependants_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_dependants" ADD CONSTRAINT "household_dependants_payer_member_id_members_id_fk" FOREIGN KEY ("payer_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_dependants" ADD CONSTRAINT "household_dependants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "household_dependants_member_uq" ON "household_dependants" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "household_dependants_payer_idx" ON "household_dependants" USING btree ("payer_member_id");