-- Merchant pricing plans ("payment categories"): reference data every installation needs.
-- Commission in basis points (1000 = 10%), monthly fee in kobo.
INSERT INTO "pricing_plans" ("code", "name", "description", "commission_bps", "monthly_fee_kobo", "features", "sort_order") VALUES
  ('starter', 'Starter', 'For new sellers: no monthly fee, a higher commission per sale.', 1000, 0,
    ARRAY['Unlimited product listings', 'Public store page', 'Bitmarte delivery network', 'Weekly payouts'], 1),
  ('growth', 'Growth', 'For growing stores: a lower commission for a small monthly fee.', 750, 500000,
    ARRAY['Everything in Starter', 'Featured product slots', 'Sales and payment reports', 'Priority support'], 2),
  ('premium', 'Premium', 'For established brands: the lowest commission and the fastest payouts.', 500, 1500000,
    ARRAY['Everything in Growth', 'Storefront themes', 'Next-day settlement', 'Dedicated account manager'], 3)
ON CONFLICT ("code") DO NOTHING;
