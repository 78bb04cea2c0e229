import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csvRecords, parseCsv } from "../../../test/csv.js";
import { addPayoutBankAccount, makeCompletedOrder, REPORTS } from "../../../test/factories/payouts.js";
import { type MerchantPerson, makeAdmin, makeMerchant, type Person } from "../../../test/factories/people.js";
import { makeDeliveredOrderQuickly, receivedReturn, REFUNDS, RETURNS } from "../../../test/factories/returns.js";

/**
 * Each store part of a checkout has its own order number (the checkout's name and `-<part>`): payout,
 * statement, return and refund rows name that part, and keep the checkout's name beside it.
 */
let t: TestApp;
let admin: Person;
let seller: MerchantPerson;
let completed: Awaited<ReturnType<typeof makeCompletedOrder>>;
const RANGE = "startDate=2000-01-01&endDate=2100-01-01";

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  seller = await makeMerchant(t);
  await addPayoutBankAccount(t, seller);
  completed = await makeCompletedOrder(t, seller);
  expect(completed.orderNumber).toBe(`${completed.orderName}-1`);
});

describe("the store part's order number", () => {
  it("is on payout rows (admin and merchant), a single payout and the payouts CSV", async () => {
    const admins = await t.call("GET", `${REPORTS}/admin/payments?${RANGE}&merchantId=${seller.merchantId}&limit=100`, { token: admin.token });
    expect(admins.statusCode).toBe(200);
    const row = admins.json().data.rows.find((r: { orderId: string }) => r.orderId === completed.orderId);
    expect(row).toMatchObject({ orderName: completed.orderName, orderNumber: completed.orderNumber });

    const mine = await t.call("GET", `${REPORTS}/merchant-payments?${RANGE}&limit=100`, { token: seller.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.rows.map((r: { orderNumber: string }) => r.orderNumber)).toEqual([completed.orderNumber]);

    const one = await t.call("GET", `${REPORTS}/merchant-payments/${row.id}`, { token: seller.token });
    expect(one.json().data.orderNumber).toBe(completed.orderNumber);
    const approved = await t.call("PATCH", `${REPORTS}/admin/merchant-payments/${row.id}`, { token: admin.token, body: { status: "approved" } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: "approved", orderNumber: completed.orderNumber });

    const csv = await t.call("GET", `${REPORTS}/admin/payments?${RANGE}&merchantId=${seller.merchantId}&format=csv`, { token: admin.token });
    expect(csv.statusCode).toBe(200);
    const { header, records } = csvRecords(csv.body);
    expect(header.slice(0, 2)).toEqual(["orderNumber", "orderName"]);
    expect(records).toEqual([expect.objectContaining({ orderNumber: completed.orderNumber, orderName: completed.orderName })]);
  });

  it("is on statement lines, in their descriptions and in the statement CSV", async () => {
    const res = await t.call("GET", `${REPORTS}/merchant-statement?${RANGE}`, { token: seller.token });
    expect(res.statusCode).toBe(200);
    const lines = res.json().data.lines as { type: string; orderName: string; orderNumber: string; description: string }[];
    const sale = lines.find((l) => l.type === "sale");
    expect(sale).toMatchObject({ orderName: completed.orderName, orderNumber: completed.orderNumber, description: `Sale: order ${completed.orderNumber}` });

    const csv = await t.call("GET", `${REPORTS}/merchant-statement?${RANGE}&format=csv`, { token: seller.token });
    const { rows } = parseCsv(csv.body);
    expect(rows[1].slice(2, 5)).toEqual(["description", "orderNumber", "orderName"]);
    const saleRow = rows.find((r) => r[1] === "Sale");
    expect(saleRow?.slice(3, 5)).toEqual([completed.orderNumber, completed.orderName]);
  });

  it("is on return rows (merchant and admin) and refund requests", async () => {
    const delivered = await makeDeliveredOrderQuickly(t, seller);
    const asked = await receivedReturn(t, delivered);
    expect(asked).toMatchObject({ orderName: delivered.orderName, orderNumber: delivered.orderNumber });

    for (const who of [seller, admin]) {
      const list = await t.call("GET", `${RETURNS}/all-order-returns?limit=100`, { token: who.token });
      expect(list.statusCode).toBe(200);
      const row = list.json().data.rows.find((r: { id: string }) => r.id === asked.id);
      expect(row).toMatchObject({ orderName: delivered.orderName, orderNumber: delivered.orderNumber });
    }
    const one = await t.call("GET", `${RETURNS}/${asked.id}`, { token: seller.token });
    expect(one.json().data.orderNumber).toBe(delivered.orderNumber);

    const requests = await t.call("GET", `${REFUNDS}/requests?limit=100`, { token: admin.token });
    expect(requests.statusCode).toBe(200);
    const request = requests.json().data.rows.find((r: { returnId: string | null }) => r.returnId === asked.id);
    expect(request).toMatchObject({ orderName: delivered.orderName, orderNumber: delivered.orderNumber });
  });
});
