/**
 * A broad search ranks the search head (the catalogue's best tenth by sales, rating and freshness) first,
 * and when the head alone fills `SEARCH_HEAD_ENOUGH` results the rest is not ranked: the count is an
 * estimate and a page past the head is cut from the whole ranking, in the same order. A narrow search is
 * exact. Small sizes here (head of 250 products) stand for the 1M catalogue's (94,000).
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type CategoryPath, makeCategoryPath } from "../../../test/factories/catalogue.js";
import { makeMerchant, type MerchantPerson } from "../../../test/factories/people.js";
import { aboutCount, rankedSearchIds, refreshSearchHead, SEARCH_HEAD_ENOUGH } from "./products.repository.js";
import { products } from "./products.table.js";

let t: TestApp;
let shop: MerchantPerson;
let path: CategoryPath;

interface Page {
  data: { id: string }[];
  count: number;
  countIsEstimate?: boolean;
}
const page = async (qs: string): Promise<Page> => {
  const res = await t.call("GET", `/api/v1/products/customer/getallproducts?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** The relevance order as PostgreSQL gives it, written independently of the code under test. */
async function rankedBySql(tsQuery: string, headOnly = false): Promise<string[]> {
  const q = sql`to_tsquery('english', ${tsQuery})`;
  const { rows } = await t.db.execute<{ id: string }>(sql`
    select id from products where listed and search_vector @@ ${q} ${headOnly ? sql`and search_head` : sql``}
    order by search_head desc, ts_rank_cd(search_vector, ${q}) desc, created_at desc nulls last, id asc`);
  return rows.map((r) => r.id);
}

const KETTLES = 400;
const HEAD = 250;

beforeAll(async () => {
  t = await createTestApp();
  shop = await makeMerchant(t, { storeName: "Kettle Corner" });
  path = await makeCategoryPath(t, { category: "Home", sub: "Kitchen", child: "Kettles" });
  const base = new Date("2026-01-01T10:00:00Z").getTime();
  // Text ranks that differ (name only, name and description) and sales that set the head.
  const rows = Array.from({ length: KETTLES }, (_, i) => ({
    merchantId: shop.merchantId,
    storeId: shop.storeId,
    ...path,
    name: i % 3 === 0 ? `Electric Kettle ${i}` : `Jug ${i}`,
    description: i % 3 === 0 ? "A kettle that boils fast." : "Also a kettle.",
    costPrice: 1000,
    sellingPrice: 5000 + i,
    price: 90000,
    weight: 1,
    quantity: 10,
    soldCount: (i * 7919) % KETTLES,
    approvalStatus: "approved" as const,
    createdAt: new Date(base + (i % 7) * 60_000),
  }));
  await t.db.insert(products).values(rows);
  // A few kettles of another kind: a narrow search.
  await t.db.insert(products).values(
    Array.from({ length: 12 }, (_, i) => ({ ...rows[0], name: `Whistling Teapot ${i}`, description: "Stovetop.", soldCount: 0 })),
  );
  // The head: the 250 best sellers of the 412 listed products.
  await refreshSearchHead(t.db, HEAD, 0.1);
});

describe("the search head", () => {
  it("is the best sellers, counted in its stats row; a new product joins it at once", async () => {
    const [stats] = (await t.db.execute<{ head: number; listed: number }>(sql`select head, listed from search_head_stats`)).rows;
    expect(stats).toEqual({ head: HEAD, listed: KETTLES + 12 });
    const [{ worstHead, bestTail }] = (
      await t.db.execute<{ worstHead: number; bestTail: number }>(sql`
        select (select min(sold_count) from products where listed and search_head)::int as "worstHead",
               (select max(sold_count) from products where listed and not search_head)::int as "bestTail"`)
    ).rows;
    expect(worstHead).toBeGreaterThanOrEqual(bestTail);
    // Nothing to move when nothing changed.
    expect(await refreshSearchHead(t.db, HEAD, 0.1)).toBe(0);
    const [added] = await t.db.insert(products).values({ merchantId: shop.merchantId, storeId: shop.storeId, ...path, name: "New Kettle", description: "Boils.", costPrice: 1, sellingPrice: 2, price: 3, weight: 1 }).returning({ searchHead: products.searchHead });
    expect(added.searchHead).toBe(true);
  });

  it("ranks a broad search's head only: an estimated count, pages in the head's order", async () => {
    const head = await rankedBySql("kettle:*", true);
    expect(head.length).toBeGreaterThanOrEqual(SEARCH_HEAD_ENOUGH);
    const ranked = await rankedSearchIds(t.db, { sort: "relevance" }, "kettle:*");
    expect(ranked.headOnly).toBe(true);
    const [stats] = (await t.db.execute<{ head: number; listed: number }>(sql`select head, listed from search_head_stats`)).rows;
    expect(ranked.total).toBe(aboutCount((head.length * stats.listed) / stats.head));
    expect(ranked.ids.length).toBe(16 * head.length);

    const first = await page("search=kettle&limit=20");
    expect(first.countIsEstimate).toBe(true);
    expect(first.count).toBe(ranked.total);
    expect(first.data.map((c) => c.id)).toEqual(head.slice(0, 20));
  });

  it("cuts a page past the head from the whole ranking, in the same order (head first, then the rest)", async () => {
    const all = await rankedBySql("kettle:*");
    const head = await rankedBySql("kettle:*", true);
    const straddling = await page(`search=kettle&limit=20&offset=${head.length - 10}`);
    expect(straddling.data.map((c) => c.id)).toEqual(all.slice(head.length - 10, head.length + 10));
    // The whole ranking is exact: its page says how many match.
    expect(straddling.countIsEstimate).toBeUndefined();
    expect(straddling.count).toBe(all.length);
    const last = await page(`search=kettle&limit=50&offset=${all.length - 5}`);
    expect(last.data.map((c) => c.id)).toEqual(all.slice(-5));
  });

  it("ranks a narrow search whole: an exact count, and the same order", async () => {
    const expected = await rankedBySql("teapot:*");
    expect(expected).toHaveLength(12);
    const narrow = await page("search=teapot&limit=20");
    expect(narrow.countIsEstimate).toBeUndefined();
    expect(narrow.count).toBe(12);
    expect(narrow.data.map((c) => c.id)).toEqual(expected);
  });

  it("sorted by price, ranks every match (a price order must be the true one)", async () => {
    const cheapest = await page("search=kettle&sortBy=price_asc&limit=5");
    expect(cheapest.countIsEstimate).toBeUndefined();
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id from products where listed and search_vector @@ to_tsquery('english', 'kettle:*') order by selling_price, id limit 5`,
    );
    expect(cheapest.data.map((c) => c.id)).toEqual(rows.map((r) => r.id));
  });
});

describe("aboutCount", () => {
  it("keeps two significant figures", () => {
    expect(aboutCount(20256)).toBe(20000);
    expect(aboutCount(1366 * 10.0)).toBe(14000);
    expect(aboutCount(655.2)).toBe(660);
    expect(aboutCount(99.6)).toBe(100);
  });
});
