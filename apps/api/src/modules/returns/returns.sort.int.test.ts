import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeSeller } from "../../../test/factories/cart.js";
import { makeAdmin, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { askReturn, makeDeliveredOrderQuickly, REFUNDS, RETURNS } from "../../../test/factories/returns.js";
import { users } from "../identity/identity.table.js";
import { orderReturns, refundRequests } from "./returns.table.js";

let t: TestApp;
let seller: MerchantPerson;
let admin: Person;
/** Value of each return's items (kobo) and its customer's first name. */
const RETURNS_MADE = [
  { kobo: 700_000, name: "musa" },
  { kobo: 150_000, name: "Bola" },
  { kobo: 2_250_000, name: "Chidi" },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  seller = await makeSeller(t);
  for (const [i, spec] of RETURNS_MADE.entries()) {
    const order = await makeDeliveredOrderQuickly(t, seller);
    const asked = await askReturn(t, order);
    await t.db.update(orderReturns).set({ itemsKobo: spec.kobo }).where(eq(orderReturns.id, asked.id));
    await t.db.update(users).set({ firstName: spec.name, lastName: "Test" }).where(eq(users.id, order.buyer.userId));
    await t.db.insert(refundRequests).values({
      orderId: order.orderId,
      merchantId: seller.merchantId,
      customerId: order.buyer.userId,
      requestedKobo: spec.kobo,
      // The middle one is still undecided: no amount yet.
      amountKobo: i === 1 ? null : spec.kobo - 50_000,
      status: i === 1 ? "pending" : "approved",
    });
  }
});

type Row = { amount: number | null; customerName: string; requestedAmount?: number };
const pages = async (url: string, token: string): Promise<Row[]> => {
  const rows: Row[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await t.call("GET", `${url}&limit=1&page=${page}`, { token });
    expect(res.statusCode).toBe(200);
    rows.push(...res.json().data.rows);
  }
  return rows;
};

describe("returns sorted by the server", () => {
  it("orders the store's returns by value across pages: page 2 starts above page 1", async () => {
    const asc = await pages(`${RETURNS}/all-order-returns?sort=amount_asc`, seller.token);
    expect(asc.map((r) => r.amount)).toEqual([1500, 7000, 22500]);
    const desc = await pages(`${RETURNS}/all-order-returns?sort=amount_desc`, admin.token);
    expect(desc.map((r) => r.amount)).toEqual([22500, 7000, 1500]);
  });

  it("orders by customer name, case aside", async () => {
    const rows = await pages(`${RETURNS}/all-order-returns?sort=customer_asc`, seller.token);
    expect(rows.map((r) => r.customerName)).toEqual(["Bola Test", "Chidi Test", "musa Test"]);
  });

  it("answers 422 for an unknown sort", async () => {
    const res = await t.call("GET", `${RETURNS}/all-order-returns?sort=reason_asc`, { token: seller.token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toBe("query.sort");
  });
});

describe("refund requests sorted by the server", () => {
  it("orders by the asked amount across pages, and by the refunded amount with undecided ones last", async () => {
    const asked = await pages(`${REFUNDS}/requests?sort=asked_desc`, admin.token);
    expect(asked.map((r) => r.requestedAmount)).toEqual([22500, 7000, 1500]);
    const refunded = await pages(`${REFUNDS}/requests?sort=refunded_asc`, admin.token);
    expect(refunded.map((r) => r.amount)).toEqual([6500, 22000, null]);
    const refundedDesc = await pages(`${REFUNDS}/requests?sort=refunded_desc`, admin.token);
    expect(refundedDesc.map((r) => r.amount)).toEqual([22000, 6500, null]);
  });

  it("answers 422 for an unknown sort", async () => {
    const res = await t.call("GET", `${REFUNDS}/requests?sort=status_asc`, { token: admin.token });
    expect(res.statusCode).toBe(422);
  });
});
