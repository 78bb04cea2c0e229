-- A sale changes a product's stock on every paid order. Until now each such write told every process to
-- drop every cached page, answer, count and search ranking. A stock-only write (quantity or sold count,
-- and no row's quantity crossing zero) changes only that product's own data and page: the notification
-- then says "stock:<product ids>" and the processes drop just those (src/app.ts). Anything else, a
-- product or variant selling out or coming back included, notifies "products" / "product_variants".
-- One function for both tables; TG_ARGV[0] names the column holding the product's id.
CREATE OR REPLACE FUNCTION notify_stock_or_table() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF (SELECT count(*) FROM new_rows) > 100 OR EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (to_jsonb(o) - '{quantity,sold_count,updated_at}'::text[]) IS DISTINCT FROM (to_jsonb(n) - '{quantity,sold_count,updated_at}'::text[])
       OR (o.quantity > 0) IS DISTINCT FROM (n.quantity > 0)
  ) THEN
    PERFORM pg_notify('cache.invalidate', TG_TABLE_NAME);
  ELSE
    SELECT string_agg(DISTINCT to_jsonb(n) ->> TG_ARGV[0], ',') INTO ids FROM new_rows n;
    IF ids IS NOT NULL THEN
      PERFORM pg_notify('cache.invalidate', 'stock:' || ids);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_page_cache ON "products";
--> statement-breakpoint
CREATE TRIGGER products_page_cache AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER products_page_cache_update AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_or_table('id');
--> statement-breakpoint
DROP TRIGGER product_variants_page_cache ON "product_variants";
--> statement-breakpoint
CREATE TRIGGER product_variants_page_cache AFTER INSERT OR DELETE OR TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER product_variants_page_cache_update AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_or_table('product_id');
