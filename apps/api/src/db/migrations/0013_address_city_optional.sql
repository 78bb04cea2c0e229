ALTER TABLE "customer_shipping_addresses" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_shipping_addresses" ADD COLUMN "lga" text;