/**
 * The edit form sends the whole product. An edit that changes only prices or stock keeps this process's
 * search rankings and counts (as the `price:` notification keeps the other processes'); any other change,
 * or a product selling out, drops them all.
 */
import { categoriesEndpoints, fullPath } from "@bitmarte/contracts";
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

  it("a price edit shows in the product's data at once, and leaves the answers that do not show it", async () => {
    await arrived(t);
    const own = `/api/v1/products/customer/product/${product.id}`;
    const tree = fullPath(categoriesEndpoints.getAll);
    const get = (url: string) => t.app.inject({ method: "GET", url });
    for (const url of [own, tree]) {
      await get(url);
      expect((await get(url)).headers["x-answer-cache"], url).toBe("HIT");
    }
    const sellingPrice = product.body.pricing.sellingPrice - 2;
    const res = await editWhole({ pricing: { ...product.body.pricing, sellingPrice } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(own);
    expect(after.headers["x-answer-cache"]).toBe("MISS");
    expect(after.json().data.pricing.sellingPrice).toBe(sellingPrice);
    expect((await get(tree)).headers["x-answer-cache"]).toBe("HIT");
  });

  it("a content edit that waits for review keeps them (customers still see the approved content)", async () => {
    await arrived(t);
    await kept();
    expect(await kept()).toBe(true);
    const res = await editWhole({ name: `${product.body.name} (renamed)` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.revision?.status).toBe("pending");
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
