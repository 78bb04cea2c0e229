-- A store's public reply to a review (issue 23): one per review, which the store may edit or remove.
-- reply_notified_at is when the customer was told of the first reply: an edit, or a reply posted again
-- after a removal, tells them nothing more.
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_shape" CHECK (("reply" is null) = ("replied_at" is null));
--> statement-breakpoint
-- A reply shows on the product page, which the page cache keeps: a review's write drops it as a product's does.
CREATE TRIGGER reviews_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
