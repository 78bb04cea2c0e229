import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addToCart, type Buyer, makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { placePaidOrder } from "../../../test/factories/orders.js";
import { makeAdmin, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { users } from "../identity/identity.table.js";
import { orders } from "./orders.table.js";

let t: TestApp;
let admin: Person;
let alpha: MerchantPerson;
let beta: MerchantPerson;
let zara: Buyer;
let ade: Buyer;

type Row = { id: string; total: number; storeName: string; customerName: string; orderStatusId: number; createdAt: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  alpha = await makeSeller(t, { storeName: "Alpha Store" });
  beta = await makeSeller(t, { storeName: "beta Store" });
  const lamp = await makeBuyableProduct(t, alpha, { name: "Alpha lamp", sellingPrice: 12_000 });
  const rug = await makeBuyableProduct(t, beta, { name: "Beta rug", sellingPrice: 30_000 });
  zara = await makeBuyer(t, lamp.id, 1);
  await addToCart(t, zara, rug.id, 1);
  await placePaidOrder(t, zara); // one order at each store
  t.clock.advance(60_000);
  ade = await makeBuyer(t, lamp.id, 3);
  await placePaidOrder(t, ade);
  t.clock.advance(60_000);
  await addToCart(t, zara, lamp.id, 2);
  await placePaidOrder(t, zara);
  await t.db.update(users).set({ firstName: "Zara", lastName: "Obi" }).where(eq(users.id, zara.userId));
  await t.db.update(users).set({ firstName: "ade", lastName: "Bello" }).where(eq(users.id, ade.userId));
  // One of Alpha's orders moves on, so statuses differ.
  await t.db.execute(sql`update orders set status = 'confirmed' where id = (
    select id from orders where merchant_id = ${alpha.merchantId} order by total_kobo desc limit 1)`);
});

const pages = async (url: string, token: string, limit: number): Promise<Row[]> => {
  const all: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await t.call("GET", `${url}${url.includes("?") ? "&" : "?"}limit=${limit}&page=${page}`, { token });
    expect(res.statusCode).toBe(200);
    const { rows, count } = res.json().data;
    all.push(...rows);
    if (all.length >= count || rows.length === 0) return all;
  }
};
const ascending = (values: (number | string)[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe("merchant order list sorted by the server", () => {
  const url = "/api/v1/ordertracking/merchant/orders";

  it("orders every page by total: page 2 starts above page 1's last total", async () => {
    const first = await t.call("GET", `${url}?sort=total_asc&limit=2&page=1`, { token: alpha.token });
    const second = await t.call("GET", `${url}?sort=total_asc&limit=2&page=2`, { token: alpha.token });
    const one: Row[] = first.json().data.rows;
    const two: Row[] = second.json().data.rows;
    expect(one).toHaveLength(2);
    expect(two).toHaveLength(1);
    expect(one[0].total).toBeLessThan(one[1].total);
    expect(two[0].total).toBeGreaterThan(one[1].total);
    const desc = await pages(`${url}?sort=total_desc`, alpha.token, 1);
    expect(desc.map((r) => r.total)).toEqual(ascending(desc.map((r) => r.total)).reverse());
  });

  it("orders by status in the order's life and by customer name, case aside", async () => {
    const byStatus = await pages(`${url}?sort=status_desc`, alpha.token, 2);
    expect(byStatus.map((r) => r.orderStatusId)).toEqual(ascending(byStatus.map((r) => r.orderStatusId)).reverse());
    expect(byStatus[0].orderStatusId).toBeGreaterThan(byStatus[2].orderStatusId);
    const byCustomer = await pages(`${url}?sort=customer_asc`, alpha.token, 2);
    expect(byCustomer.map((r) => r.customerName)).toEqual(["ade Bello", "Zara Obi", "Zara Obi"]);
  });

  it("keeps newest first without a sort, and answers 422 for an unknown sort", async () => {
    const plain = await pages(url, alpha.token, 2);
    expect(plain.map((r) => r.createdAt)).toEqual(ascending(plain.map((r) => r.createdAt)).reverse());
    for (const sort of ["total", "placed_asc", "total_up"]) {
      const res = await t.call("GET", `${url}?sort=${sort}`, { token: alpha.token });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].path).toBe("query.sort");
    }
  });
});

describe("admin and customer order lists sorted by the server", () => {
  it("sorts all stores' orders by store name (case aside) and total across pages", async () => {
    const url = "/api/v1/ordertracking/admin/orders";
    const byStore = await pages(`${url}?sort=store_desc`, admin.token, 3);
    expect(byStore.map((r) => r.storeName)).toEqual(["beta Store", "Alpha Store", "Alpha Store", "Alpha Store"]);
    const byTotal = await pages(`${url}?sort=total_asc`, admin.token, 3);
    expect(byTotal.map((r) => r.total)).toEqual(ascending(byTotal.map((r) => r.total)));
    expect((await t.call("GET", `${url}?sort=volume_asc`, { token: admin.token })).statusCode).toBe(422);
  });

  it("sorts the dispatch queue's planning columns: weight, and destination state then city", async () => {
    const url = "/api/v1/ordertracking/admin/orders";
    const rows = await t.db.select({ id: orders.id, address: orders.deliveryAddress }).from(orders).orderBy(orders.id);
    const places = [
      { state: "Oyo", city: "Ibadan", kg: 7.5 },
      { state: "abuja", city: "Garki", kg: 0.4 },
      { state: "Oyo", city: "Akure", kg: 12 },
      { state: "Kano", city: "Kano", kg: 3 },
    ];
    for (const [i, row] of rows.entries()) {
      const place = places[i];
      await t.db
        .update(orders)
        .set({ weightKg: place.kg, deliveryAddress: { ...row.address, stateOrRegion: place.state, city: place.city } })
        .where(eq(orders.id, row.id));
    }
    type Planned = Row & { dispatch: { weightKg: number; deliveryState: string; deliveryCity: string } };
    const byWeight = (await pages(`${url}?sort=weight_desc`, admin.token, 3)) as Planned[];
    expect(byWeight.map((r) => r.dispatch.weightKg)).toEqual([12, 7.5, 3, 0.4]);
    const byPlace = (await pages(`${url}?sort=destination_asc`, admin.token, 3)) as Planned[];
    expect(byPlace.map((r) => `${r.dispatch.deliveryState}/${r.dispatch.deliveryCity}`)).toEqual(["abuja/Garki", "Kano/Kano", "Oyo/Akure", "Oyo/Ibadan"]);
  });

  it("sorts the customer's own orders by total across pages", async () => {
    const url = "/api/v1/ordertracking/customer/orders";
    const rows = await pages(`${url}?sort=total_desc`, zara.token, 2);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.total)).toEqual(ascending(rows.map((r) => r.total)).reverse());
    const ids = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, zara.userId))).map((r) => r.id);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    expect((await t.call("GET", `${url}?sort=secret_asc`, { token: zara.token })).statusCode).toBe(422);
  });
});
