import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csvRecords } from "../../../test/csv.js";
import { addToCart, makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { placeOrder } from "../../../test/factories/orders.js";
import { makeAdmin, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { users } from "../identity/identity.table.js";

let t: TestApp;
let admin: Person;
let storeA: MerchantPerson;

type Row = { id: string; orderName: string; customerName: string; status: string; amount: number; date: string };

/** Five checkouts of five customers; the third also buys from store B, so store A's share of it is small. */
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  storeA = await makeSeller(t, { storeName: "Sorted Store A" });
  const storeB = await makeSeller(t, { storeName: "Sorted Store B" });
  const lamp = await makeBuyableProduct(t, storeA, { name: "Lamp", sellingPrice: 10_000, quantity: 50 });
  const rug = await makeBuyableProduct(t, storeB, { name: "Rug", sellingPrice: 90_000, quantity: 50 });
  const specs = [
    { first: "Zainab", quantity: 2, status: "success" },
    { first: "ade", quantity: 5, status: "failed" },
    { first: "Chidi", quantity: 1, status: "abandoned", withRug: true },
    { first: "Bola", quantity: 4, status: "reversed" },
    { first: "Emeka", quantity: 3, status: "pending" },
  ];
  for (const s of specs) {
    const buyer = await makeBuyer(t, lamp.id, s.quantity);
    if (s.withRug) await addToCart(t, buyer, rug.id, 1);
    await t.db.update(users).set({ firstName: s.first, lastName: "Buyer" }).where(eq(users.id, buyer.userId));
    const placed = await placeOrder(t, buyer);
    await t.db.execute(sql`update payments set status = ${s.status} where reference = ${placed.payment?.reference}`);
    t.clock.advance(60_000);
  }
});

const every = async (path: string, who: Person, sort: string): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await t.call("GET", `${path}?sort=${sort}&limit=2&page=${page}`, { token: who.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(5);
    rows.push(...res.json().data.rows);
  }
  return rows;
};

describe("transactions sorted by the server", () => {
  it("orders every page of the admin list by amount, customer, status and date", async () => {
    const byAmount = (await every("/api/v1/transactions/admin", admin, "amount_asc")).map((r) => r.amount);
    expect(byAmount).toHaveLength(5);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
    // the checkout with the rug is the dearest for an admin
    expect((await every("/api/v1/transactions/admin", admin, "amount_desc"))[0].customerName).toBe("Chidi Buyer");

    const byCustomer = (await every("/api/v1/transactions/admin", admin, "customer_asc")).map((r) => r.customerName);
    expect(byCustomer).toEqual(["ade Buyer", "Bola Buyer", "Chidi Buyer", "Emeka Buyer", "Zainab Buyer"]);
    // by the words the screen shows: Abandoned, Failed, Paid, Pending, Reversed
    expect((await every("/api/v1/transactions/admin", admin, "status_asc")).map((r) => r.status)).toEqual(["abandoned", "failed", "success", "pending", "reversed"]);
    const byDate = (await every("/api/v1/transactions/admin", admin, "date_asc")).map((r) => r.customerName);
    expect(byDate).toEqual(["Zainab Buyer", "ade Buyer", "Chidi Buyer", "Bola Buyer", "Emeka Buyer"]);
  });

  it("orders a merchant's list by its own share of each checkout", async () => {
    const rows = await every("/api/v1/transactions/merchant", storeA, "amount_desc");
    const amounts = rows.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // one lamp is store A's smallest share, though the whole checkout was the dearest
    expect(rows.at(-1)?.customerName).toBe("Chidi Buyer");
  });

  it("keeps newest first without a sort, exports in the asked order, and answers 422 for an unknown sort", async () => {
    const res = await t.call("GET", "/api/v1/transactions/admin?limit=100", { token: admin.token });
    expect(res.json().data.rows.map((r: Row) => r.customerName)).toEqual(["Emeka Buyer", "Bola Buyer", "Chidi Buyer", "ade Buyer", "Zainab Buyer"]);
    const csv = await t.call("GET", "/api/v1/transactions/admin?format=csv&sort=customer_desc", { token: admin.token });
    expect(csv.statusCode).toBe(200);
    expect(csvRecords(csv.body).records.map((r) => r.customer)).toEqual(["Zainab Buyer", "Emeka Buyer", "Chidi Buyer", "Bola Buyer", "ade Buyer"]);
    for (const sort of ["amount", "fees_asc", "date_sideways"]) {
      for (const [path, who] of [["/api/v1/transactions/admin", admin], ["/api/v1/transactions/merchant", storeA]] as const) {
        const bad = await t.call("GET", `${path}?sort=${sort}`, { token: who.token });
        expect(bad.statusCode).toBe(422);
        expect(bad.json().errors[0].path).toBe("query.sort");
      }
    }
  });
});
