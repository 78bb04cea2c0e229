import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeCoupon } from "../../../test/factories/coupons.js";
import { makeMerchant, type MerchantPerson } from "../../../test/factories/people.js";
import { coupons } from "./coupons.table.js";

let t: TestApp;
let merchant: MerchantPerson;
const url = "/api/v1/coupons/getallcoupons";

type Row = { id: string; code: string | null; usedCount: number; startDate: string; status: string };

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t);
  const today = t.clock.now().toISOString().slice(0, 10);
  const specs = [
    { code: "DELTA10", used: 4, over: {} },
    { code: "alpha5", used: 0, over: { startDate: "2099-01-01" } },
    { code: "CHARLIE", used: 9, over: { usageLimit: 9 } },
    { code: "BRAVO", used: 1, over: { startDate: "2020-01-01", endDate: "2020-12-31" } },
    { code: "ECHO", used: 2, over: { startDate: today } },
  ];
  for (const s of specs) {
    const coupon = await makeCoupon(t, merchant, { code: s.code, ...s.over });
    await t.db.update(coupons).set({ usedCount: s.used }).where(eq(coupons.id, coupon.id));
  }
});

const all = async (sort: string, limit = 2): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await t.call("GET", `${url}?sort=${sort}&limit=${limit}&page=${page}`, { token: merchant.token });
    expect(res.statusCode).toBe(200);
    rows.push(...res.json().data.rows);
  }
  return rows;
};

describe("merchant coupon list sorted by the server", () => {
  it("orders every page by uses: page 2 starts above page 1's last count", async () => {
    const rows = await all("used_asc");
    expect(rows.map((r) => r.usedCount)).toEqual([0, 1, 2, 4, 9]);
    expect(rows[2].usedCount).toBeGreaterThan(rows[1].usedCount);
  });

  it("orders by code (case aside), start date and status in a coupon's life", async () => {
    expect((await all("code_desc")).map((r) => r.code?.toUpperCase())).toEqual(["ECHO", "DELTA10", "CHARLIE", "BRAVO", "ALPHA5"]);
    const byStart = (await all("start_asc")).map((r) => r.startDate);
    expect(byStart).toEqual([...byStart].sort());
    expect(byStart.at(-1)).toBe("2099-01-01");
    expect((await all("status_asc")).map((r) => r.status)).toEqual(["scheduled", "active", "active", "exhausted", "expired"]);
  });

  it("keeps newest first without a sort, and answers 422 for an unknown sort", async () => {
    const res = await t.call("GET", `${url}?limit=100`, { token: merchant.token });
    const created: string[] = res.json().data.rows.map((r: { createdAt: string }) => r.createdAt);
    expect(created).toHaveLength(5);
    expect(created).toEqual([...created].sort().reverse());
    for (const sort of ["used", "discount_value_asc", "code_random"]) {
      const bad = await t.call("GET", `${url}?sort=${sort}`, { token: merchant.token });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].path).toBe("query.sort");
    }
  });
});
