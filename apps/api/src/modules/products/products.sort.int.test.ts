import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type CategoryPath, makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { makeAdmin, makeMerchant, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { products } from "./products.table.js";

let t: TestApp;
let merchant: MerchantPerson;
let admin: Person;
let path: CategoryPath;
/** Selling price (kobo), stock and sold count of each product; two share a stock level for the tie-break. */
const FIGURES = [
  { price: 450_000, stock: 9, sold: 3 },
  { price: 120_000, stock: 2, sold: 40 },
  { price: 990_000, stock: 9, sold: 0 },
  { price: 310_000, stock: 30, sold: 12 },
  { price: 75_000, stock: 1, sold: 7 },
  { price: 640_000, stock: 14, sold: 25 },
  { price: 205_000, stock: 5, sold: 1 },
];
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t);
  admin = await makeAdmin(t);
  path = await makeCategoryPath(t, { category: "Sort Home", sub: "Sort Kitchen", child: "Sort Pots" });
  for (const [i, f] of FIGURES.entries()) {
    const { id } = await makeProduct(t, merchant, { path, body: { name: `Sorted pot ${String.fromCharCode(71 - i)}` } });
    await t.db.update(products).set({ sellingPrice: f.price, price: f.price, costPrice: 1000, quantity: f.stock, soldCount: f.sold }).where(eq(products.id, id));
    ids.push(id);
  }
});

type Row = { id: string; name: string; quantity: number; soldCount: number; pricing: { sellingPrice: number } };
const merchantPage = async (query: string): Promise<Row[]> => {
  const res = await t.call("GET", `/api/v1/products?${query}`, { token: merchant.token });
  expect(res.statusCode).toBe(200);
  return res.json().data.data;
};
const merchantAll = async (sort: string, limit = 3): Promise<Row[]> => {
  const all: Row[] = [];
  for (let page = 1; page <= Math.ceil(FIGURES.length / limit); page++) all.push(...(await merchantPage(`sort=${sort}&limit=${limit}&page=${page}`)));
  return all;
};

describe("merchant product list sorted by the server", () => {
  it("orders every page by price ascending: page 2 starts above page 1's last price", async () => {
    const first = await merchantPage("sort=price_asc&limit=3&page=1");
    const second = await merchantPage("sort=price_asc&limit=3&page=2");
    expect(first.map((p) => p.pricing.sellingPrice)).toEqual([750, 1200, 2050]);
    expect(second[0].pricing.sellingPrice).toBeGreaterThan(first[2].pricing.sellingPrice);
    const all = await merchantAll("price_asc");
    expect(all.map((p) => p.pricing.sellingPrice)).toEqual([...FIGURES].map((f) => f.price / 100).sort((a, b) => a - b));
  });

  it("orders by price descending, sold and stock across pages, ties broken by id without overlap", async () => {
    expect((await merchantAll("price_desc")).map((p) => p.pricing.sellingPrice)).toEqual(
      [...FIGURES].map((f) => f.price / 100).sort((a, b) => b - a),
    );
    expect((await merchantAll("sold_desc")).map((p) => p.soldCount)).toEqual([40, 25, 12, 7, 3, 1, 0]);
    const byStock = await merchantAll("stock_asc", 2);
    expect(byStock.map((p) => p.quantity)).toEqual([1, 2, 5, 9, 9, 14, 30]);
    expect(new Set(byStock.map((p) => p.id)).size).toBe(FIGURES.length);
    const tied = byStock.filter((p) => p.quantity === 9).map((p) => p.id);
    expect(tied).toEqual([...tied].sort());
  });

  it("sorts the matches of a search or status filter too", async () => {
    const found = await merchantPage("search=Sorted&sort=name_asc&limit=100");
    expect(found.map((p) => p.name)).toEqual(["Sorted pot A", "Sorted pot B", "Sorted pot C", "Sorted pot D", "Sorted pot E", "Sorted pot F", "Sorted pot G"]);
    const pending = await merchantPage("status=pending&sort=price_desc&limit=2");
    expect(pending.map((p) => p.pricing.sellingPrice)).toEqual([9900, 6400]);
  });

  it("keeps newest first without a sort", async () => {
    const all = await merchantPage("limit=100");
    expect(all.map((p) => p.id)).toEqual([...ids].reverse());
  });

  it("answers 422 for an unknown sort", async () => {
    for (const sort of ["password", "price", "price_sideways", "cost_asc"]) {
      const res = await t.call("GET", `/api/v1/products?sort=${sort}`, { token: merchant.token });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].path).toBe("query.sort");
    }
  });
});

describe("admin product list sorted by the server", () => {
  const adminAll = async (sort: string): Promise<Row[]> => {
    const all: Row[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await t.call("GET", `/api/v1/products/admin/getallproducts?merchantId=${merchant.merchantId}&sort=${sort}&limit=2&page=${page}`, {
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      all.push(...res.json().data.products);
    }
    return all;
  };

  it("orders every page by price", async () => {
    const asc = await adminAll("price_asc");
    expect(asc.map((p) => p.pricing.sellingPrice)).toEqual([...FIGURES].map((f) => f.price / 100).sort((a, b) => a - b));
    const desc = await adminAll("name_desc");
    expect(desc.map((p) => p.name)[0]).toBe("Sorted pot G");
    expect(desc.map((p) => p.name).at(-1)).toBe("Sorted pot A");
  });

  it("answers 422 for an unknown sort", async () => {
    const res = await t.call("GET", "/api/v1/products/admin/getallproducts?sort=stock_asc", { token: admin.token });
    expect(res.statusCode).toBe(422);
  });
});
