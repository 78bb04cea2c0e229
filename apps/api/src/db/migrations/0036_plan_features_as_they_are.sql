-- The plan table says what each plan gives: reports, the next-day settlement report and storefront
-- themes are every store's (the specification gives them to every merchant); featured product slots
-- are Growth's and Premium's (enforced). Only plans still carrying the features first seeded change:
-- a list an admin edited stays as the admin left it.
UPDATE "pricing_plans" SET "features" = ARRAY['Unlimited product listings', 'Public store page with a storefront theme', 'Sales, payment and settlement reports', 'Bitmarte delivery network']
WHERE "code" = 'starter' AND "features" = ARRAY['Unlimited product listings', 'Public store page', 'Bitmarte delivery network', 'Weekly payouts'];
--> statement-breakpoint
UPDATE "pricing_plans" SET "features" = ARRAY['Everything in Starter', 'Featured product slots', 'A lower commission per sale', 'Priority support']
WHERE "code" = 'growth' AND "features" = ARRAY['Everything in Starter', 'Featured product slots', 'Sales and payment reports', 'Priority support'];
--> statement-breakpoint
UPDATE "pricing_plans" SET "features" = ARRAY['Everything in Growth', 'The lowest commission per sale', 'Dedicated account manager']
WHERE "code" = 'premium' AND "features" = ARRAY['Everything in Growth', 'Storefront themes', 'Next-day settlement', 'Dedicated account manager'];
--> statement-breakpoint
UPDATE "pricing_plans" SET "description" = 'For established brands: the lowest commission per sale.'
WHERE "code" = 'premium' AND "description" = 'For established brands: the lowest commission and the fastest payouts.';
