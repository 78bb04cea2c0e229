CREATE TABLE "shipping_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value_hundredths" integer NOT NULL,
	"zone" text,
	"state" text,
	"min_order_amount_kobo" bigint DEFAULT 0 NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_discounts_value_positive" CHECK ("shipping_discounts"."value_hundredths" > 0),
	CONSTRAINT "shipping_discounts_percent_max" CHECK ("shipping_discounts"."type" <> 'percent' or "shipping_discounts"."value_hundredths" <= 10000),
	CONSTRAINT "shipping_discounts_min_order" CHECK ("shipping_discounts"."min_order_amount_kobo" >= 0),
	CONSTRAINT "shipping_discounts_dates" CHECK ("shipping_discounts"."start_date" is null or "shipping_discounts"."end_date" is null or "shipping_discounts"."end_date" >= "shipping_discounts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "shipping_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text DEFAULT 'Nigeria' NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"hub_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_prices" (
	"zone" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"base_fee_kobo" bigint NOT NULL,
	"per_kg_fee_kobo" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_prices_zone_vehicle_type_pk" PRIMARY KEY("zone","vehicle_type"),
	CONSTRAINT "shipping_prices_fees_non_negative" CHECK ("shipping_prices"."base_fee_kobo" >= 0 and "shipping_prices"."per_kg_fee_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"plate_number" text NOT NULL,
	"capacity_kg" double precision NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"dispatcher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_capacity_positive" CHECK ("vehicles"."capacity_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_shipping_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email_address" text NOT NULL,
	"state_or_region" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"country" text DEFAULT 'Nigeria' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_type" text NOT NULL,
	"reference" text NOT NULL,
	"body_sha256" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"purpose" text NOT NULL,
	"owner_id" text NOT NULL,
	"customer_user_id" uuid,
	"email" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_status" text,
	"authorization_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"channel" text,
	"card_brand" text,
	"card_last4" text,
	"card_bank" text,
	"provider_fee_kobo" bigint,
	"paid_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_kobo" > 0),
	CONSTRAINT "payments_card_last4" CHECK ("payments"."card_last4" is null or "payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"channel" text,
	"card_brand" text,
	"card_last4" text,
	"card_bank" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"balance_after_kobo" bigint NOT NULL,
	"order_id" uuid,
	"order_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_activities_balance_after" CHECK ("gift_card_activities"."balance_after_kobo" >= 0),
	CONSTRAINT "gift_card_activities_sign" CHECK (("gift_card_activities"."type" in ('purchase', 'refund') and "gift_card_activities"."amount_kobo" > 0) or ("gift_card_activities"."type" in ('redeem', 'expire') and "gift_card_activities"."amount_kobo" < 0))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"balance_kobo" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"buyer_user_id" uuid,
	"recipient_email" text NOT NULL,
	"recipient_name" text,
	"message" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_non_negative" CHECK ("gift_cards"."balance_kobo" >= 0),
	CONSTRAINT "gift_cards_balance_at_most_amount" CHECK ("gift_cards"."balance_kobo" <= "gift_cards"."amount_kobo"),
	CONSTRAINT "gift_cards_amount_range" CHECK ("gift_cards"."amount_kobo" between 100000 and 50000000)
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dispatcher_id_users_id_fk" FOREIGN KEY ("dispatcher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_shipping_addresses" ADD CONSTRAINT "customer_shipping_addresses_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_activities" ADD CONSTRAINT "gift_card_activities_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_locations_place_uq" ON "shipping_locations" USING btree (lower("country"),lower("state"),lower("city"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_number_uq" ON "vehicles" USING btree (regexp_replace(upper("plate_number"), '[^A-Z0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "vehicles_type_idx" ON "vehicles" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "customer_shipping_addresses_customer_idx" ON "customer_shipping_addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_shipping_addresses_one_default_uq" ON "customer_shipping_addresses" USING btree ("customer_id") WHERE "customer_shipping_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "payment_webhook_events_reference_idx" ON "payment_webhook_events" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_owner_idx" ON "payments" USING btree ("purpose","owner_id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_activities_card_idx" ON "gift_card_activities" USING btree ("gift_card_id","seq");--> statement-breakpoint
CREATE INDEX "gift_card_activities_order_idx" ON "gift_card_activities" USING btree ("order_name");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_activities_one_purchase_uq" ON "gift_card_activities" USING btree ("gift_card_id") WHERE "gift_card_activities"."type" = 'purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_uq" ON "gift_cards" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_payment_reference_uq" ON "gift_cards" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_idx" ON "gift_cards" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_idx" ON "gift_cards" USING btree (lower("recipient_email"),"created_at");