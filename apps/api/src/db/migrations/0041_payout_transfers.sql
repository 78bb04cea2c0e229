CREATE TABLE "payout_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"bank_name" text NOT NULL,
	"account_number_masked" text NOT NULL,
	"recipient_code" text,
	"provider_transfer_code" text,
	"failure_reason" text,
	"requested_by" uuid,
	"sent_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_transfers_amount_positive" CHECK ("payout_transfers"."amount_kobo" > 0),
	CONSTRAINT "payout_transfers_status" CHECK ("payout_transfers"."status" in ('queued', 'sent', 'succeeded', 'failed', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "merchant_payouts" DROP CONSTRAINT "merchant_payouts_status";--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD COLUMN "transfer_outcome" text;--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_payout_id_merchant_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."merchant_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_reference_uq" ON "payout_transfers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_active_uq" ON "payout_transfers" USING btree ("payout_id") WHERE "payout_transfers"."status" in ('queued', 'sent');--> statement-breakpoint
CREATE INDEX "payout_transfers_payout_idx" ON "payout_transfers" USING btree ("payout_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD CONSTRAINT "merchant_payouts_status" CHECK ("merchant_payouts"."status" in ('pending', 'approved', 'sending', 'processed'));