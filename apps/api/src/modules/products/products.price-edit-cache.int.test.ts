/**
 * The edit form sends the whole product. An edit that changes only prices or stock keeps this process's
 * search rankings and counts (as the `price:` notification keeps the other processes'); any other change,
 * or a product selling out, drops them all.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { makeMerchant, type MerchantPerson } from "../../../test/factories/people.js";
import { notificationsArrived as arrived } from "../../../test/cache-notifications.js";
import { cached } from "./catalogue-cache.js";

let t: TestApp;
let shop: MerchantPerson;
let product: Awaited<ReturnType<typeof makeProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await makeMerchant(t, { storeName: "Price Edit Store" });
  product = await makeProduct(t, shop, { path: await makeCategoryPath(t), approved: true, body: { quantity: 5 } });
});

const RANKING = 'ranked:relevance:{"search":"shoe:*"}';
/** Keeps a ranking under `RANKING` and answers whether it is still kept (its computation not run again). */
async function kept(): Promise<boolean> {
  let computed = false;
  await cached(t.db, RANKING, 30_000, async () => {
    computed = true;
    return "ranking";
  });
  return !computed;
}
const editWhole = (changes: Record<string, unknown>) =>
  t.call("PATCH", `/api/v1/products/${product.id}`, { token: shop.token, body: { ...product.body, ...changes } });

describe("a product edit and the kept search rankings", () => {
  it("a price or stock change sent with the whole form keeps them, here and when the database's notification arrives", async () => {
    await arrived(t);
    await kept();
    expect(await kept()).toBe(true);
    const res = await editWhole({ pricing: { ...product.body.pricing, sellingPrice: product.body.pricing.sellingPrice - 1 }, quantity: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kept()).toBe(true);
    await arrived(t);
    expect(await kept()).toBe(true);
  });

  it("a change of anything else drops them", async () => {
    await arrived(t);
    await kept();
    const res = await editWhole({ weight: 3.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kept()).toBe(false);
  });

  it("selling out drops them (a sold-out product may leave the lists)", async () => {
    await arrived(t);
    await kept();
    expect(await kept()).toBe(true);
    const res = await editWhole({ weight: 3.5, quantity: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await kept()).toBe(false);
  });
});
