CREATE TABLE "pricing_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"commission_bps" integer NOT NULL,
	"monthly_fee_kobo" integer DEFAULT 0 NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "store_approval_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"admin_user_id" uuid,
	"action" text NOT NULL,
	"reason" text,
	"pricing_plan_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_approvers" (
	"admin_user_id" uuid PRIMARY KEY NOT NULL,
	"level" text DEFAULT 'first' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_followers" (
	"store_id" uuid NOT NULL,
	"customer_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_followers_store_id_customer_user_id_pk" PRIMARY KEY("store_id","customer_user_id")
);
--> statement-breakpoint
CREATE TABLE "store_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"store_name" text NOT NULL,
	"store_url" text NOT NULL,
	"logo" text,
	"store_phone_number" text,
	"is_physical_location" boolean DEFAULT false NOT NULL,
	"shipping_location" jsonb,
	"bitmarte_hub_id" uuid,
	"socials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'Nigeria' NOT NULL,
	"lga" text,
	"phone_number" text,
	"email" text,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"merchant_id" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "id_document_type" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "id_document_number" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "id_document_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "home_address" jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "use_home_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "physical_location" jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pickup_location" jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "proof_of_address_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "staff_size" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "sub_category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pricing_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pricing_plan_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "store_phone_number" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_physical_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "shipping_location" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "bitmarte_hub_id" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "socials" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "first_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "second_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "second_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rejected_by" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_approval_events" ADD CONSTRAINT "store_approval_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_approval_events" ADD CONSTRAINT "store_approval_events_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_approval_events" ADD CONSTRAINT "store_approval_events_pricing_plan_id_pricing_plans_id_fk" FOREIGN KEY ("pricing_plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_approvers" ADD CONSTRAINT "store_approvers_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_followers" ADD CONSTRAINT "store_followers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_followers" ADD CONSTRAINT "store_followers_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_policies" ADD CONSTRAINT "store_policies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_bitmarte_hub_id_hubs_id_fk" FOREIGN KEY ("bitmarte_hub_id") REFERENCES "public"."hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD CONSTRAINT "store_profiles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_approval_events_store_idx" ON "store_approval_events" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_followers_customer_idx" ON "store_followers" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_policies_store_type_uq" ON "store_policies" USING btree ("store_id","type");--> statement-breakpoint
CREATE INDEX "store_profiles_merchant_idx" ON "store_profiles" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "hubs_status_idx" ON "hubs" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_id_document_upload_id_uploads_id_fk" FOREIGN KEY ("id_document_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_proof_of_address_upload_id_uploads_id_fk" FOREIGN KEY ("proof_of_address_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_pricing_plan_id_pricing_plans_id_fk" FOREIGN KEY ("pricing_plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_bitmarte_hub_id_hubs_id_fk" FOREIGN KEY ("bitmarte_hub_id") REFERENCES "public"."hubs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_first_approved_by_users_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_second_approved_by_users_id_fk" FOREIGN KEY ("second_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_status_idx" ON "stores" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stores_hub_idx" ON "stores" USING btree ("bitmarte_hub_id");