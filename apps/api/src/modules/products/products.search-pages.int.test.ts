/**
 * A search's pages come from its ranked ids (ranked once, kept per process until a product write):
 * the order and the totals must be exactly those of the ranked query, page after page, and a write
 * from anywhere (this process, another process, a script) must show at once or within a moment.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type CategoryPath, makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { makeMerchant, type MerchantPerson } from "../../../test/factories/people.js";
import { idsAt, listCustomerCards, rankedSearchIds } from "./products.repository.js";
import { products } from "./products.table.js";

let t: TestApp;
let shop: MerchantPerson;
let path: CategoryPath;

interface Page {
  data: { id: string }[];
  count: number;
  correctedQuery?: string;
}
const page = async (qs: string): Promise<Page> => {
  const res = await t.call("GET", `/api/v1/products/customer/getallproducts?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** Every page of `qs` at `limit`, concatenated, checking each page's total. */
async function allPages(qs: string, limit: number, total: number): Promise<string[]> {
  const out: string[] = [];
  for (let offset = 0; offset < total + limit; offset += limit) {
    const p = await page(`${qs}&limit=${limit}&offset=${offset}`);
    expect(p.count, `${qs} offset ${offset}`).toBe(total);
    out.push(...p.data.map((c) => c.id));
  }
  return out;
}

/** The ranking as PostgreSQL gives it, written independently of the code under test. */
async function rankedBySql(tsQuery: string, order = "relevance"): Promise<string[]> {
  const q = sql`to_tsquery('english', ${tsQuery})`;
  const orderBy =
    order === "price_asc"
      ? sql`selling_price asc, id asc`
      : sql`ts_rank_cd(search_vector, ${q}) desc, created_at desc nulls last, id asc`;
  const { rows } = await t.db.execute<{ id: string }>(sql`select id from products where listed and search_vector @@ ${q} order by ${orderBy}`);
  return rows.map((r) => r.id);
}

const BLENDERS = 47;

beforeAll(async () => {
  t = await createTestApp();
  shop = await makeMerchant(t, { storeName: "Kitchen World" });
  path = await makeCategoryPath(t, { category: "Home", sub: "Kitchen", child: "Blenders" });
  // Ranks that differ (name, description, both, repeated) and ranks that tie (same text, same time),
  // so the order rests on every key: rank, then newest, then id.
  const base = new Date("2026-11-01T10:00:00Z").getTime();
  const rows = Array.from({ length: BLENDERS }, (_, i) => {
    const kind = i % 4;
    return {
      merchantId: shop.merchantId,
      storeId: shop.storeId,
      ...path,
      name: kind === 0 ? `Binatone Blender ${i}` : kind === 1 ? `Kitchen Jug ${i}` : kind === 2 ? "Blender Blender Pro" : "Silver Crest Blender",
      description: kind === 1 ? "Works with any blender base." : kind === 2 ? "A blender for smoothies." : "Glass jar, 1.5 litres.",
      costPrice: 1000,
      sellingPrice: 5000 + ((i * 7919) % 40) * 100,
      price: 90000,
      weight: 2,
      quantity: 10,
      approvalStatus: "approved" as const,
      createdAt: new Date(base + (i % 5) * 60_000),
    };
  });
  await t.db.insert(products).values(rows);
  // Not a match: no blender anywhere.
  await makeProduct(t, shop, { path, approved: true, body: { name: "Toaster", description: "Two slices." } });
});

describe("a search's pages", () => {
  it("come in the ranked query's order, every page with the full total", async () => {
    const expected = await rankedBySql("blender:*");
    expect(expected).toHaveLength(BLENDERS);
    expect(await allPages("search=blender", 10, BLENDERS)).toEqual(expected);
    // Another page size gives the same sequence (one ranking, cut differently).
    expect(await allPages("search=blender", 7, BLENDERS)).toEqual(expected);
    // Past the end: nothing, with the total.
    expect(await page(`search=blender&limit=20&offset=${BLENDERS + 20}`)).toEqual({ data: [], count: BLENDERS });
  });

  it("of a misspelt word are the corrected word's pages", async () => {
    const expected = await rankedBySql("blender:*");
    const second = await page("search=blendr&limit=10&offset=10");
    expect(second.correctedQuery).toBe("blender");
    expect(second.data.map((c) => c.id)).toEqual(expected.slice(10, 20));
    expect(await allPages("search=blendr", 12, BLENDERS)).toEqual(expected);
  });

  it("follow a sort and the filters", async () => {
    expect(await allPages("search=blender&sortBy=price_asc", 10, BLENDERS)).toEqual(await rankedBySql("blender:*", "price_asc"));
    const cheap = (await rankedBySql("blender:*", "price_asc")).length;
    const few = await page(`search=blender&maxPrice=5500&childCategoryId=${path.childCategoryId}&limit=100`);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from products where listed and selling_price <= 550000 and search_vector @@ to_tsquery('english', 'blender:*')`)).rows;
    expect(cheap).toBe(BLENDERS);
    expect(few.count).toBe(n);
    expect(few.data).toHaveLength(n);
    expect(await page(`search=blender&childCategoryId=${(await makeCategoryPath(t)).childCategoryId}`)).toEqual({ data: [], count: 0 });
  });

  it("are the same as the ranked page query's (the path without the kept ranking)", async () => {
    for (const [offset, limit] of [[0, 20], [20, 20], [40, 20], [5, 9]]) {
      const filter = { search: "blender", sort: "relevance" as const, limit, offset };
      const direct = await listCustomerCards(t.db, filter);
      const viaRanking = await listCustomerCards(t.db, filter, { ranked: (_key, compute) => compute() });
      expect(viaRanking.rows.map((r) => r.id)).toEqual(direct.rows.map((r) => r.id));
      expect(viaRanking.count).toBe(direct.count);
      // The page query's rows carry the total too; the cards are otherwise the same.
      expect(viaRanking.rows).toEqual(direct.rows.map((r) => { const { total: _total, ...card } = r as typeof r & { total?: number }; return card; }));
    }
  });

  it("keep 16 bytes per id and cut pages from them", async () => {
    const ranked = await rankedSearchIds(t.db, { sort: "relevance" }, "blender:*");
    expect(ranked.total).toBe(BLENDERS);
    expect(ranked.ids.length).toBe(16 * BLENDERS);
    expect(idsAt(ranked.ids, 0, 1000)).toEqual(await rankedBySql("blender:*"));
    expect(idsAt(ranked.ids, 45, 10)).toHaveLength(2);
    expect(await rankedSearchIds(t.db, { sort: "relevance" }, "zzqxw:*")).toEqual({ ids: Buffer.alloc(0), total: 0 });
  });
});

describe("after a write", () => {
  it("a product write through the API shows on every page at once", async () => {
    await page("search=blender&limit=10&offset=30");
    const added = await makeProduct(t, shop, { path, approved: true, body: { name: "Blender Blender Blender Max", description: "The blender's blender." } });
    const expected = await rankedBySql("blender:*");
    expect(expected[0]).toBe(added.id);
    expect(await allPages("search=blender", 10, BLENDERS + 1)).toEqual(expected);
  });

  it("a write straight to the database (another process, a script) shows within a moment", async () => {
    const before = await rankedBySql("blender:*");
    expect((await page("search=blender&limit=10&offset=10")).data.map((c) => c.id)).toEqual(before.slice(10, 20));
    // Unlisted without telling this process's cache: the database's notification does.
    const gone = before[12] as string;
    await t.db.update(products).set({ approvalStatus: "pending" }).where(eq(products.id, gone));
    const after = await rankedBySql("blender:*");
    expect(after).not.toContain(gone);
    const started = Date.now();
    let seen: Page = await page("search=blender&limit=10&offset=10");
    while (seen.count !== after.length && Date.now() - started < 3000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await page("search=blender&limit=10&offset=10");
    }
    expect(seen.count).toBe(after.length);
    expect(seen.data.map((c) => c.id)).toEqual(after.slice(10, 20));
  });
});
