-- A bounded ranking for broad searches (issue 22): "samsung" matches 20,000 of 1M products, and ranking
-- every match read 20,000 heap pages (55 ms of CPU a search). The search head is the catalogue's best
-- tenth by a stored score (sales, rating, freshness), taken in every child category; at least 20,000
-- products, so a small catalogue is all head. A relevance search ranks the head first, on a GIN index of
-- the head alone; when the head alone fills the first pages, the rest is not ranked and the total is an
-- estimate (countIsEstimate). New products join the head at once (default true); refresh_search_head()
-- puts it right hourly.
ALTER TABLE "products" ADD COLUMN "search_head" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_head" SET DEFAULT true;--> statement-breakpoint
CREATE TABLE "search_head_stats" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK (id),
  "head" integer NOT NULL,
  "listed" integer NOT NULL,
  "refreshed_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_search_head(head_min integer, head_share double precision) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  listed_count integer;
  share double precision;
  changed integer;
BEGIN
  SELECT count(*) INTO listed_count FROM products WHERE listed;
  share := least(1, greatest(head_share, head_min::float8 / greatest(listed_count, 1)));
  -- The best of each child category, so every kind of product has its head (a global cut would leave a
  -- category of new or little-sold products out of it, and its searches ranked whole).
  WITH ranked AS (
    SELECT id,
      row_number() OVER (
        PARTITION BY child_category_id
        ORDER BY ln(1 + greatest(sold_count, 0))
               + coalesce(rating_average, 0)::float8 / 5 * ln(1 + greatest(review_count, 0))
               + 2 * greatest(0, 1 - extract(epoch FROM now() - created_at) / (90 * 86400)) DESC,
               id
      ) AS n,
      count(*) OVER (PARTITION BY child_category_id) AS in_category
    FROM products WHERE listed
  ), moved AS (
    UPDATE products p SET search_head = (r.n <= ceil(r.in_category * share))
    FROM ranked r
    WHERE r.id = p.id AND p.search_head IS DISTINCT FROM (r.n <= ceil(r.in_category * share))
    RETURNING 1
  )
  SELECT count(*) INTO changed FROM moved;
  INSERT INTO search_head_stats (id, head, listed, refreshed_at)
    SELECT true, count(*) FILTER (WHERE search_head), count(*), now() FROM products WHERE listed
    ON CONFLICT (id) DO UPDATE SET head = excluded.head, listed = excluded.listed, refreshed_at = excluded.refreshed_at;
  RETURN changed;
END $$;--> statement-breakpoint
SELECT refresh_search_head(20000, 0.1);--> statement-breakpoint
CREATE INDEX "products_search_head_idx" ON "products" USING gin ("search_vector") WHERE listed AND search_head;
