-- Logistics reference data every installation needs: the shipping price table (one row per zone ×
-- vehicle class, kobo), a starter fleet (one vehicle class each: bike ≤ 10 kg, car ≤ 70 kg, van ≤ 1,000 kg,
-- truck) and the cities served. Admins change all of it from /pricing, /vehicle and /shipping.
INSERT INTO "shipping_prices" ("zone", "vehicle_type", "base_fee_kobo", "per_kg_fee_kobo") VALUES
  ('within_lagos', 'bike',   150000,  10000),
  ('within_lagos', 'car',    350000,   8000),
  ('within_lagos', 'van',   1500000,   5000),
  ('within_lagos', 'truck', 6000000,   4000),
  ('same_city',    'bike',   120000,  10000),
  ('same_city',    'car',    300000,   8000),
  ('same_city',    'van',   1200000,   5000),
  ('same_city',    'truck', 5000000,   4000),
  ('same_state',   'bike',   200000,  15000),
  ('same_state',   'car',    450000,  10000),
  ('same_state',   'van',   1800000,   6000),
  ('same_state',   'truck', 7000000,   4500),
  ('other_state',  'bike',   350000,  25000),
  ('other_state',  'car',    700000,  20000),
  ('other_state',  'van',   3000000,  12000),
  ('other_state',  'truck',12000000,   8000)
ON CONFLICT ("zone", "vehicle_type") DO NOTHING;
--> statement-breakpoint
INSERT INTO "vehicles" ("name", "type", "plate_number", "capacity_kg") VALUES
  ('Dispatch bike 1', 'bike',  'LSD-101-BK', 10),
  ('Dispatch bike 2', 'bike',  'KJA-214-BK', 10),
  ('City car',        'car',   'LND-332-CR', 70),
  ('Delivery van',    'van',   'APP-458-VN', 1000),
  ('Haulage truck',   'truck', 'EKY-903-TR', 10000)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "shipping_locations" ("state", "city") VALUES
  ('Lagos', 'Ikeja'), ('Lagos', 'Lekki'), ('Lagos', 'Victoria Island'), ('Lagos', 'Yaba'),
  ('Lagos', 'Surulere'), ('Lagos', 'Ikorodu'), ('FCT', 'Abuja'), ('Rivers', 'Port Harcourt'),
  ('Oyo', 'Ibadan'), ('Ogun', 'Abeokuta'), ('Kano', 'Kano'), ('Kaduna', 'Kaduna'),
  ('Enugu', 'Enugu'), ('Edo', 'Benin City'), ('Delta', 'Warri')
ON CONFLICT DO NOTHING;
