import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { approveInDb, type CategoryPath, makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { makeMerchant, type MerchantPerson } from "../../../test/factories/people.js";
import { stores } from "../merchants/stores.table.js";
import { products } from "./products.table.js";

let t: TestApp;
let shop: MerchantPerson;
let phones: CategoryPath;
let shoes: CategoryPath;

const list = (qs = "") => t.call("GET", `/api/v1/products/customer/getallproducts${qs}`);
const ids = (res: { json(): { data: { data: { id: string }[] } } }) => res.json().data.data.map((p) => p.id);

beforeAll(async () => {
  t = await createTestApp();
  shop = await makeMerchant(t, { storeName: "Gadget Hub" });
  phones = await makeCategoryPath(t, { category: "Electronics", sub: "Phones", child: "Smartphones" });
  shoes = await makeCategoryPath(t, { category: "Fashion", sub: "Men", child: "Sneakers" });
});

describe("who sees what", () => {
  it("shows only approved products of approved, active stores", async () => {
    const approved = await makeProduct(t, shop, { path: phones, approved: true });
    const pending = await makeProduct(t, shop, { path: phones });
    const newStore = await makeMerchant(t, { approved: false });
    const ofPendingStore = await makeProduct(t, newStore, { path: phones, approved: true });
    const paused = await makeMerchant(t);
    const ofPausedStore = await makeProduct(t, paused, { path: phones, approved: true });
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, paused.storeId));

    const res = await list(`?childCategoryId=${phones.childCategoryId}&limit=100`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([approved.id]);
    expect(res.json().data.count).toBe(1);
    for (const hidden of [pending, ofPendingStore, ofPausedStore]) {
      expect((await t.call("GET", `/api/v1/products/customer/product/${hidden.id}`)).statusCode).toBe(404);
    }

    // The store's approval later makes its approved products visible.
    await t.db.update(stores).set({ status: "approved" }).where(eq(stores.id, newStore.storeId));
    expect((await t.call("GET", `/api/v1/products/customer/product/${ofPendingStore.id}`)).statusCode).toBe(200);
  });

  it("hides sold-out products set to hide, unless they take backorders", async () => {
    const path = await makeCategoryPath(t);
    const hidden = await makeProduct(t, shop, { path, approved: true, body: { quantity: 0, whenSoldOut: "hide" } });
    const backorder = await makeProduct(t, shop, { path, approved: true, body: { quantity: 0, whenSoldOut: "hide", contSalesOutOfStock: true } });
    const soldOut = await makeProduct(t, shop, { path, approved: true, body: { quantity: 0 } });
    const res = await list(`?childCategoryId=${path.childCategoryId}`);
    expect(ids(res).sort()).toEqual([backorder.id, soldOut.id].sort());
    const cards = res.json().data.data as { id: string; inStock: boolean }[];
    expect(cards.find((c) => c.id === soldOut.id)?.inStock).toBe(false);
    expect(cards.find((c) => c.id === backorder.id)?.inStock).toBe(true);
    expect(ids(await list(`?childCategoryId=${path.childCategoryId}&inStock=true`))).toEqual([backorder.id]);
    expect(ids(await list(`?childCategoryId=${path.childCategoryId}&inStock=false`))).toEqual([soldOut.id]);

    // Restocking brings the hidden product back.
    await t.call("PATCH", "/api/v1/products/update-product-inventory", { token: shop.token, body: { productId: hidden.id, quantity: 3 } });
    expect(ids(await list(`?childCategoryId=${path.childCategoryId}`))).toContain(hidden.id);
  });
});

describe("browse", () => {
  it("filters by category level, store and price, sorts and pages", async () => {
    const path = await makeCategoryPath(t);
    const store2 = await makeMerchant(t);
    const cheap = await makeProduct(t, shop, { path, approved: true, body: { pricing: { costPrice: 100, sellingPrice: 1500, price: 2000 } } });
    const mid = await makeProduct(t, store2, { path, approved: true, body: { pricing: { costPrice: 100, sellingPrice: 25000.5, price: 30000 } } });
    const dear = await makeProduct(t, shop, { path, approved: true, body: { pricing: { costPrice: 100, sellingPrice: 450000, price: 450000 } } });
    await t.db.update(products).set({ soldCount: 50 }).where(eq(products.id, mid.id));
    await t.db.update(products).set({ ratingAverage: 4.5, reviewCount: 3 }).where(eq(products.id, dear.id));

    const q = `?childCategoryId=${path.childCategoryId}`;
    expect(ids(await list(`${q}&sortBy=price_asc`))).toEqual([cheap.id, mid.id, dear.id]);
    expect(ids(await list(`${q}&sortBy=price_desc`))).toEqual([dear.id, mid.id, cheap.id]);
    expect(ids(await list(`${q}&sortBy=popular`))[0]).toBe(mid.id);
    expect(ids(await list(`${q}&sortBy=rating`))[0]).toBe(dear.id);
    expect(ids(await list(q))).toEqual([dear.id, mid.id, cheap.id]); // newest first
    expect(ids(await list(`?subCategoryId=${path.subCategoryId}&sortBy=price_asc`))).toEqual([cheap.id, mid.id, dear.id]);
    expect(ids(await list(`?categoryId=${path.categoryId}&sortBy=price_asc`))).toEqual([cheap.id, mid.id, dear.id]);
    expect(ids(await list(`${q}&storeId=${store2.storeId}`))).toEqual([mid.id]);
    expect(ids(await list(`${q}&minPrice=1500&maxPrice=25000.50&sortBy=price_asc`))).toEqual([cheap.id, mid.id]);
    expect(ids(await list(`${q}&minPrice=1500.01`)).sort()).toEqual([mid.id, dear.id].sort());

    const page = await list(`${q}&sortBy=price_asc&limit=2&offset=1`);
    expect(ids(page)).toEqual([mid.id, dear.id]);
    expect(page.json().data.count).toBe(3);
    const card = (await list(`${q}&sortBy=price_asc&limit=1`)).json().data.data[0];
    expect(card).toMatchObject({ id: cheap.id, pricing: { sellingPrice: 1500, price: 2000 }, storeName: "Gadget Hub", storeUrl: shop.storeUrl, hasVariants: false, averageRating: null, reviewCount: 0 });
    expect(card).not.toHaveProperty("costPrice");
    expect(card.pricing).not.toHaveProperty("costPrice");
  });

  it("refuses bad queries with 422", async () => {
    for (const qs of [
      `?categoryId=${phones.categoryId}&subCategoryId=${phones.subCategoryId}`,
      "?minPrice=500&maxPrice=100",
      "?sortBy=cheapest",
      "?limit=101",
      "?offset=-1",
      "?inStock=yes",
      "?childCategoryId=abc",
      `?search=${"a".repeat(101)}`,
    ]) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(422);
      expect(res.json().errors.length, qs).toBeGreaterThan(0);
    }
  });
});

describe("search", () => {
  let iphone: string;
  let sneakers: string;
  let caseForPhone: string;
  beforeAll(async () => {
    iphone = (await makeProduct(t, shop, { path: phones, approved: true, body: { name: "Apple iPhone 14 Pro 256GB", description: "Deep purple smartphone with a brilliant camera." } })).id;
    caseForPhone = (await makeProduct(t, shop, { path: phones, approved: true, body: { name: "Silicone Back Cover", description: "Fits the iPhone 14 Pro snugly." } })).id;
    sneakers = (await makeProduct(t, shop, { path: shoes, approved: true, body: { name: "Men's Running Sneakers", description: "Light mesh trainers." } })).id;
  });

  it("ranks name matches above description matches", async () => {
    const res = await list("?search=iphone");
    expect(ids(res).slice(0, 2)).toEqual([iphone, caseForPhone]);
  });

  it("finds misspelt names", async () => {
    expect(ids(await list("?search=iphnoe"))).toContain(iphone);
    expect(ids(await list("?search=sneekers"))).toContain(sneakers);
    expect(ids(await list("?search=sneekers"))).not.toContain(iphone);
  });

  it("corrects each misspelt word against the catalogue's words and says so", async () => {
    const res = await list("?search=iphnoe%20pro");
    expect(res.json().data.correctedQuery).toBe("iphone pro");
    expect(ids(res)).toContain(iphone);
    // Known words, stems of known words and a prefix of the last word are left alone.
    for (const q of ["iphone", "sneaker", "running%20sneak", "iphone%2014"]) {
      const ok = await list(`?search=${q}`);
      expect(ok.json().data, q).not.toHaveProperty("correctedQuery");
      expect(ok.json().data.count, q).toBeGreaterThan(0);
    }
    // A word near nothing in the catalogue stays as typed and finds nothing.
    const none = await list("?search=zzqxw");
    expect(none.json().data).toEqual({ data: [], count: 0 });
  });

  it("learns the words of new and renamed products", async () => {
    const blender = await makeProduct(t, shop, { path: phones, approved: true, body: { name: "Kenwood Blender", description: "Glass jar." } });
    const res = await list("?search=kenwod");
    expect(res.json().data.correctedQuery).toBe("kenwood");
    expect(ids(res)).toEqual([blender.id]);
    await t.db.update(products).set({ name: "Binatone Blender" }).where(eq(products.id, blender.id));
    const renamed = await list("?search=binatnoe");
    expect(renamed.json().data.correctedQuery).toBe("binatone");
    expect(ids(renamed)).toEqual([blender.id]);
  });

  it("matches word prefixes and combines with filters and sorts", async () => {
    expect(ids(await list("?search=sneak"))).toContain(sneakers);
    expect(ids(await list(`?search=iphone&childCategoryId=${shoes.childCategoryId}`))).toEqual([]);
    const sorted = await list("?search=iphone&sortBy=price_desc");
    expect(sorted.statusCode).toBe(200);
    expect(ids(await list("?search=%26%7C!()"))).toBeDefined();
  });
});

describe("product page and lists by id", () => {
  it("answers the product page: gallery, variants with stock per option, store card, rating summary", async () => {
    const res0 = await t.call("POST", "/api/v1/products", {
      token: shop.token,
      body: {
        name: "Classic Polo Shirt",
        description: "Cotton polo.",
        ...shoes,
        hostedImages: [(await makeProduct(t, shop, { path: shoes })).body.hostedImages[0]],
        pricing: { costPrice: 3000, sellingPrice: 5000, price: 7000 },
        quantity: 0,
        weight: 0.3,
        variantProperties: [
          { type: "size", options: ["M", "L"] },
          { type: "color", options: ["Navy", "White"] },
        ],
        variant: [
          { sku: "P-M-N", size: "M", color: "Navy", quantity: 2 },
          { sku: "P-L-N", size: "L", color: "Navy", quantity: 0 },
          { sku: "P-L-W", size: "L", color: "White", quantity: 5, discount: 15 },
        ],
      },
    });
    const id = res0.json().data.id;
    await approveInDb(t, id);
    const res = await t.call("GET", `/api/v1/products/customer/product/${id}`);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      id,
      pricing: { sellingPrice: 5000, price: 7000 },
      inStock: true,
      quantity: 7,
      storeId: shop.storeId,
      storeName: "Gadget Hub",
      storeUrl: shop.storeUrl,
      storeLogo: null,
      isOfficialOutlet: false,
      averageRating: null,
      reviewCount: 0,
      category: "Fashion",
      childCategory: "Sneakers",
    });
    expect(p.pricing).not.toHaveProperty("costPrice");
    expect(p).not.toHaveProperty("approvalStatus");
    expect(p).not.toHaveProperty("stockAlertUnits");
    expect(p.variant).toHaveLength(3);
    expect(p.optionStock).toEqual([
      { type: "size", option: "M", quantity: 2 },
      { type: "size", option: "L", quantity: 5 },
      { type: "color", option: "Navy", quantity: 2 },
      { type: "color", option: "White", quantity: 5 },
    ]);
    expect((await t.call("GET", "/api/v1/products/customer/product/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("answers visible products by ids in the order asked", async () => {
    const a = await makeProduct(t, shop, { path: phones, approved: true });
    const b = await makeProduct(t, shop, { path: phones, approved: true });
    const hidden = await makeProduct(t, shop, { path: phones });
    const res = await t.call("POST", "/api/v1/products/customer/product", { body: { ids: [b.id, hidden.id, a.id, b.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    expect((await t.call("POST", "/api/v1/products/customer/product", { body: { ids: [] } })).statusCode).toBe(422);
    expect((await t.call("POST", "/api/v1/products/customer/product", { body: { ids: ["x"] } })).statusCode).toBe(422);
  });
});

describe("home-page sections", () => {
  it("super deals put the biggest discount first; super discounted offers need 30% or more", async () => {
    const m = await makeMerchant(t);
    const path = await makeCategoryPath(t);
    const small = await makeProduct(t, m, { path, approved: true, body: { pricing: { costPrice: 1, sellingPrice: 9000, price: 10000 } } });
    const big = await makeProduct(t, m, { path, approved: true, body: { pricing: { costPrice: 1, sellingPrice: 4000, price: 10000 } } });
    const none = await makeProduct(t, m, { path, approved: true, body: { pricing: { costPrice: 1, sellingPrice: 10000, price: 10000 } } });
    const deals = (await t.call("GET", "/api/v1/products/customer/super-deals?limit=50")).json().data.map((p: { id: string }) => p.id);
    expect(deals.indexOf(big.id)).toBeLessThan(deals.indexOf(small.id));
    expect(deals).not.toContain(none.id);
    const offers = (await t.call("GET", "/api/v1/products/customer/super-discounted-offer?limit=50")).json().data.map((p: { id: string }) => p.id);
    expect(offers).toContain(big.id);
    expect(offers).not.toContain(small.id);
    const daily = await t.call("GET", "/api/v1/products/customer/daily-discount-offer?limit=50");
    expect(daily.statusCode).toBe(200);
    expect(daily.json().data.map((p: { id: string }) => p.id)).not.toContain(none.id);
    expect(daily.json().data.length).toBeGreaterThan(0);
    expect((await t.call("GET", "/api/v1/products/customer/super-deals?limit=51")).statusCode).toBe(422);
  });

  it("random categories come with their products", async () => {
    const res = await t.call("GET", "/api/v1/products/customer/random-products-category?limit=3");
    expect(res.statusCode).toBe(200);
    const sections = res.json().data as { category: { id: string }; products: { categoryId: string }[] }[];
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) {
      expect(s.products.length).toBeGreaterThan(0);
      expect(s.products.length).toBeLessThanOrEqual(3);
      for (const p of s.products) expect(p.categoryId).toBe(s.category.id);
    }
  });
});
