ALTER TABLE "store_approval_events" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "store_profiles" ADD COLUMN "seq" bigserial NOT NULL;