-- Every write that changes what a storefront page shows tells every server process to drop its page cache
-- (src/http/page-cache.ts listens on "cache.invalidate"). Statement triggers: one notification per statement,
-- delivered at commit (identical ones in a transaction are sent once).
CREATE OR REPLACE FUNCTION notify_page_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache.invalidate', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER product_variants_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER categories_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER sub_categories_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER child_categories_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "child_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER promotions_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER promotion_products_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotion_products" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER featured_image_collections_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "featured_image_collections" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER stores_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER store_profiles_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_profiles" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER store_policies_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_policies" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER official_outlets_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "official_outlets" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER merchant_themes_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchant_themes" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER store_testimonials_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_testimonials" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER theme_testimonials_page_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "theme_testimonials" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
