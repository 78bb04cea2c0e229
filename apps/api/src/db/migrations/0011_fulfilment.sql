CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_reference" text NOT NULL,
	"owner_id" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"last_error" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_tokens" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fulfilment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"return_window_days" integer DEFAULT 7 NOT NULL,
	"pending_late_hours" integer DEFAULT 24 NOT NULL,
	"ready_to_ship_late_hours" integer DEFAULT 24 NOT NULL,
	"assigned_late_hours" integer DEFAULT 24 NOT NULL,
	"in_transit_late_hours" integer DEFAULT 72 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfilment_settings_one_row" CHECK ("fulfilment_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_tokens" ADD CONSTRAINT "delivery_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilment_settings" ADD CONSTRAINT "fulfilment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_owner_uq" ON "payment_refunds" USING btree ("owner_id","payment_reference");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_status_changed_idx" ON "orders" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "orders_dispatcher_idx" ON "orders" USING btree ("dispatcher_id") WHERE "orders"."dispatcher_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_partner_idx" ON "orders" USING btree ("partner_id") WHERE "orders"."partner_id" is not null;--> statement-breakpoint
-- Orders placed before this migration entered their status when they were paid (or placed).
UPDATE "orders" SET "status_changed_at" = coalesce("cancelled_at", "delivered_at", "paid_at", "created_at");--> statement-breakpoint
INSERT INTO "fulfilment_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
