import { eq } from "drizzle-orm";
import { merchants } from "../../src/modules/merchants/merchants.table.js";
import type { TestApp } from "../app.js";
import { planId } from "../factories/stores.js";
import { makeCategoryPath, makeProduct } from "../factories/catalogue.js";
import type { Person } from "../factories/people.js";
import type { TenantFixture } from "../tenant-fixtures.js";

/** A pending product of `owner` (a merchant) in a fresh category branch. */
async function ownProduct(t: TestApp, owner: Person): Promise<string> {
  return (await makeProduct(t, owner, { path: await makeCategoryPath(t) })).id;
}

export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  "products.get": { kind: "merchant", make: async (t, owner) => ({ url: `/api/v1/products/${await ownProduct(t, owner)}` }) },
  "products.update": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `/api/v1/products/${await ownProduct(t, owner)}`, body: { quantity: 3 } }),
  },
  "products.remove": { kind: "merchant", make: async (t, owner) => ({ url: `/api/v1/products/${await ownProduct(t, owner)}` }) },
  "products.updateInventory": {
    kind: "merchant",
    make: async (t, owner) => ({
      url: "/api/v1/products/update-product-inventory",
      body: { productId: await ownProduct(t, owner), quantity: 8 },
    }),
  },
  "products.addFeatured": {
    kind: "merchant",
    make: async (t, owner) => {
      // Featured slots are a Growth feature: the owner's store is put on it (the other tenant is still 404).
      await t.db.update(merchants).set({ pricingPlanId: await planId(t, "growth") }).where(eq(merchants.userId, owner.userId));
      return { url: "/api/v1/products/merchant/featured", body: { productId: await ownProduct(t, owner) } };
    },
  },
  "products.removeFeatured": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `/api/v1/products/merchant/featured/${await ownProduct(t, owner)}` }),
  },
};
