CREATE TABLE "pos_transaction_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pos_transaction_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"promo_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_transaction_payments_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "pos_transaction_payments" ADD CONSTRAINT "pos_transaction_payments_pos_transaction_id_pos_transactions_id_fk" FOREIGN KEY ("pos_transaction_id") REFERENCES "public"."pos_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transaction_payments" ADD CONSTRAINT "pos_transaction_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_transaction_payments_tx_idx" ON "pos_transaction_payments" USING btree ("pos_transaction_id");