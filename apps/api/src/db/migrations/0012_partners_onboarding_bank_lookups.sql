CREATE TABLE "bank_lookups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rc_number" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "onboarding" jsonb;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_lookups_ip_idx" ON "bank_lookups" USING btree ("ip","created_at");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partners_rc_number_uq" ON "partners" USING btree (upper(regexp_replace("rc_number", '[^A-Za-z0-9]', '', 'g'))) WHERE "partners"."rc_number" is not null and "partners"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "partners_status_created_idx" ON "partners" USING btree ("status","created_at");