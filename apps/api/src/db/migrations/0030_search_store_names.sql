-- Customer search reads the store's name too: a product of "Ilorin Aso-Oke House" is found by
-- "aso oke". A generated column cannot read another table, so search_vector is kept by triggers
-- from here on: product writes compute it, store renames recompute their products'.
ALTER TABLE "products" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_vector" SET DEFAULT ''::tsvector;--> statement-breakpoint
-- Weights: the product's name (A) above its store's name (B) above its description (C).
CREATE OR REPLACE FUNCTION products_search_document(name text, description text, store_name text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(store_name, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := products_search_document(NEW.name, NEW.description, (SELECT s.store_name FROM stores s WHERE s.id = NEW.store_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_vector_on_write
  BEFORE INSERT OR UPDATE OF name, description, store_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_search_vector();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stores_sync_products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET search_vector = products_search_document(p.name, p.description, NEW.store_name) WHERE p.store_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stores_sync_products_search_vector
  AFTER UPDATE OF store_name ON stores
  FOR EACH ROW
  WHEN (OLD.store_name IS DISTINCT FROM NEW.store_name)
  EXECUTE FUNCTION stores_sync_products_search_vector();--> statement-breakpoint
-- A live store's name joins the vocabulary, so the spelling correction never rewrites its words.
CREATE OR REPLACE FUNCTION stores_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'approved' THEN
    INSERT INTO search_words (word, stem)
    SELECT s.word, (ts_lexize('english_stem', s.word))[1] FROM search_words_of(NEW.store_name, '') s
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stores_search_words_on_write
  AFTER INSERT OR UPDATE OF store_name, status ON stores
  FOR EACH ROW EXECUTE FUNCTION stores_add_search_words();--> statement-breakpoint
UPDATE products p SET search_vector = products_search_document(p.name, p.description, s.store_name)
FROM stores s WHERE s.id = p.store_id;--> statement-breakpoint
INSERT INTO search_words (word, stem, products)
SELECT w.word, (ts_lexize('english_stem', w.word))[1], count(*)::int
FROM stores s CROSS JOIN LATERAL search_words_of(s.store_name, '') w
WHERE s.status = 'approved'
GROUP BY w.word
ON CONFLICT (word) DO NOTHING;
