import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type CategoryPath, makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { makeAdmin, makeCustomer, makeMerchant, type MerchantPerson, type Person } from "../../../test/factories/people.js";

let t: TestApp;
let admin: Person;
let shop: MerchantPerson;
let path: CategoryPath;
const count = async (table: string) => (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n as number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  shop = await makeMerchant(t);
  path = await makeCategoryPath(t);
});

const P = "/api/v1/products";

describe("promotions", () => {
  it("creates a promotion, adds and removes products, and shows running ones to customers", async () => {
    const a = await makeProduct(t, shop, { path, approved: true });
    const b = await makeProduct(t, shop, { path, approved: true });
    const hidden = await makeProduct(t, shop, { path });
    const created = await t.call("POST", `${P}/admin/promotions`, {
      token: admin.token,
      body: { name: "Black Friday", description: "Big savings", startDate: "2000-01-01", endDate: "2999-12-31" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Promotion created successfully");
    const promo = created.json().data;
    expect(promo).toMatchObject({ name: "Black Friday", startDate: "2000-01-01", endDate: "2999-12-31", productCount: 0 });

    const added = await t.call("POST", `${P}/admin/add-promotion-products`, {
      token: admin.token,
      body: { promotionId: promo.id, productIds: [a.id, b.id, hidden.id, a.id] },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.productIds.sort()).toEqual([a.id, b.id, hidden.id].sort());

    const sections = await t.call("GET", `${P}/customer/promotion-products?limit=10`);
    expect(sections.statusCode).toBe(200);
    const section = sections.json().data.find((s: { promotion: { id: string } }) => s.promotion.id === promo.id);
    expect(section.promotion.productCount).toBe(3);
    expect(section.products.map((p: { id: string }) => p.id).sort()).toEqual([a.id, b.id].sort());

    const removed = await t.call("DELETE", `${P}/admin/delete-product-promotion/${promo.id}`, { token: admin.token, body: { productId: a.id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.productIds.sort()).toEqual([b.id, hidden.id].sort());
    const again = await t.call("DELETE", `${P}/admin/delete-product-promotion/${promo.id}`, { token: admin.token, body: { productId: a.id } });
    expect(again.statusCode).toBe(404);

    const listed = await t.call("GET", `${P}/admin/promotions`, { token: admin.token });
    expect(listed.json().data.rows.find((p: { id: string }) => p.id === promo.id).productCount).toBe(2);

    const deleted = await t.call("DELETE", `${P}/admin/delete-promotion/${promo.id}`, { token: admin.token });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call("DELETE", `${P}/admin/delete-promotion/${promo.id}`, { token: admin.token })).statusCode).toBe(404);
  });

  it("leaves out promotions that have not started or have ended", async () => {
    const p = await makeProduct(t, shop, { path, approved: true });
    for (const [name, startDate, endDate] of [["Future", "2999-01-01", undefined], ["Past", undefined, "2000-01-01"]]) {
      const promo = (await t.call("POST", `${P}/admin/promotions`, { token: admin.token, body: { name, startDate, endDate } })).json().data;
      await t.call("POST", `${P}/admin/add-promotion-products`, { token: admin.token, body: { promotionId: promo.id, productIds: [p.id] } });
    }
    const names = (await t.call("GET", `${P}/customer/promotion-products`)).json().data.map((s: { promotion: { name: string } }) => s.promotion.name);
    expect(names).not.toContain("Future");
    expect(names).not.toContain("Past");
  });

  it("refuses bad input (422, nothing written) and unknown promotions (404)", async () => {
    const before = [await count("promotions"), await count("promotion_products")];
    const bad = [
      { name: "" },
      { name: "Dates", startDate: "2026-05-02", endDate: "2026-05-01" },
      { name: "Dates", startDate: "02/05/2026" },
    ];
    for (const body of bad) expect((await t.call("POST", `${P}/admin/promotions`, { token: admin.token, body })).statusCode).toBe(422);
    const promo = (await t.call("POST", `${P}/admin/promotions`, { token: admin.token, body: { name: "Valid" } })).json().data;
    const unknownProduct = await t.call("POST", `${P}/admin/add-promotion-products`, {
      token: admin.token,
      body: { promotionId: promo.id, productIds: ["00000000-0000-4000-8000-000000000000"] },
    });
    expect(unknownProduct.statusCode).toBe(422);
    expect(unknownProduct.json().errors[0].path).toBe("productIds.0");
    expect((await t.call("POST", `${P}/admin/add-promotion-products`, { token: admin.token, body: { promotionId: promo.id, productIds: [] } })).statusCode).toBe(422);
    expect([await count("promotions"), await count("promotion_products")]).toEqual([before[0] + 1, before[1]]);
    const unknownPromo = await t.call("POST", `${P}/admin/add-promotion-products`, {
      token: admin.token,
      body: { promotionId: "00000000-0000-4000-8000-000000000000", productIds: [(await makeProduct(t, shop, { path })).id] },
    });
    expect(unknownPromo.statusCode).toBe(404);
  });

  it("is for admins only", async () => {
    for (const who of [shop, await makeCustomer(t), await makeAdmin(t, "dispatcher")]) {
      expect((await t.call("POST", `${P}/admin/promotions`, { token: who.token, body: { name: "Sneaky" } })).statusCode).toBe(403);
      expect((await t.call("GET", `${P}/admin/promotions`, { token: who.token })).statusCode).toBe(403);
    }
  });
});

describe("official outlets", () => {
  it("adds, lists, shows with products and removes an outlet", async () => {
    const brand = await makeMerchant(t, { storeName: "Nova Electronics Official" });
    const product = await makeProduct(t, brand, { path, approved: true });
    const added = await t.call("POST", `${P}/admin/add-official-outlet`, { token: admin.token, body: { storeId: brand.storeId } });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ storeId: brand.storeId, storeName: "Nova Electronics Official", storeUrl: brand.storeUrl, logo: null });
    const outletId = added.json().data.id;
    const dup = await t.call("POST", `${P}/admin/add-official-outlet`, { token: admin.token, body: { storeId: brand.storeId } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("This store is already an official outlet");

    const listed = await t.call("GET", `${P}/admin/official-outlets`, { token: admin.token });
    expect(listed.json().data.rows.map((o: { id: string }) => o.id)).toContain(outletId);
    const sections = (await t.call("GET", `${P}/customer/official-outlets`)).json().data;
    const section = sections.find((s: { outlet: { id: string } }) => s.outlet.id === outletId);
    expect(section.products.map((p: { id: string }) => p.id)).toEqual([product.id]);

    expect((await t.call("DELETE", `${P}/admin/delete-official-outlet/${outletId}`, { token: admin.token })).statusCode).toBe(200);
    expect((await t.call("DELETE", `${P}/admin/delete-official-outlet/${outletId}`, { token: admin.token })).statusCode).toBe(404);
    const after = (await t.call("GET", `${P}/customer/official-outlets`)).json().data;
    expect(after.find((s: { outlet: { id: string } }) => s.outlet.id === outletId)).toBeUndefined();
  });

  it("refuses unknown stores (422) and non-admins (403)", async () => {
    const before = await count("official_outlets");
    const res = await t.call("POST", `${P}/admin/add-official-outlet`, { token: admin.token, body: { storeId: "00000000-0000-4000-8000-000000000000" } });
    expect(res.statusCode).toBe(422);
    expect((await t.call("POST", `${P}/admin/add-official-outlet`, { token: admin.token, body: {} })).statusCode).toBe(422);
    expect(await count("official_outlets")).toBe(before);
    expect((await t.call("POST", `${P}/admin/add-official-outlet`, { token: shop.token, body: { storeId: shop.storeId } })).statusCode).toBe(403);
  });
});

describe("featured image collections", () => {
  const F = "/api/v1/featuredImageCollections";
  it("creates, edits, lists active ones in order, and deletes", async () => {
    const body = { title: "Harmattan Sale", subtitle: "Up to 50% off", images: [{ url: "/api/v1/uploads/x", link: "/search?q=sale" }], sortOrder: 2 };
    const created = await t.call("POST", F, { token: admin.token, body });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ title: "Harmattan Sale", isActive: true, sortOrder: 2, images: [{ url: "/api/v1/uploads/x", link: "/search?q=sale", alt: null }] });
    const id = created.json().data.id;
    const first = (await t.call("POST", F, { token: admin.token, body: { ...body, title: "New Arrivals", sortOrder: 1 } })).json().data;
    const hidden = (await t.call("POST", F, { token: admin.token, body: { ...body, title: "Draft", isActive: false } })).json().data;

    const pub = await t.call("GET", F);
    expect(pub.statusCode).toBe(200);
    const titles = pub.json().data.map((c: { title: string }) => c.title);
    expect(titles.indexOf("New Arrivals")).toBeLessThan(titles.indexOf("Harmattan Sale"));
    expect(titles).not.toContain("Draft");

    const edited = await t.call("PATCH", `${F}/${id}`, { token: admin.token, body: { title: "Harmattan Mega Sale", isActive: false } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: "Harmattan Mega Sale", isActive: false, subtitle: "Up to 50% off" });
    expect((await t.call("GET", F)).json().data.map((c: { id: string }) => c.id)).toEqual([first.id]);

    expect((await t.call("DELETE", `${F}/${hidden.id}`, { token: admin.token })).statusCode).toBe(200);
    expect((await t.call("DELETE", `${F}/${hidden.id}`, { token: admin.token })).statusCode).toBe(404);
    expect((await t.call("PATCH", `${F}/${hidden.id}`, { token: admin.token, body: { title: "Gone" } })).statusCode).toBe(404);
  });

  it("lists every collection for admins, hidden ones included, with paging and a visibility filter", async () => {
    const image = [{ url: "/api/v1/uploads/y" }];
    const shown = (await t.call("POST", F, { token: admin.token, body: { title: "Admin List Shown", images: image, sortOrder: 0 } })).json().data;
    const hidden = (await t.call("POST", F, { token: admin.token, body: { title: "Admin List Hidden", images: image, sortOrder: 1, isActive: false } })).json().data;
    const total = await count("featured_image_collections");
    const inactive = (await t.db.execute(sql.raw("select count(*)::int as n from featured_image_collections where not is_active"))).rows[0].n as number;

    const all = await t.call("GET", `${F}/admin?limit=100`, { token: admin.token });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.count).toBe(total);
    const ids = all.json().data.rows.map((c: { id: string }) => c.id);
    expect(ids).toContain(hidden.id);
    expect(ids.indexOf(shown.id)).toBeLessThan(ids.indexOf(hidden.id));
    expect(all.json().data.rows.find((c: { id: string }) => c.id === hidden.id)).toMatchObject({ title: "Admin List Hidden", isActive: false, sortOrder: 1 });
    // The public list still leaves hidden collections out.
    expect((await t.call("GET", F)).json().data.map((c: { id: string }) => c.id)).not.toContain(hidden.id);

    const hiddenOnly = (await t.call("GET", `${F}/admin?visibility=hidden&limit=100`, { token: admin.token })).json().data;
    expect(hiddenOnly.count).toBe(inactive);
    expect(hiddenOnly.rows.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);
    const activeOnly = (await t.call("GET", `${F}/admin?visibility=active&limit=100`, { token: admin.token })).json().data;
    expect(activeOnly.count).toBe(total - inactive);
    expect(activeOnly.rows.every((c: { isActive: boolean }) => c.isActive)).toBe(true);

    const firstPage = (await t.call("GET", `${F}/admin?limit=1&page=1`, { token: admin.token })).json().data;
    const secondPage = (await t.call("GET", `${F}/admin?limit=1&page=2`, { token: admin.token })).json().data;
    expect(firstPage).toMatchObject({ count: total });
    expect(firstPage.rows).toHaveLength(1);
    expect(secondPage.rows[0].id).not.toBe(firstPage.rows[0].id);

    const superadmin = await makeAdmin(t, "superadmin");
    expect((await t.call("GET", `${F}/admin`, { token: superadmin.token })).json().data.count).toBe(total);
  });

  it("refuses the admin list to other roles (403), without a token (401) and with a bad query (422)", async () => {
    const dispatcher = await makeAdmin(t, "dispatcher");
    const scheduler = await makeAdmin(t, "scheduler");
    const customer = await makeCustomer(t);
    expect((await t.call("GET", `${F}/admin`, { token: dispatcher.token })).statusCode).toBe(403);
    expect((await t.call("GET", `${F}/admin`, { token: scheduler.token })).statusCode).toBe(403);
    expect((await t.call("GET", `${F}/admin`, { token: shop.token })).statusCode).toBe(403);
    expect((await t.call("GET", `${F}/admin`, { token: customer.token })).statusCode).toBe(403);
    expect((await t.call("GET", `${F}/admin`)).statusCode).toBe(401);
    for (const query of ["visibility=draft", "limit=101", "page=0"]) {
      const res = await t.call("GET", `${F}/admin?${query}`, { token: admin.token });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it("refuses bad input (422, nothing written) and non-admins (403)", async () => {
    const before = await count("featured_image_collections");
    for (const body of [{ title: "", images: [{ url: "/a" }] }, { title: "No images", images: [] }, { title: "Neg", images: [{ url: "/a" }], sortOrder: -1 }]) {
      expect((await t.call("POST", F, { token: admin.token, body })).statusCode).toBe(422);
    }
    expect(await count("featured_image_collections")).toBe(before);
    expect((await t.call("POST", F, { token: shop.token, body: { title: "X", images: [{ url: "/a" }] } })).statusCode).toBe(403);
  });
});
