import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeMerchant, type MerchantPerson } from "../../../test/factories/people.js";
import { localStorage } from "../../adapters/storage/storage.js";
import { seedDemoCatalogue } from "../../seed/catalogue.js";
import { uploads } from "../uploads/uploads.table.js";
import { products } from "./products.table.js";

let t: TestApp;
let shops: MerchantPerson[];
let seconds: number;

beforeAll(async () => {
  t = await createTestApp();
  shops = [await makeMerchant(t), await makeMerchant(t), await makeMerchant(t), await makeMerchant(t, { approved: false })];
  // The app's own storage, so the seeded images are served by GET /uploads/:id.
  const { storage } = t.app.makeCtx({ log: t.app.log, ip: "127.0.0.1" } as never, null).adapters;
  const started = Date.now();
  await seedDemoCatalogue(t.db, { storage });
  seconds = (Date.now() - started) / 1000;
  // Printed, not asserted: a test's clock depends on what else the machine runs.
  console.log(`demo catalogue seeded in ${seconds.toFixed(1)} s`);
}, 120_000);

const one = async (q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as Record<string, number>;

describe("demo catalogue seed", () => {
  it("builds the three category levels of a general store", async () => {
    const r = await one(sql`select (select count(*)::int from categories) c, (select count(*)::int from sub_categories) s, (select count(*)::int from child_categories) ch`);
    expect(r.c).toBeGreaterThanOrEqual(8);
    expect(r.s).toBeGreaterThanOrEqual(28);
    expect(r.ch).toBeGreaterThanOrEqual(75);
  });

  it("spreads 2,000 approved and 40 pending products over the approved stores only", async () => {
    const r = await one(sql`select count(*) filter (where approval_status = 'approved')::int a, count(*) filter (where approval_status = 'pending')::int p, count(distinct store_id)::int s from products`);
    expect(r).toEqual({ a: 2000, p: 40, s: 3 });
    const [none] = await t.db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.storeId, shops[3].storeId));
    expect(none.n).toBe(0);
    const v = await one(sql`select count(*)::int n, count(distinct product_id)::int p from product_variants`);
    expect(v.p).toBeGreaterThan(50);
    const d = await one(sql`select count(*)::int n from products where price > selling_price`);
    expect(d.n).toBeGreaterThan(400);
  });

  it("gives products images uploaded by their store's merchant, served by /uploads", async () => {
    const [p] = await t.db.select({ images: products.images, merchantId: products.merchantId }).from(products).limit(1);
    const id = p.images[0].split("/").pop() as string;
    const [u] = await t.db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.kind, "image")));
    const shop = shops.find((s) => s.merchantId === p.merchantId);
    expect(u.ownerUserId).toBe(shop?.userId);
    const res = await t.call("GET", p.images[0]);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
  });

  it("shows up in the customer catalogue, search and home-page sections", async () => {
    const list = await t.call("GET", "/api/v1/products/customer/getallproducts?limit=5");
    expect(list.json().data.count).toBeGreaterThan(1800);
    const search = await t.call("GET", "/api/v1/products/customer/getallproducts?search=sneekers");
    expect(search.json().data.data[0].name).toMatch(/Sneakers/);
    const phone = await t.call("GET", "/api/v1/products/customer/getallproducts?search=iphnoe");
    expect(phone.json().data.data[0].name).toMatch(/iPhone/);
    expect((await t.call("GET", "/api/v1/products/customer/promotion-products")).json().data.length).toBeGreaterThan(0);
    expect((await t.call("GET", "/api/v1/products/customer/official-outlets")).json().data.length).toBeGreaterThan(0);
    expect((await t.call("GET", "/api/v1/featuredImageCollections")).json().data.length).toBe(2);
    const tree = (await t.call("GET", "/api/v1/categories/getallcategories")).json().data;
    expect(tree.map((c: { name: string }) => c.name)).toContain("Electronics");
  });

  it("runs once: a second call leaves the catalogue alone", async () => {
    const before = await one(sql`select count(*)::int n from products`);
    await seedDemoCatalogue(t.db, { storage: localStorage(mkdtempSync(path.join(tmpdir(), "bitmarte-seed-"))) });
    expect(await one(sql`select count(*)::int n from products`)).toEqual(before);
  });
});
