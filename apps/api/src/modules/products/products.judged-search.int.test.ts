/**
 * The judged query set (bench/search/judged-queries.json) over the demo catalogue a person trying
 * the demo sees: each query must bring its expected products and stores into the first results,
 * and the spelling correction must leave real words (the catalogue's, a store's, a Nigerian
 * product term) as typed.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { localStorage } from "../../adapters/storage/storage.js";
import { seedDemo } from "../../seed/demo.js";

interface JudgedQuery {
  query: string;
  products?: string[];
  stores?: string[];
  within?: number;
  keepsWords?: boolean;
  correctedTo?: string;
}

const judged: { queries: JudgedQuery[] } = JSON.parse(
  readFileSync(new URL("../../../../../bench/search/judged-queries.json", import.meta.url), "utf8"),
);

interface SearchPage {
  data: { name: string; storeName: string }[];
  count: number;
  correctedQuery?: string;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: localStorage(mkdtempSync(path.join(tmpdir(), "bitmarte-judged-"))) });
}, 240_000);

async function search(query: string, limit: number): Promise<SearchPage> {
  const res = await t.call("GET", `/api/v1/products/customer/getallproducts?search=${encodeURIComponent(query)}&limit=${limit}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("judged search queries over the demo catalogue", () => {
  it("lists queries that each judge something", () => {
    expect(judged.queries.length).toBeGreaterThanOrEqual(20);
    for (const q of judged.queries) {
      expect((q.products?.length ?? 0) + (q.stores?.length ?? 0), q.query).toBeGreaterThan(0);
      expect(q.keepsWords === true || q.correctedTo !== undefined, q.query).toBe(true);
    }
  });

  it.each(judged.queries.map((q) => [q.query, q] as const))("%s", async (_query, q) => {
    const within = q.within ?? 10;
    const page = await search(q.query, within);
    const shown = page.data.map((c) => `${c.name} (${c.storeName})`);
    if (q.keepsWords) expect(page.correctedQuery, `"${q.query}" was rewritten`).toBeUndefined();
    if (q.correctedTo !== undefined) expect(page.correctedQuery).toBe(q.correctedTo);
    for (const text of q.products ?? []) {
      expect(
        page.data.some((c) => c.name.toLowerCase().includes(text.toLowerCase())),
        `"${q.query}": no product named like "${text}" in the first ${within}: ${shown.join("; ")}`,
      ).toBe(true);
    }
    for (const store of q.stores ?? []) {
      expect(
        page.data.some((c) => c.storeName === store),
        `"${q.query}": no product of "${store}" in the first ${within}: ${shown.join("; ")}`,
      ).toBe(true);
    }
  });

  it("finds every listed product of the store whose whole name is searched", async () => {
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from products p join stores s on s.id = p.store_id
      where p.listed and s.store_name = 'Ilorin Aso-Oke House'`);
    const page = await search("Ilorin Aso-Oke House", 100);
    expect(rows[0].n).toBeGreaterThan(20);
    expect(page.count).toBe(rows[0].n);
    expect(new Set(page.data.map((c) => c.storeName))).toEqual(new Set(["Ilorin Aso-Oke House"]));
  });
});
