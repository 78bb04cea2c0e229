-- An approved product's content edit (name, description, images, category) waits here for review
-- while customers keep seeing the approved content; approving it copies it onto the row.
ALTER TABLE "products" ADD COLUMN "pending_revision" jsonb;--> statement-breakpoint
CREATE INDEX "products_revision_pending_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST) WHERE (pending_revision ->> 'status') = 'pending';
