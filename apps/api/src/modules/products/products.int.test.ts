import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { approveInDb, type CategoryPath, makeCategoryPath, makeProduct, productBody, uploadImage } from "../../../test/factories/catalogue.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { planId } from "../../../test/factories/stores.js";
import { merchants } from "../merchants/merchants.table.js";
import { productCountsForMerchants } from "./index.js";
import { products } from "./products.table.js";

let t: TestApp;
let merchant: MerchantPerson;
let other: MerchantPerson;
let path: CategoryPath;
let image: string;

const url = "/api/v1/products";
const counts = async () => {
  const r = await t.db.execute(sql`select (select count(*)::int from products) as p, (select count(*)::int from product_variants) as v`);
  return r.rows[0] as { p: number; v: number };
};

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t);
  other = await makeMerchant(t);
  path = await makeCategoryPath(t, { category: "Fashion", sub: "Men", child: "Sneakers" });
  image = await uploadImage(t, merchant);
});

const create = (body: Record<string, unknown>, who: Person = merchant) => t.call("POST", url, { token: who.token, body });

describe("create a product", () => {
  it("creates a pending product with variants, the category path and its images", async () => {
    const second = await uploadImage(t, merchant);
    const res = await create(
      productBody(path, [image, second.replace("/api/v1/uploads/", "")], {
        name: "Air Runner Sneakers",
        sku: "AR-001",
        dimensions: { length: 30, width: 20, height: 12 },
        variantProperties: [
          { type: "size", options: ["42", "43"] },
          { type: "colour", options: ["Black", "White"] },
        ],
        variant: [
          { sku: "AR-001-42-B", size: "42", color: "Black", quantity: 3, discount: 10 },
          { sku: "AR-001-43-W", size: "43", color: "White", quantity: 4 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Successfully created product.");
    const p = res.json().data;
    expect(p).toMatchObject({
      name: "Air Runner Sneakers",
      approvalStatus: "pending",
      category: "Fashion",
      subCategory: "Men",
      childCategory: "Sneakers",
      ...path,
      storeId: merchant.storeId,
      merchantId: merchant.merchantId,
      quantity: 7,
      sku: "AR-001",
      pricing: { costPrice: 8000, sellingPrice: 10000, price: 12000 },
      dimensions: { length: 30, width: 20, height: 12 },
      whenSoldOut: "show_sold_out",
      stockAlertUnits: 5,
      IsDigitalProduct: false,
      isFeatured: false,
      averageRating: null,
      reviewCount: 0,
    });
    expect(p.hostedImages).toEqual([image, second]);
    expect(p.variant.map((v: { sku: string; discount: number }) => [v.sku, v.discount])).toEqual([
      ["AR-001-42-B", 10],
      ["AR-001-43-W", 0],
    ]);
    const [row] = await t.db.select({ sellingPrice: products.sellingPrice }).from(products).where(eq(products.id, p.id));
    expect(row.sellingPrice).toBe(1_000_000); // kobo
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = await counts();
    const foreignImage = await uploadImage(t, other);
    const otherPath = await makeCategoryPath(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ pricing: { costPrice: 1, sellingPrice: 100, price: 50 } }, "pricing.price"],
      [{ pricing: { costPrice: 1, sellingPrice: 100.555, price: 200 } }, "pricing.sellingPrice"],
      [{ hostedImages: [] }, "hostedImages"],
      [{ hostedImages: Array.from({ length: 9 }, () => image) }, "hostedImages"],
      [{ hostedImages: ["https://example.com/cat.png"] }, "hostedImages.0"],
      [{ hostedImages: [foreignImage] }, "hostedImages.0"],
      [{ hostedImages: [image, image] }, "hostedImages.1"],
      [{ quantity: -1 }, "quantity"],
      [{ childCategoryId: otherPath.childCategoryId }, "childCategoryId"],
      [{ childCategoryId: "00000000-0000-4000-8000-000000000000" }, "childCategoryId"],
      [{ variantProperties: [{ type: "size", options: ["S"] }], variant: [{ sku: "V1", size: "XL", color: null, quantity: 1 }] }, "variant.0.size"],
      [{ variant: [{ sku: "A", size: null, color: null, quantity: 1 }, { sku: "a", size: null, color: null, quantity: 1 }] }, "variant"],
      [{ weightUnit: "stone" }, "weightUnit"],
    ];
    for (const [override, field] of cases) {
      const res = await create(productBody(path, [image], override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors.map((e: { path: string }) => e.path), JSON.stringify(override)).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a SKU the merchant already uses (409); another merchant may use it", async () => {
    expect((await create(productBody(path, [image], { sku: "DUP-1" }))).statusCode).toBe(201);
    const before = await counts();
    const dup = await create(productBody(path, [image], { sku: "dup-1" }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("Another of your products already uses this SKU");
    expect(await counts()).toEqual(before);
    const theirs = await create(productBody(path, [await uploadImage(t, other)], { sku: "DUP-1" }), other);
    expect(theirs.statusCode).toBe(201);
  });

  it("staff need products:write to create and products:read to list", async () => {
    const writer = await makeStaff(t, merchant, ["products:read", "products:write"]);
    const reader = await makeStaff(t, merchant, ["products:read"]);
    const staffImage = await uploadImage(t, writer);
    const res = await create(productBody(path, [staffImage]), writer);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.merchantId).toBe(merchant.merchantId);
    expect((await create(productBody(path, [image]), reader)).statusCode).toBe(403);
    expect((await t.call("GET", url, { token: reader.token })).statusCode).toBe(200);
  });

  it("customers and admins cannot use merchant product endpoints", async () => {
    for (const who of [await makeCustomer(t), await makeAdmin(t)]) {
      expect((await create(productBody(path, [image]), who)).statusCode).toBe(403);
      expect((await t.call("GET", url, { token: who.token })).statusCode).toBe(403);
    }
  });
});

describe("read and list", () => {
  it("gets one of its own products; another merchant's answers 404", async () => {
    const { id } = await makeProduct(t, merchant, { path });
    const mine = await t.call("GET", `${url}/${id}`, { token: merchant.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.id).toBe(id);
    expect((await t.call("GET", `${url}/${id}`, { token: other.token })).statusCode).toBe(404);
  });

  it("lists with search (typos too), status filter and paging", async () => {
    const m = await makeMerchant(t);
    const a = await makeProduct(t, m, { path, body: { name: "Samsung Galaxy A54 Smartphone" } });
    await makeProduct(t, m, { path, body: { name: "Leather Office Chair", description: "Comfortable chair for long hours" } });
    const c = await makeProduct(t, m, { path, body: { name: "Wooden Office Desk" } });
    await approveInDb(t, c.id);

    const all = await t.call("GET", `${url}?limit=2`, { token: m.token });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.count).toBe(3);
    expect(all.json().data.data).toHaveLength(2);
    const page2 = await t.call("GET", `${url}?limit=2&page=2`, { token: m.token });
    expect(page2.json().data.data).toHaveLength(1);

    const search = await t.call("GET", `${url}/?search=galaxy`, { token: m.token });
    expect(search.json().data.data.map((p: { id: string }) => p.id)).toEqual([a.id]);
    const typo = await t.call("GET", `${url}?search=samsnug`, { token: m.token });
    expect(typo.json().data.data.map((p: { id: string }) => p.id)).toEqual([a.id]);
    const office = await t.call("GET", `${url}?search=office`, { token: m.token });
    expect(office.json().data.count).toBe(2);

    // "Name or SKU": a product's SKU, a variant's SKU, or the start of one, in any case.
    const coded = await makeProduct(t, m, {
      path,
      body: {
        name: "Flat Panel Monitor",
        sku: "DEMO-MON-00047",
        variantProperties: [{ type: "size", options: ["24", "27"] }],
        variant: [
          { sku: "DEMO-MON-00047-24", size: "24", color: null, quantity: 2 },
          { sku: "MON-27-BLK", size: "27", color: null, quantity: 1 },
        ],
      },
    });
    const bySku = (q: string) => t.call("GET", `${url}?search=${encodeURIComponent(q)}`, { token: m.token });
    for (const q of ["DEMO-MON-00047", "demo-mon-00047", "mon-27-blk", "DEMO-MON"]) {
      const found = await bySku(q);
      expect(found.json().data.data.map((p: { id: string }) => p.id), q).toEqual([coded.id]);
      expect(found.json().data.count, q).toBe(1);
    }
    // Another merchant's SKU finds nothing here.
    expect((await t.call("GET", `${url}?search=DEMO-MON-00047`, { token: merchant.token })).json().data.count).toBe(0);

    const approved = await t.call("GET", `${url}?status=approved`, { token: m.token });
    expect(approved.json().data.data.map((p: { id: string }) => p.id)).toEqual([c.id]);
    expect((await t.call("GET", `${url}?status=bogus`, { token: m.token })).statusCode).toBe(422);
    expect((await t.call("GET", `${url}?limit=101`, { token: m.token })).statusCode).toBe(422);
  });
});

describe("edit", () => {
  it("price and stock edits keep an approved product approved", async () => {
    const { id } = await makeProduct(t, merchant, { path, approved: true });
    const res = await t.call("PATCH", `${url}/${id}`, {
      token: merchant.token,
      body: { pricing: { costPrice: 9000, sellingPrice: 9500, price: 15000 }, quantity: 3, weight: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Successfully edited product.");
    expect(res.json().data).toMatchObject({ approvalStatus: "approved", quantity: 3, weight: 2, pricing: { sellingPrice: 9500, price: 15000 } });
  });

  it("name, description, image set or category edits of an approved product wait as a revision; reordering images does not", async () => {
    const second = await uploadImage(t, merchant);
    const otherPath = await makeCategoryPath(t);
    const edits: [Record<string, unknown>, boolean][] = [
      [{ name: "A brand new name" }, true],
      [{ description: "Now with a longer description." }, true],
      [{ hostedImages: [second] }, true],
      [{ ...otherPath }, true],
      [{ hostedImages: [second, image] }, false],
      [{ sku: "NEW-SKU-1", stockAlertUnits: 2, whenSoldOut: "hide" }, false],
    ];
    for (const [body, toPending] of edits) {
      const { id } = await makeProduct(t, merchant, { path, body: { hostedImages: [image, second] } });
      await approveInDb(t, id);
      const res = await t.call("PATCH", `${url}/${id}`, { token: merchant.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      // The approved product stays on sale; the content edit waits for review beside it.
      expect(res.json().data.approvalStatus, JSON.stringify(body)).toBe("approved");
      expect(res.json().data.revision?.status ?? null, JSON.stringify(body)).toBe(toPending ? "pending" : null);
    }
  });

  it("editing a rejected product's content resubmits it and clears the reason", async () => {
    const { id } = await makeProduct(t, merchant, { path });
    await t.db.update(products).set({ approvalStatus: "rejected", rejectionReason: "Blurry photos" }).where(eq(products.id, id));
    const res = await t.call("PATCH", `${url}/${id}`, { token: merchant.token, body: { name: "Clearer product name" } });
    expect(res.json().data).toMatchObject({ approvalStatus: "pending", rejectionReason: null });
  });

  it("replaces variants, keeping ids that are sent, and recounts stock", async () => {
    const created = await create(
      productBody(path, [image], {
        variantProperties: [{ type: "Size", options: ["S", "M", "L"] }],
        variant: [
          { sku: "T-S", size: "S", color: null, quantity: 2 },
          { sku: "T-M", size: "M", color: null, quantity: 2 },
        ],
      }),
    );
    const p = created.json().data;
    const [s] = p.variant;
    const res = await t.call("PATCH", `${url}/${p.id}`, {
      token: merchant.token,
      body: {
        variant: [
          { id: s.id, sku: "T-M", size: "S", color: null, quantity: 5 },
          { sku: "T-L", size: "L", color: null, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quantity).toBe(6);
    expect(res.json().data.variant.map((v: { id: string; sku: string }) => v.sku)).toEqual(["T-M", "T-L"]);
    expect(res.json().data.variant[0].id).toBe(s.id);
    const stock = await t.call("PATCH", `${url}/${p.id}`, { token: merchant.token, body: { quantity: 10 } });
    expect(stock.statusCode).toBe(422);
    expect(stock.json().errors[0].path).toBe("quantity");
  });

  it("bad edits answer 422 and change nothing; another merchant's product answers 404", async () => {
    const { id } = await makeProduct(t, merchant, { path, approved: true });
    const [before] = await t.db.select().from(products).where(eq(products.id, id));
    for (const body of [{ pricing: { costPrice: 1, sellingPrice: 99999999, price: 5 } }, { name: "" }, { hostedImages: ["nope"] }, { categoryId: (await makeCategoryPath(t)).categoryId }]) {
      const res = await t.call("PATCH", `${url}/${id}`, { token: merchant.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const [after] = await t.db.select().from(products).where(eq(products.id, id));
    expect(after).toEqual(before);
    expect((await t.call("PATCH", `${url}/${id}`, { token: other.token, body: { name: "Mine now" } })).statusCode).toBe(404);
  });
});

describe("delete", () => {
  it("removes the product from every list; another merchant's answers 404", async () => {
    const { id } = await makeProduct(t, merchant, { path, approved: true });
    expect((await t.call("DELETE", `${url}/${id}`, { token: other.token })).statusCode).toBe(404);
    const res = await t.call("DELETE", `${url}/${id}`, { token: merchant.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id });
    expect((await t.call("GET", `${url}/${id}`, { token: merchant.token })).statusCode).toBe(404);
    expect((await t.call("GET", `/api/v1/products/customer/product/${id}`)).statusCode).toBe(404);
    expect((await t.call("DELETE", `${url}/${id}`, { token: merchant.token })).statusCode).toBe(404);
  });
});

describe("stock", () => {
  it("sets a product's stock", async () => {
    const { id } = await makeProduct(t, merchant, { path, approved: true });
    const res = await t.call("PATCH", `${url}/update-product-inventory`, { token: merchant.token, body: { productId: id, quantity: 42 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Product updated successfully");
    expect(res.json().data).toEqual({ productId: id, variantId: null, quantity: 42 });
    expect((await t.call("GET", `${url}/${id}`, { token: merchant.token })).json().data).toMatchObject({ quantity: 42, approvalStatus: "approved" });
  });

  it("sets a variant's stock and recounts the product", async () => {
    const created = await create(
      productBody(path, [image], {
        variant: [
          { sku: "C-1", size: null, color: "Red", quantity: 1 },
          { sku: "C-2", size: null, color: "Blue", quantity: 1 },
        ],
      }),
    );
    const p = created.json().data;
    const res = await t.call("PATCH", `${url}/update-product-inventory`, {
      token: merchant.token,
      body: { productId: p.id, variantId: p.variant[1].id, quantity: 9 },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call("GET", `${url}/${p.id}`, { token: merchant.token })).json().data.quantity).toBe(10);
    const noVariant = await t.call("PATCH", `${url}/update-product-inventory`, { token: merchant.token, body: { productId: p.id, quantity: 1 } });
    expect(noVariant.statusCode).toBe(422);
    expect(noVariant.json().errors[0].path).toBe("variantId");
    const wrongVariant = await t.call("PATCH", `${url}/update-product-inventory`, {
      token: merchant.token,
      body: { productId: p.id, variantId: "00000000-0000-4000-8000-000000000000", quantity: 1 },
    });
    expect(wrongVariant.statusCode).toBe(404);
  });

  it("refuses negative stock (422) and another merchant's product (404)", async () => {
    const { id } = await makeProduct(t, merchant, { path });
    const bad = await t.call("PATCH", `${url}/update-product-inventory`, { token: merchant.token, body: { productId: id, quantity: -4 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].path).toBe("quantity");
    expect((await t.call("GET", `${url}/${id}`, { token: merchant.token })).json().data.quantity).toBe(20);
    const theirs = await t.call("PATCH", `${url}/update-product-inventory`, { token: other.token, body: { productId: id, quantity: 1 } });
    expect(theirs.statusCode).toBe(404);
  });
});

describe("featured, top, low stock, coupon products", () => {
  it("features up to 12 products and un-features them", async () => {
    const m = await makeMerchant(t);
    // Featured slots come with Growth and Premium (plan table).
    await t.db.update(merchants).set({ pricingPlanId: await planId(t, "growth") }).where(eq(merchants.id, m.merchantId));
    const ids: string[] = [];
    for (let i = 0; i < 13; i++) ids.push((await makeProduct(t, m, { path })).id);
    for (const id of ids.slice(0, 12)) {
      const res = await t.call("POST", `${url}/merchant/featured`, { token: m.token, body: { productId: id } });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.isFeatured).toBe(true);
    }
    const over = await t.call("POST", `${url}/merchant/featured`, { token: m.token, body: { productId: ids[12] } });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("You can feature at most 12 products");
    const list = await t.call("GET", `${url}/merchant/featured`, { token: m.token });
    expect(list.json().data).toHaveLength(12);
    const removed = await t.call("DELETE", `${url}/merchant/featured/${ids[0]}`, { token: m.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ productId: ids[0] });
    expect((await t.call("GET", `${url}/merchant/featured`, { token: m.token })).json().data).toHaveLength(11);
    expect((await t.call("POST", `${url}/merchant/featured`, { token: other.token, body: { productId: ids[1] } })).statusCode).toBe(404);
    expect((await t.call("DELETE", `${url}/merchant/featured/${ids[1]}`, { token: other.token })).statusCode).toBe(404);
    expect((await t.call("POST", `${url}/merchant/featured`, { token: m.token, body: { productId: "x" } })).statusCode).toBe(422);
  });

  it("lists low-stock products, lowest first, leaving digital products out", async () => {
    const m = await makeMerchant(t);
    const low = await makeProduct(t, m, { path, body: { quantity: 2, stockAlertUnits: 5 } });
    const edge = await makeProduct(t, m, { path, body: { quantity: 5, stockAlertUnits: 5 } });
    await makeProduct(t, m, { path, body: { quantity: 6, stockAlertUnits: 5 } });
    await makeProduct(t, m, { path, body: { quantity: 0, IsDigitalProduct: true } });
    const res = await t.call("GET", `${url}/merchant/low-stock`, { token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(2);
    expect(res.json().data.data.map((p: { id: string }) => p.id)).toEqual([low.id, edge.id]);
    const figures = (await productCountsForMerchants(t.db, [m.merchantId, other.merchantId])).get(m.merchantId);
    expect(figures).toEqual({ total: 4, pending: 4, approved: 0, lowStock: 2 });
  });

  it("ranks top products by units sold", async () => {
    const m = await makeMerchant(t);
    const a = await makeProduct(t, m, { path });
    const b = await makeProduct(t, m, { path });
    await t.db.update(products).set({ soldCount: 7 }).where(eq(products.id, b.id));
    await t.db.update(products).set({ soldCount: 2 }).where(eq(products.id, a.id));
    const res = await t.call("GET", `${url}/merchant/top-products?limit=5`, { token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { product: { id: string }; unitsSold: number; revenue: number }) => [r.product.id, r.unitsSold, r.revenue])).toEqual([
      [b.id, 7, 70000],
      [a.id, 2, 20000],
    ]);
    expect((await t.call("GET", `${url}/merchant/top-products?limit=0`, { token: m.token })).statusCode).toBe(422);
  });

  it("lists products for coupon targets", async () => {
    const m = await makeMerchant(t);
    const a = await makeProduct(t, m, { path, body: { name: "Alpha Coupon Item" } });
    const res = await t.call("GET", `${url}/merchant/coupon-products`, { token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.products).toEqual([
      expect.objectContaining({ id: a.id, name: "Alpha Coupon Item", sellingPrice: 10000, childCategoryId: path.childCategoryId }),
    ]);
  });
});
