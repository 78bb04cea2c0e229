-- A price change (selling price, list price, cost price, a variant's discount) changes what cards and
-- price-sorted or price-filtered lists show, but no search's text ranking, no count of an unfiltered
-- list and no spelling correction. Until now it told every process to drop all of them, so 20 price
-- changes a second kept every search being ranked again. Now a write of prices and stock only (no row's
-- quantity crossing zero, at most 100 rows) notifies "price:<product ids>" when a price changed and
-- "stock:<product ids>" otherwise; the processes keep what such a write cannot change (src/app.ts).
-- TG_ARGV[1] lists the table's price columns.
CREATE OR REPLACE FUNCTION notify_stock_or_table() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  priced boolean;
  stock_cols constant text[] := '{quantity,sold_count,updated_at}';
  price_cols constant text[] := coalesce(TG_ARGV[1], '{}')::text[];
BEGIN
  IF (SELECT count(*) FROM new_rows) > 100 OR EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (to_jsonb(o) - stock_cols - price_cols) IS DISTINCT FROM (to_jsonb(n) - stock_cols - price_cols)
       OR (o.quantity > 0) IS DISTINCT FROM (n.quantity > 0)
  ) THEN
    PERFORM pg_notify('cache.invalidate', TG_TABLE_NAME);
  ELSE
    SELECT string_agg(DISTINCT to_jsonb(n) ->> TG_ARGV[0], ','),
           coalesce(bool_or((to_jsonb(o) - stock_cols) IS DISTINCT FROM (to_jsonb(n) - stock_cols)), false)
      INTO ids, priced
      FROM new_rows n JOIN old_rows o ON o.id = n.id;
    IF ids IS NOT NULL THEN
      PERFORM pg_notify('cache.invalidate', CASE WHEN priced THEN 'price:' ELSE 'stock:' END || ids);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER products_page_cache_update ON "products";
--> statement-breakpoint
CREATE TRIGGER products_page_cache_update AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_or_table('id', '{cost_price,selling_price,price,discount_bps}');
--> statement-breakpoint
DROP TRIGGER product_variants_page_cache_update ON "product_variants";
--> statement-breakpoint
CREATE TRIGGER product_variants_page_cache_update AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_or_table('product_id', '{discount_bps}');
