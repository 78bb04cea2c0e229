CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sub_category_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"size" text,
	"color" text,
	"discount_bps" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid NOT NULL,
	"child_category_id" uuid NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"cost_price" bigint NOT NULL,
	"selling_price" bigint NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"weight" double precision NOT NULL,
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"length" double precision,
	"width" double precision,
	"height" double precision,
	"dimension_unit" text DEFAULT 'cm' NOT NULL,
	"when_sold_out" text DEFAULT 'show_sold_out' NOT NULL,
	"cont_sales_out_of_stock" boolean DEFAULT false NOT NULL,
	"stock_alert_units" integer DEFAULT 5 NOT NULL,
	"is_digital" boolean DEFAULT false NOT NULL,
	"variant_properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"is_featured" boolean DEFAULT false NOT NULL,
	"featured_at" timestamp with time zone,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"rating_average" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"discount_bps" integer GENERATED ALWAYS AS (case when price > 0 and price > selling_price then ((price - selling_price) * 10000 / price)::integer else 0 end) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED NOT NULL,
	"deleted_at" timestamp with time zone,
	"store_live" boolean DEFAULT false NOT NULL,
	"listed" boolean GENERATED ALWAYS AS (approval_status = 'approved' and store_live and deleted_at is null and (when_sold_out <> 'hide' or quantity > 0 or cont_sales_out_of_stock)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_image_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_outlets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_outlets_storeId_unique" UNIQUE("store_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_categories" ADD CONSTRAINT "child_categories_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_categories" ADD CONSTRAINT "child_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_child_category_id_child_categories_id_fk" FOREIGN KEY ("child_category_id") REFERENCES "public"."child_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_outlets" ADD CONSTRAINT "official_outlets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_uq" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "child_categories_name_uq" ON "child_categories" USING btree ("sub_category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "child_categories_category_idx" ON "child_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_name_uq" ON "sub_categories" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_uq" ON "product_variants" USING btree ("product_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("approval_status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_merchant_created_idx" ON "products" USING btree ("merchant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_store_created_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_sub_category_created_idx" ON "products" USING btree ("sub_category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_child_category_created_idx" ON "products" USING btree ("child_category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "products_merchant_sku_uq" ON "products" USING btree ("merchant_id",lower("sku")) WHERE sku is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_listed_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("selling_price","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_discount_idx" ON "products" USING btree ("discount_bps" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_sold_idx" ON "products" USING btree ("sold_count" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_rating_idx" ON "products" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");