import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type CategoryPath, makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { makeMerchant, type MerchantPerson } from "../../../test/factories/people.js";
import { planId } from "../../../test/factories/stores.js";
import { merchants } from "../merchants/merchants.table.js";
import { products } from "./products.table.js";

let t: TestApp;
let path: CategoryPath;

beforeAll(async () => {
  t = await createTestApp();
  path = await makeCategoryPath(t);
});

const feature = (who: MerchantPerson, productId: string) =>
  t.call("POST", "/api/v1/products/merchant/featured", { token: who.token, body: { productId } });

async function onPlan(code: "starter" | "growth" | "premium" | null): Promise<MerchantPerson> {
  const m = await makeMerchant(t);
  if (code) await t.db.update(merchants).set({ pricingPlanId: await planId(t, code) }).where(eq(merchants.id, m.merchantId));
  return m;
}

describe("featured product slots follow the plan table", () => {
  it("a Starter store (or one without a plan yet) is refused with the plan to upgrade to, and nothing is featured", async () => {
    for (const code of ["starter", null] as const) {
      const m = await onPlan(code);
      const { id } = await makeProduct(t, m, { path });
      const res = await feature(m, id);
      expect(res.statusCode, String(code)).toBe(403);
      expect(res.json().message).toBe("Your plan does not include featured product slots. Upgrade to Growth on Plan & billing to use them.");
      const [row] = await t.db.select({ isFeatured: products.isFeatured }).from(products).where(eq(products.id, id));
      expect(row.isFeatured).toBe(false);
    }
  });

  it("Growth and Premium stores feature products; a store that moved down to Starter may still un-feature", async () => {
    for (const code of ["growth", "premium"] as const) {
      const m = await onPlan(code);
      const { id } = await makeProduct(t, m, { path });
      const res = await feature(m, id);
      expect(res.statusCode, code).toBe(201);
      expect(res.json().data.isFeatured).toBe(true);
      if (code === "premium") {
        await t.db.update(merchants).set({ pricingPlanId: await planId(t, "starter") }).where(eq(merchants.id, m.merchantId));
        expect((await t.call("GET", "/api/v1/products/merchant/featured", { token: m.token })).json().data).toHaveLength(1);
        expect((await t.call("DELETE", `/api/v1/products/merchant/featured/${id}`, { token: m.token })).statusCode).toBe(200);
        expect((await feature(m, id)).statusCode).toBe(403);
      }
    }
  });

  it("another store's product is still 404 before any plan question", async () => {
    const owner = await onPlan("growth");
    const stranger = await onPlan("starter");
    const { id } = await makeProduct(t, owner, { path });
    expect((await feature(stranger, id)).statusCode).toBe(404);
  });
});
