CREATE TABLE "order_late_notices" (
	"order_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"stage_since" timestamp with time zone NOT NULL,
	"level" text NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_late_notices_order_id_stage_stage_since_level_pk" PRIMARY KEY("order_id","stage","stage_since","level")
);
--> statement-breakpoint
CREATE TABLE "stock_low_notices" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_late_notices" ADD CONSTRAINT "order_late_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_low_notices" ADD CONSTRAINT "stock_low_notices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_low_notices_product_idx" ON "stock_low_notices" USING btree ("product_id");
