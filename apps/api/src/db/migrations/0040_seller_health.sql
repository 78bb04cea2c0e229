-- Seller health (docs/seller-health.md): settings, scores with their factors, level changes, appeals; the
-- store's score and level on its own row for the merchant list, search ranking and payouts.
CREATE TABLE "seller_health_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"level" text NOT NULL,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_health_appeals_status" CHECK ("seller_health_appeals"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "seller_health_level_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"from_level" text NOT NULL,
	"to_level" text NOT NULL,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_health_scores" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"factors" jsonb NOT NULL,
	"reason" text,
	"level_changed_at" timestamp with time zone,
	"good_standing_until" timestamp with time zone,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_health_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"warning_below" integer DEFAULT 70 NOT NULL,
	"demotion_below" integer DEFAULT 50 NOT NULL,
	"payout_hold_below" integer DEFAULT 30 NOT NULL,
	"appeal_grace_days" integer DEFAULT 30 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_health_settings_single" CHECK ("seller_health_settings"."id" = 1),
	CONSTRAINT "seller_health_settings_order" CHECK ("seller_health_settings"."warning_below" <= 100 and "seller_health_settings"."warning_below" > "seller_health_settings"."demotion_below" and "seller_health_settings"."demotion_below" > "seller_health_settings"."payout_hold_below" and "seller_health_settings"."payout_hold_below" >= 1)
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "health_score" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "health_level" text DEFAULT 'good' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_health_appeals" ADD CONSTRAINT "seller_health_appeals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_health_appeals" ADD CONSTRAINT "seller_health_appeals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_health_appeals" ADD CONSTRAINT "seller_health_appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_health_level_changes" ADD CONSTRAINT "seller_health_level_changes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_health_scores" ADD CONSTRAINT "seller_health_scores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_health_scores" ADD CONSTRAINT "seller_health_scores_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_health_settings" ADD CONSTRAINT "seller_health_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_health_appeals_pending_uq" ON "seller_health_appeals" USING btree ("store_id") WHERE "seller_health_appeals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "seller_health_appeals_status_idx" ON "seller_health_appeals" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seller_health_appeals_store_idx" ON "seller_health_appeals" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seller_health_level_changes_store_idx" ON "seller_health_level_changes" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stores_health_level_idx" ON "stores" USING btree ("health_level");
