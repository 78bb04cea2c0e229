ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_amount_range";--> statement-breakpoint
ALTER TABLE "refund_requests" DROP CONSTRAINT "refund_requests_amounts";--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "provider_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_amount_range" CHECK ("gift_cards"."amount_kobo" between 100000 and 50000000 or ("gift_cards"."payment_reference" is null and "gift_cards"."amount_kobo" > 0));--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_amounts" CHECK ("refund_requests"."requested_kobo" >= 0 and ("refund_requests"."amount_kobo" is null or "refund_requests"."amount_kobo" >= 0) and "refund_requests"."provider_kobo" >= 0 and "refund_requests"."provider_kobo" <= coalesce("refund_requests"."amount_kobo", 0));