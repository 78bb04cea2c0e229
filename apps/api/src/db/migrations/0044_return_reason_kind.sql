-- What is wrong with a returned item, from a fixed list (RETURN_REASON_KINDS) beside the customer's own
-- words; seller health counts the kinds that put the fault on the product or the store. Null for requests
-- made before the list (their words are matched instead).
ALTER TABLE "order_return_items" ADD COLUMN "reason_kind" text;
