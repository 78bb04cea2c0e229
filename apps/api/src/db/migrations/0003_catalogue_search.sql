-- Catalogue search: trigram matching for misspelt names, ranked full-text search over name + description.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint

-- products.store_live mirrors "the store is approved and active", so that `listed` (a generated
-- column) and the partial indexes on it answer customer lists from one table.
CREATE OR REPLACE FUNCTION products_set_store_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.store_live := EXISTS (
    SELECT 1 FROM stores s WHERE s.id = NEW.store_id AND s.status = 'approved' AND s.is_active
  );
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_store_live_on_write
  BEFORE INSERT OR UPDATE OF store_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_store_live();--> statement-breakpoint

CREATE OR REPLACE FUNCTION stores_sync_products_store_live() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  live boolean := NEW.status = 'approved' AND NEW.is_active;
BEGIN
  UPDATE products SET store_live = live WHERE store_id = NEW.id AND store_live IS DISTINCT FROM live;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stores_sync_products_store_live
  AFTER UPDATE OF status, is_active ON stores
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION stores_sync_products_store_live();
