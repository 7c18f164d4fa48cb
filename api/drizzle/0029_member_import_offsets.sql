CREATE TABLE "member_import_keys" (
	"import_id" integer NOT NULL,
	"key" text NOT NULL,
	"row" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "member_import_keys_import_id_key_pk" PRIMARY KEY("import_id","key")
);
--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "cursor_offset" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_import_keys" ADD CONSTRAINT "member_import_keys_import_id_member_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."member_imports"("id") ON DELETE cascade ON UPDATE no action;