-- A merchant's content edit of a live product waits for review in `pending_revision`, and a review of it
-- writes `rejection_reason`, `reviewed_at` and `reviewed_by`; the low-stock threshold and the cost price are
-- the merchant's own. No customer sees any of them, yet such a write notified the whole table, so every
-- process dropped every kept page, answer and search ranking. Now they count like stock: a write of only
-- these (and stock or prices) notifies "stock:<ids>" (that product's own pages go, `updated_at` with them),
-- or "price:<ids>" when a price a customer sees changed. TG_ARGV[1] lists the table's customer-visible price
-- columns, TG_ARGV[2] its private columns.
CREATE OR REPLACE FUNCTION notify_stock_or_table() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  priced boolean;
  stock_cols constant text[] := '{quantity,sold_count,updated_at}'::text[] || coalesce(TG_ARGV[2], '{}')::text[];
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
CREATE TRIGGER products_page_cache_update AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_or_table('id', '{selling_price,price,discount_bps}', '{cost_price,pending_revision,rejection_reason,reviewed_at,reviewed_by,stock_alert_units}');
