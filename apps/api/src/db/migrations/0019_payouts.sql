CREATE TABLE "chargebacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_name" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"provider_event_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chargebacks_amount_positive" CHECK ("chargebacks"."amount_kobo" > 0),
	CONSTRAINT "chargebacks_status" CHECK ("chargebacks"."status" in ('open', 'merchant_liable', 'platform_liable', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "merchant_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_name" text NOT NULL,
	"total_order_amount_kobo" bigint NOT NULL,
	"commission_kobo" bigint NOT NULL,
	"delivery_kobo" bigint NOT NULL,
	"due_kobo" bigint NOT NULL,
	"adjustments_kobo" bigint DEFAULT 0 NOT NULL,
	"amount_kobo" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"bank_name" text,
	"account_number_masked" text,
	"transfer_reference" text,
	"completed_at" timestamp with time zone NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"processed_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_payouts_amounts" CHECK ("merchant_payouts"."due_kobo" >= 0 and "merchant_payouts"."adjustments_kobo" >= 0 and ("merchant_payouts"."amount_kobo" is null or ("merchant_payouts"."amount_kobo" >= 0 and "merchant_payouts"."amount_kobo" + "merchant_payouts"."adjustments_kobo" = "merchant_payouts"."due_kobo"))),
	CONSTRAINT "merchant_payouts_status" CHECK ("merchant_payouts"."status" in ('pending', 'approved', 'processed')),
	CONSTRAINT "merchant_payouts_processed_reference" CHECK ("merchant_payouts"."status" <> 'processed' or "merchant_payouts"."transfer_reference" is not null)
);
--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD CONSTRAINT "merchant_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payouts" ADD CONSTRAINT "merchant_payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chargebacks_provider_event_uq" ON "chargebacks" USING btree ("provider_event_id") WHERE "chargebacks"."provider_event_id" is not null;--> statement-breakpoint
CREATE INDEX "chargebacks_status_idx" ON "chargebacks" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chargebacks_order_idx" ON "chargebacks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_payouts_order_uq" ON "merchant_payouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "merchant_payouts_merchant_idx" ON "merchant_payouts" USING btree ("merchant_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "merchant_payouts_status_idx" ON "merchant_payouts" USING btree ("status","completed_at" DESC NULLS LAST);--> statement-breakpoint
-- Backfill: a payout for every order already completed, from its completion in the ledger. Orders whose
-- payout was approved before (the old approvePayout flag) are approved for their whole due, and booked.
INSERT INTO "merchant_payouts" ("merchant_id", "store_name", "order_id", "order_name", "total_order_amount_kobo", "commission_kobo", "delivery_kobo", "due_kobo", "amount_kobo", "status", "completed_at", "approved_at")
SELECT o."merchant_id", o."store_name", o."id", o."order_name",
       c."due" + c."commission", c."commission", c."delivery", c."due",
       CASE WHEN o."approve_payout" THEN c."due" END,
       CASE WHEN o."approve_payout" THEN 'approved' ELSE 'pending' END,
       t."occurred_at",
       CASE WHEN o."approve_payout" THEN o."updated_at" END
FROM "orders" o
JOIN "ledger_transactions" t ON t."kind" = 'order.completed' AND t."ref" = o."id"::text
CROSS JOIN LATERAL (
  SELECT coalesce(-sum(e."amount_kobo") FILTER (WHERE e."account" = 'merchant_payable'), 0) AS "due",
         coalesce(-sum(e."amount_kobo") FILTER (WHERE e."account" = 'platform_commission'), 0) AS "commission",
         coalesce(-sum(e."amount_kobo") FILTER (WHERE e."account" = 'delivery_revenue'), 0) AS "delivery"
  FROM "ledger_entries" e WHERE e."transaction_id" = t."id"
) c
WHERE o."status" = 'completed'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "ref", "order_id", "merchant_id", "memo", "occurred_at")
SELECT 'payout.approved', p."id"::text, p."order_id", p."merchant_id", 'Payout approved for order ' || p."order_name", p."approved_at"
FROM "merchant_payouts" p WHERE p."status" = 'approved' AND p."amount_kobo" > 0;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "merchant_id", "amount_kobo", "occurred_at")
SELECT t."id", x."account", x."merchant", x."amount", t."occurred_at"
FROM "ledger_transactions" t
JOIN "merchant_payouts" p ON p."id"::text = t."ref" AND t."kind" = 'payout.approved'
CROSS JOIN LATERAL (VALUES
  ('merchant_payable', p."merchant_id", p."amount_kobo"),
  ('payouts_in_transit', NULL::uuid, -p."amount_kobo")
) AS x("account", "merchant", "amount");
