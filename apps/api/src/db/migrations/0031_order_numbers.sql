-- Each store part of a checkout gets its own number: the group's name and its place in the group
-- (BM-261127-ABCDEF-1, -2, …), so two stores' orders never show the same number yet read as one checkout.
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
-- Orders placed before this had no recorded store order: number them by placing time, then store name,
-- then id, which gives the same answer on every run.
UPDATE "orders" o SET "order_number" = n.order_name || '-' || n.part
FROM (
  SELECT id, order_name, row_number() OVER (PARTITION BY order_name ORDER BY created_at, store_name, id) AS part
  FROM "orders"
) n
WHERE n.id = o.id;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
-- A repeated create-order call answers the stored response again: give its orders their numbers too.
UPDATE "checkouts" c SET "response" = jsonb_set(c.response, '{orders}', (
  SELECT coalesce(jsonb_agg(CASE WHEN o.id IS NULL THEN x.e ELSE x.e || jsonb_build_object('orderNumber', o.order_number) END ORDER BY x.ord), '[]'::jsonb)
  FROM jsonb_array_elements(c.response -> 'orders') WITH ORDINALITY AS x(e, ord)
  LEFT JOIN "orders" o ON o.id::text = x.e ->> 'id'
))
WHERE jsonb_typeof(c.response -> 'orders') = 'array';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");
