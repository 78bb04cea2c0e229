CREATE TABLE "merchant_themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"theme_id" integer NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"customization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"image" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_theme_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"image" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_themes" ADD CONSTRAINT "merchant_themes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_testimonials" ADD CONSTRAINT "store_testimonials_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_testimonials" ADD CONSTRAINT "theme_testimonials_merchant_theme_id_merchant_themes_id_fk" FOREIGN KEY ("merchant_theme_id") REFERENCES "public"."merchant_themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_testimonials" ADD CONSTRAINT "theme_testimonials_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_themes_merchant_theme_uq" ON "merchant_themes" USING btree ("merchant_id","theme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_themes_one_active_uq" ON "merchant_themes" USING btree ("merchant_id") WHERE "merchant_themes"."is_active";--> statement-breakpoint
CREATE INDEX "store_testimonials_store_idx" ON "store_testimonials" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "theme_testimonials_theme_idx" ON "theme_testimonials" USING btree ("merchant_theme_id","created_at");