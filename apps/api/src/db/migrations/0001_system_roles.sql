-- Admin roles and their permissions: reference data every installation needs.
INSERT INTO "roles" ("name", "kind", "description") VALUES
  ('superadmin', 'admin', 'Manages admins and roles; can do everything an admin can'),
  ('admin', 'admin', 'Approves stores, hubs and products; assigns orders; approves payouts; decides refunds and chargebacks'),
  ('dispatcher', 'admin', 'Sees and moves the orders assigned to them'),
  ('scheduler', 'admin', 'Assigns orders to dispatchers')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "permissions" ("role", "permission") VALUES
  ('superadmin', 'admins:write'), ('superadmin', 'admins:read'),
  ('superadmin', 'stores:approve'), ('superadmin', 'products:approve'), ('superadmin', 'hubs:approve'),
  ('superadmin', 'orders:assign'), ('superadmin', 'orders:read'), ('superadmin', 'payouts:approve'),
  ('superadmin', 'refunds:decide'), ('superadmin', 'catalogue:write'), ('superadmin', 'logistics:write'),
  ('superadmin', 'reports:read'), ('superadmin', 'transactions:read'),
  ('admin', 'stores:approve'), ('admin', 'products:approve'), ('admin', 'hubs:approve'),
  ('admin', 'orders:assign'), ('admin', 'orders:read'), ('admin', 'payouts:approve'),
  ('admin', 'refunds:decide'), ('admin', 'catalogue:write'), ('admin', 'logistics:write'),
  ('admin', 'reports:read'), ('admin', 'transactions:read'),
  ('dispatcher', 'orders:deliver'), ('dispatcher', 'orders:read'),
  ('scheduler', 'orders:schedule'), ('scheduler', 'orders:read')
ON CONFLICT DO NOTHING;
