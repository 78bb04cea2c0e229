CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text,
	"products" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "has_variants" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "uploads_images_without_variants_idx" ON "uploads" USING btree ("created_at") WHERE kind = 'image' and not has_variants;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of(name text, description text) RETURNS TABLE (word text) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w.lexeme FROM unnest(to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(description, ''))) AS w
  WHERE length(w.lexeme) BETWEEN 2 AND 40
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, stem)
  SELECT s.word, (ts_lexize('english_stem', s.word))[1] FROM search_words_of(NEW.name, NEW.description) s
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_on_insert
  AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_add_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_on_update
  AFTER UPDATE OF name, description ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION products_add_search_words();--> statement-breakpoint
INSERT INTO search_words (word, stem, products)
SELECT s.word, (ts_lexize('english_stem', s.word))[1], count(*)::int
FROM products p CROSS JOIN LATERAL search_words_of(p.name, p.description) s
WHERE p.deleted_at IS NULL
GROUP BY s.word;
