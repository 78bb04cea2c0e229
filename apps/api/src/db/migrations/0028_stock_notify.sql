-- A sale changes a product's stock on every paid order. Until now each such write told every process to
-- drop every cached page, answer, count and search ranking. A stock-only write (quantity or sold count,
-- and no product going in or out of stock) changes only that product's own data and page: the
-- notification then says "stock:<product ids>" and the processes drop just those (src/app.ts).
-- Anything else, a product crossing zero included, notifies "products" / "product_variants" as before.
CREATE OR REPLACE FUNCTION notify_products_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF (SELECT count(*) FROM new_rows) > 100 OR EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (to_jsonb(o) - '{quantity,sold_count,updated_at}'::text[]) IS DISTINCT FROM (to_jsonb(n) - '{quantity,sold_count,updated_at}'::text[])
       OR (o.quantity > 0 OR o.cont_sales_out_of_stock OR o.is_digital) IS DISTINCT FROM (n.quantity > 0 OR n.cont_sales_out_of_stock OR n.is_digital)
  ) THEN
    PERFORM pg_notify('cache.invalidate', TG_TABLE_NAME);
  ELSE
    SELECT string_agg(DISTINCT n.id::text, ',') INTO ids FROM new_rows n;
    IF ids IS NOT NULL THEN
      PERFORM pg_notify('cache.invalidate', 'stock:' || ids);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_product_variants_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF (SELECT count(*) FROM new_rows) > 100 OR EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (to_jsonb(o) - '{quantity,updated_at}'::text[]) IS DISTINCT FROM (to_jsonb(n) - '{quantity,updated_at}'::text[])
  ) THEN
    PERFORM pg_notify('cache.invalidate', TG_TABLE_NAME);
  ELSE
    SELECT string_agg(DISTINCT n.product_id::text, ',') INTO ids FROM new_rows n;
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
CREATE TRIGGER products_page_cache_update AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_update();
--> statement-breakpoint
DROP TRIGGER product_variants_page_cache ON "product_variants";
--> statement-breakpoint
CREATE TRIGGER product_variants_page_cache AFTER INSERT OR DELETE OR TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION notify_page_cache();
--> statement-breakpoint
CREATE TRIGGER product_variants_page_cache_update AFTER UPDATE ON "product_variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_product_variants_update();
