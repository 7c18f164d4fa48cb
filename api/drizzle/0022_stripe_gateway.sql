CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text NOT NULL,
	"event_created" integer NOT NULL,
	"reason" text,
	"applied" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "payment_gateway" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "gateway_token" text;--> statement-breakpoint
CREATE INDEX "stripe_events_object_idx" ON "stripe_events" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "payments_gateway_reference_idx" ON "payments" USING btree ("gateway","gateway_reference");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_payment_gateway_check" CHECK ("payment_gateway" in ('sandbox', 'stripe'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("status" in ('approved', 'declined', 'failed', 'pending', 'requires_action'));