CREATE TABLE "cart_gift_cards" (
	"customer_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"code" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_gift_cards_customer_id_gift_card_id_pk" PRIMARY KEY("customer_id","gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_uq" UNIQUE NULLS NOT DISTINCT("customer_id","product_id","variant_id"),
	CONSTRAINT "cart_items_quantity_range" CHECK ("cart_items"."quantity" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "cart_coupon_codes" (
	"customer_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"code" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_coupon_codes_customer_id_store_id_pk" PRIMARY KEY("customer_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"order_name" text NOT NULL,
	"order_id" uuid,
	"discount_kobo" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text,
	"description" text,
	"discount_mode" text DEFAULT 'Automatic' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value_hundredths" bigint DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"spend_applies_to" text DEFAULT 'All' NOT NULL,
	"spend_applies_to_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"min_require_type" text DEFAULT 'Amount' NOT NULL,
	"min_require_value" bigint DEFAULT 0 NOT NULL,
	"usage_limit" integer DEFAULT 0 NOT NULL,
	"usage_limit_per_user" integer DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"customer_eligibility" text DEFAULT 'Everyone' NOT NULL,
	"eligible_customer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"customer_reward" integer DEFAULT 2000 NOT NULL,
	"reward_applies_to" text DEFAULT 'Product' NOT NULL,
	"reward_applies_to_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reward_value_bps" integer DEFAULT 2000 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_used_count_range" CHECK ("coupons"."used_count" >= 0 and ("coupons"."usage_limit" = 0 or "coupons"."used_count" <= "coupons"."usage_limit")),
	CONSTRAINT "coupons_limits_non_negative" CHECK ("coupons"."usage_limit" >= 0 and "coupons"."usage_limit_per_user" >= 0),
	CONSTRAINT "coupons_values_non_negative" CHECK ("coupons"."discount_value_hundredths" >= 0 and "coupons"."min_require_value" >= 0 and "coupons"."customer_reward" >= 0),
	CONSTRAINT "coupons_reward_value_range" CHECK ("coupons"."reward_value_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_name" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"total_kobo" bigint NOT NULL,
	"gift_card_kobo" bigint DEFAULT 0 NOT NULL,
	"amount_due_kobo" bigint NOT NULL,
	"gift_card_uses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_channel" text NOT NULL,
	"payment_reference" text,
	"response" jsonb,
	"ip_address" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_amounts" CHECK ("checkouts"."amount_due_kobo" >= 0 and "checkouts"."gift_card_kobo" >= 0 and "checkouts"."amount_due_kobo" + "checkouts"."gift_card_kobo" = "checkouts"."total_kobo")
);
--> statement-breakpoint
CREATE TABLE "order_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"order_id" uuid NOT NULL,
	"activity" text NOT NULL,
	"status" text,
	"actor_type" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"merchant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"product_name" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"variant_sku" text,
	"variant_size" text,
	"variant_color" text,
	"unit_price_kobo" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_kobo" bigint NOT NULL,
	"discount_kobo" bigint DEFAULT 0 NOT NULL,
	"shipping_fee_kobo" bigint DEFAULT 0 NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_amounts" CHECK ("order_items"."line_total_kobo" = "order_items"."unit_price_kobo" * "order_items"."quantity" and "order_items"."discount_kobo" between 0 and "order_items"."line_total_kobo")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"order_name" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"status" text NOT NULL,
	"subtotal_kobo" bigint NOT NULL,
	"discount_kobo" bigint DEFAULT 0 NOT NULL,
	"shipping_fee_kobo" bigint DEFAULT 0 NOT NULL,
	"gift_card_kobo" bigint DEFAULT 0 NOT NULL,
	"total_kobo" bigint NOT NULL,
	"commission_bps" integer NOT NULL,
	"commission_kobo" bigint NOT NULL,
	"coupon_id" uuid,
	"coupon_code" text,
	"order_note" text,
	"delivery_address_id" uuid,
	"delivery_address" jsonb NOT NULL,
	"pickup_address" jsonb,
	"shipping_zone" text,
	"vehicle_type" text,
	"weight_kg" double precision DEFAULT 0 NOT NULL,
	"within_lagos" boolean DEFAULT false NOT NULL,
	"lagos_merchant" boolean DEFAULT false NOT NULL,
	"lagos_customer" boolean DEFAULT false NOT NULL,
	"reward_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"assigned_to_bitmarte" boolean DEFAULT false NOT NULL,
	"partner_id" uuid,
	"dispatcher_id" uuid,
	"dispatch_phone_number" text,
	"shipping_evidence" text[] DEFAULT '{}'::text[] NOT NULL,
	"approve_payout" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal_kobo" >= 0 and "orders"."discount_kobo" between 0 and "orders"."subtotal_kobo" and "orders"."shipping_fee_kobo" >= 0 and "orders"."gift_card_kobo" between 0 and "orders"."total_kobo" and "orders"."total_kobo" = "orders"."subtotal_kobo" - "orders"."discount_kobo" + "orders"."shipping_fee_kobo")
);
--> statement-breakpoint
ALTER TABLE "cart_gift_cards" ADD CONSTRAINT "cart_gift_cards_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gift_cards" ADD CONSTRAINT "cart_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupon_codes" ADD CONSTRAINT "cart_coupon_codes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupon_codes" ADD CONSTRAINT "cart_coupon_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupon_codes" ADD CONSTRAINT "cart_coupon_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_customer_idx" ON "cart_items" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_coupon_codes_coupon_idx" ON "cart_coupon_codes" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id") WHERE "coupon_redemptions"."released_at" is null;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_name");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_order_uq" ON "coupon_redemptions" USING btree ("coupon_id","order_name");--> statement-breakpoint
CREATE INDEX "coupons_merchant_created_idx" ON "coupons" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupons_store_running_idx" ON "coupons" USING btree ("store_id","start_date") WHERE "coupons"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_store_code_uq" ON "coupons" USING btree ("store_id","code") WHERE "coupons"."code" is not null and "coupons"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "coupons_code_idx" ON "coupons" USING btree ("code") WHERE "coupons"."code" is not null and "coupons"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_order_name_uq" ON "checkouts" USING btree ("order_name");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_customer_key_uq" ON "checkouts" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_payment_reference_uq" ON "checkouts" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "checkouts_unpaid_expiry_idx" ON "checkouts" USING btree ("expires_at") WHERE "checkouts"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "order_activities_order_idx" ON "order_activities" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_merchant_created_idx" ON "orders" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_order_name_idx" ON "orders" USING btree ("order_name");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");