CREATE INDEX "ledger_transactions_kind_occurred_idx" ON "ledger_transactions" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_merchant_kind_occurred_idx" ON "ledger_transactions" USING btree ("merchant_id","kind","occurred_at") WHERE "ledger_transactions"."merchant_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_merchant_paid_idx" ON "orders" USING btree ("merchant_id","paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("completed_at") WHERE "orders"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_merchant_completed_idx" ON "orders" USING btree ("merchant_id","completed_at") WHERE "orders"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");