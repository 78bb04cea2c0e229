import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeMerchant, type Person } from "../../../test/factories/people.js";
import { stores } from "../merchants/stores.table.js";

let t: TestApp;
let admin: Person;
const url = "/api/v1/merchants";

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  await makeMerchant(t, { storeName: "Kola Crafts" });
  const half = await makeMerchant(t, { storeName: "adire House", approved: false });
  await t.db.update(stores).set({ firstApproval: true }).where(eq(stores.id, half.storeId));
  await makeMerchant(t, { storeName: "Zobo Corner", approved: false });
});

type Row = { storeName: string; firstApproval: boolean; secondApproval: boolean };
const all = async (sort: string): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await t.call("GET", `${url}?sort=${sort}&limit=1&page=${page}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    rows.push(...res.json().data.rows);
  }
  return rows;
};

describe("admin merchant list sorted by the server", () => {
  it("orders by store name across pages, case aside", async () => {
    expect((await all("store_asc")).map((r) => r.storeName)).toEqual(["adire House", "Kola Crafts", "Zobo Corner"]);
    expect((await all("store_desc")).map((r) => r.storeName)).toEqual(["Zobo Corner", "Kola Crafts", "adire House"]);
  });

  it("orders by the number of approvals", async () => {
    const rows = await all("approval_desc");
    expect(rows.map((r) => Number(r.firstApproval) + Number(r.secondApproval))).toEqual([2, 1, 0]);
  });

  it("answers 422 for an unknown sort", async () => {
    const res = await t.call("GET", `${url}?sort=products_desc`, { token: admin.token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toBe("query.sort");
  });
});
