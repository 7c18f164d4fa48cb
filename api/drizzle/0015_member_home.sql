ALTER TABLE "clubs" ADD COLUMN "abn" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "retried_by_payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_retried_by_payment_id_payments_id_fk" FOREIGN KEY ("retried_by_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("kind" in ('charge', 'direct_debit'));