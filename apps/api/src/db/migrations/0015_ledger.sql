CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"merchant_id" uuid,
	"amount_kobo" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount_kobo" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"order_id" uuid,
	"merchant_id" uuid,
	"memo" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","merchant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_merchant_idx" ON "ledger_entries" USING btree ("merchant_id","occurred_at") WHERE "ledger_entries"."merchant_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_kind_ref_uq" ON "ledger_transactions" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id") WHERE "ledger_transactions"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_occurred_idx" ON "ledger_transactions" USING btree ("occurred_at");--> statement-breakpoint
-- Book what happened before the ledger existed, so the books start complete.
INSERT INTO "ledger_transactions" ("kind", "ref", "memo", "occurred_at")
SELECT 'payment.received', p."reference", 'Payment ' || p."reference", coalesce(p."paid_at", p."updated_at")
FROM "payments" p WHERE p."status" = 'success';
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "amount_kobo", "occurred_at")
SELECT t."id", x."account", x."amount", t."occurred_at"
FROM "ledger_transactions" t
JOIN "payments" p ON p."reference" = t."ref" AND t."kind" = 'payment.received'
CROSS JOIN LATERAL (VALUES
  ('cash', p."amount_kobo"),
  (CASE WHEN p."purpose" = 'order' THEN 'customer_clearing' ELSE 'giftcard_liability' END, -p."amount_kobo")
) AS x("account", "amount");
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "ref", "order_id", "memo", "occurred_at")
SELECT 'giftcard.' || CASE a."type" WHEN 'redeem' THEN 'redeemed' WHEN 'refund' THEN 'refunded' ELSE 'expired' END,
       a."id"::text, a."order_id", 'Gift card ' || a."type" || coalesce(' ' || a."order_name", ''), a."created_at"
FROM "gift_card_activities" a WHERE a."type" IN ('redeem', 'refund', 'expire');
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "amount_kobo", "occurred_at")
SELECT t."id", x."account", x."amount", t."occurred_at"
FROM "ledger_transactions" t
JOIN "gift_card_activities" a ON a."id"::text = t."ref" AND t."kind" IN ('giftcard.redeemed', 'giftcard.refunded', 'giftcard.expired')
CROSS JOIN LATERAL (VALUES
  ('giftcard_liability', -a."amount_kobo"),
  (CASE a."type" WHEN 'expire' THEN 'giftcard_breakage' ELSE 'customer_clearing' END, a."amount_kobo")
) AS x("account", "amount");
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "ref", "order_id", "memo", "occurred_at")
SELECT 'refund.requested', r."id"::text,
       CASE WHEN r."owner_id" ~ '^[0-9a-f-]{36}$' THEN r."owner_id"::uuid END, 'Refund ' || r."reason", r."created_at"
FROM "payment_refunds" r;
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "ref", "order_id", "memo", "occurred_at")
SELECT 'refund.paid', r."id"::text,
       CASE WHEN r."owner_id" ~ '^[0-9a-f-]{36}$' THEN r."owner_id"::uuid END, 'Refund paid ' || coalesce(r."provider_reference", ''), coalesce(r."processed_at", r."updated_at")
FROM "payment_refunds" r WHERE r."status" = 'processed';
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "amount_kobo", "occurred_at")
SELECT t."id", x."account", x."amount", t."occurred_at"
FROM "ledger_transactions" t
JOIN "payment_refunds" r ON r."id"::text = t."ref" AND t."kind" IN ('refund.requested', 'refund.paid')
CROSS JOIN LATERAL (VALUES
  (CASE t."kind" WHEN 'refund.requested' THEN 'customer_clearing' ELSE 'refunds' END, r."amount_kobo"),
  (CASE t."kind" WHEN 'refund.requested' THEN 'refunds' ELSE 'cash' END, -r."amount_kobo")
) AS x("account", "amount");
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "ref", "order_id", "merchant_id", "memo", "occurred_at")
SELECT 'order.completed', o."id"::text, o."id", o."merchant_id", 'Order ' || o."order_name" || ' completed', coalesce(o."completed_at", o."updated_at")
FROM "orders" o WHERE o."status" = 'completed';
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "merchant_id", "amount_kobo", "occurred_at")
SELECT t."id", x."account", x."merchant", x."amount", t."occurred_at"
FROM "ledger_transactions" t
JOIN "orders" o ON o."id"::text = t."ref" AND t."kind" = 'order.completed'
CROSS JOIN LATERAL (VALUES
  ('customer_clearing', NULL::uuid, o."total_kobo"),
  ('merchant_payable', o."merchant_id", -(o."subtotal_kobo" - o."discount_kobo" - o."commission_kobo")),
  ('platform_commission', NULL::uuid, -o."commission_kobo"),
  ('delivery_revenue', NULL::uuid, -o."shipping_fee_kobo")
) AS x("account", "merchant", "amount")
WHERE x."amount" <> 0;
--> statement-breakpoint
-- Append-only: no entry or transaction is ever changed or removed (corrections are new transactions).
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- Balanced: checked at commit, when every entry of the transaction is in.
CREATE FUNCTION "ledger_check_transaction"("tid" uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  n integer;
BEGIN
  SELECT coalesce(sum("amount_kobo"), 0), count(*) INTO total, n FROM "ledger_entries" WHERE "transaction_id" = tid;
  IF total <> 0 OR n < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced: % entries summing to %', tid, n, total USING ERRCODE = '23514';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ledger_entries_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_check_transaction"(NEW."transaction_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ledger_transactions_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ledger_check_transaction"(NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entries_balanced"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transactions_balanced"();
