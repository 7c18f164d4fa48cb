ALTER TABLE "document_signatures" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD COLUMN "signed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_signed_by_user_id_users_id_fk" FOREIGN KEY ("signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_document_student_uq" ON "document_signatures" USING btree ("document_id","student_id");--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_one_person_check" CHECK (num_nonnulls(member_id, student_id) = 1);