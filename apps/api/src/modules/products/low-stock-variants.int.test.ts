import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeBuyableProduct, makeSeller } from "../../../test/factories/cart.js";
import { productCountsForMerchants } from "./index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("low-stock alerts per variant", () => {
  it("a variant at or under the alert level makes its product low even when the product's total is high", async () => {
    const seller = await makeSeller(t);
    const sandals = await makeBuyableProduct(t, seller, {
      name: "Leather Sandals",
      variants: [
        { sku: "SAN-40", size: "40", quantity: 30 },
        { sku: "SAN-41", size: "41", quantity: 2 },
        { sku: "SAN-42", size: "42", quantity: 30 },
      ],
    });
    // Every variant above the level: not low, whatever the total.
    await makeBuyableProduct(t, seller, {
      name: "Ankara Fabric",
      variants: [{ sku: "ANK-RED", color: "Red", quantity: 6 }],
    });
    // Without variants the product's own quantity decides.
    const belt = await makeBuyableProduct(t, seller, {
      name: "Leather Belt",
      quantity: 4,
    });
    await makeBuyableProduct(t, seller, {
      name: "Leather Wallet",
      quantity: 40,
    });

    const res = await t.call("GET", "/api/v1/products/merchant/low-stock", {
      token: seller.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(2);
    expect(
      res
        .json()
        .data.data.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([sandals.id, belt.id].sort());
    const figures = (await productCountsForMerchants(t.db, [seller.merchantId])).get(seller.merchantId);
    expect(figures?.lowStock).toBe(2);
    const stats = await t.call("GET", "/api/v1/merchants/stats", {
      token: seller.token,
    });
    expect(stats.json().data.lowStockProducts).toBe(2);
  });
});
