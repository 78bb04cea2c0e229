import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csvRecords } from "../../../test/csv.js";
import { addToCart, type Buyer, makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { placeOrder, placePaidOrder } from "../../../test/factories/orders.js";
import { makeAdmin, makeCustomer, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import type { CreateOrderResult } from "@bitmarte/contracts";

let t: TestApp;
let admin: Person;
let storeA: MerchantPerson;
let storeB: MerchantPerson;
let outsider: MerchantPerson;
let buyer: Buyer;
let shared: CreateOrderResult;
let onlyA: CreateOrderResult;

const paymentId = async (reference: string) =>
  String((await t.db.execute(sql`select id from payments where reference = ${reference}`)).rows[0].id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  storeA = await makeSeller(t, { storeName: "Alpha Store" });
  storeB = await makeSeller(t, { storeName: "Beta Store" });
  outsider = await makeSeller(t);
  const a = await makeBuyableProduct(t, storeA, { name: "Alpha lamp", sellingPrice: 12_000 });
  const b = await makeBuyableProduct(t, storeB, { name: "Beta rug", sellingPrice: 30_000 });
  buyer = await makeBuyer(t, a.id, 1);
  await addToCart(t, buyer, b.id, 1);
  shared = await placePaidOrder(t, buyer);
  await addToCart(t, buyer, a.id, 2);
  t.clock.advance(60_000);
  onlyA = await placeOrder(t, buyer);
});

describe("GET /transactions/admin", () => {
  it("lists order payments newest first with card summary only (brand, last 4, bank, channel)", async () => {
    const res = await t.call("GET", "/api/v1/transactions/admin", { token: admin.token });
    expect(res.statusCode).toBe(200);
    const { rows, count } = res.json().data;
    expect(count).toBe(2);
    expect(rows.map((r: { orderName: string }) => r.orderName)).toEqual([onlyA.orderName, shared.orderName]);
    const paid = rows[1];
    expect(paid).toMatchObject({
      reference: shared.payment?.reference,
      amount: shared.amount,
      status: "success",
      customerName: "Test customer",
      customerEmail: buyer.email,
      cardType: "visa",
      cardNumber: "**** 4081",
      bank: "Test Bank",
      paymentChannel: "card",
      orderName: shared.orderName,
      transactionId: null,
    });
    expect(paid.orderTracker.orderItems).toHaveLength(2);
    expect(paid.ipAddress).toEqual(expect.any(String));
    expect(rows[0]).toMatchObject({ status: "pending", cardNumber: null });
    // No card number anywhere: nothing like a PAN in the answer.
    const withoutIds = res.body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "").replace(/BMO-[0-9A-F]+/g, "");
    expect(withoutIds).not.toMatch(/\d{12,19}/);
  });

  it("filters by status, search and day range; pages are capped at 100", async () => {
    const ok = await t.call("GET", "/api/v1/transactions/admin?status=success", { token: admin.token });
    expect(ok.json().data.rows.map((r: { orderName: string }) => r.orderName)).toEqual([shared.orderName]);
    const search = await t.call("GET", `/api/v1/transactions/admin?search=${onlyA.orderName.slice(-6)}`, { token: admin.token });
    expect(search.json().data.count).toBe(1);
    const day = t.clock.now().toISOString().slice(0, 10);
    expect((await t.call("GET", `/api/v1/transactions/admin?startDate=${day}&endDate=${day}`, { token: admin.token })).json().data.count).toBe(2);
    expect((await t.call("GET", "/api/v1/transactions/admin?startDate=2001-01-01&endDate=2001-01-02", { token: admin.token })).json().data.count).toBe(0);
    for (const q of ["limit=101", "status=paid", "startDate=01-01-2026", "format=xml"]) {
      const res = await t.call("GET", `/api/v1/transactions/admin?${q}`, { token: admin.token });
      expect(res.statusCode, q).toBe(422);
    }
  });

  it("exports CSV a spreadsheet reads: BOM, the spec's columns, plain naira numbers, the screen's status, Lagos date and time", async () => {
    const res = await t.call("GET", "/api/v1/transactions/admin?format=csv", { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const { bom, header, records } = csvRecords(res.body);
    expect(bom).toBe(true);
    expect(header).toEqual(["orderName", "amount (NGN)", "customer", "status", "channel", "reference", "createdAt (Lagos time)"]);
    expect(records).toHaveLength(2);
    const json = (await t.call("GET", "/api/v1/transactions/admin", { token: admin.token })).json().data.rows;
    const paid = records.find((r) => r.orderName === shared.orderName);
    expect(paid).toMatchObject({ customer: "Test customer", status: "Paid", channel: "card", reference: shared.payment?.reference });
    // A plain number with two decimals, equal to the screen's amount.
    expect(paid?.["amount (NGN)"]).toMatch(/^\d+\.\d{2}$/);
    expect(Number(paid?.["amount (NGN)"])).toBe(shared.amount);
    // Lagos is UTC+1 all year.
    const createdAt = json.find((r: { orderName: string }) => r.orderName === shared.orderName).createdAt;
    const lagos = new Date(new Date(createdAt).getTime() + 3_600_000).toISOString().slice(0, 16).replace("T", " ");
    expect(paid?.["createdAt (Lagos time)"]).toBe(lagos);
    expect(records.find((r) => r.orderName === onlyA.orderName)?.status).toBe("Pending");
  });

  it("answers one transaction; an unknown id 404", async () => {
    const id = await paymentId(shared.payment?.reference as string);
    const res = await t.call("GET", `/api/v1/transactions/admin/${id}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, orderName: shared.orderName, orderTrackerId: expect.any(String) });
    expect((await t.call("GET", `/api/v1/transactions/admin/${randomUUID()}`, { token: admin.token })).statusCode).toBe(404);
  });
});

describe("GET /transactions/merchant", () => {
  it("shows only transactions of the store's orders, with only its part of the amount and items", async () => {
    const a = await t.call("GET", "/api/v1/transactions/merchant", { token: storeA.token });
    expect(a.json().data.count).toBe(2);
    const b = await t.call("GET", "/api/v1/transactions/merchant", { token: storeB.token });
    expect(b.json().data.count).toBe(1);
    const row = b.json().data.rows[0];
    const betaOrder = shared.orders.find((o) => o.storeId === storeB.storeId);
    expect(row).toMatchObject({ orderName: shared.orderName, amount: betaOrder?.total, orderTrackerId: betaOrder?.id, ipAddress: null, fees: 0 });
    expect(row.orderTracker.orderItems).toEqual([{ productName: "Beta rug", quantity: 1, productPrice: 30_000, storeName: "Beta Store" }]);
    expect((await t.call("GET", "/api/v1/transactions/merchant", { token: outsider.token })).json().data).toEqual({ rows: [], count: 0 });
    const csv = csvRecords((await t.call("GET", "/api/v1/transactions/merchant?format=csv", { token: storeB.token })).body);
    expect(csv.records.map((r) => [r.orderName, Number(r["amount (NGN)"]), r.status])).toEqual([[shared.orderName, betaOrder?.total, "Paid"]]);
  });

  it("a transaction of another store's orders answers 404; staff need transactions:read", async () => {
    const onlyAId = await paymentId(onlyA.payment?.reference as string);
    expect((await t.call("GET", `/api/v1/transactions/merchant/${onlyAId}`, { token: storeA.token })).statusCode).toBe(200);
    expect((await t.call("GET", `/api/v1/transactions/merchant/${onlyAId}`, { token: storeB.token })).statusCode).toBe(404);
    const reader = await makeStaff(t, storeA, ["transactions:read"]);
    expect((await t.call("GET", `/api/v1/transactions/merchant/${onlyAId}`, { token: reader.token })).statusCode).toBe(200);
    const other = await makeStaff(t, storeA, ["orders:read"]);
    expect((await t.call("GET", "/api/v1/transactions/merchant", { token: other.token })).statusCode).toBe(403);
    const customer = await makeCustomer(t);
    expect((await t.call("GET", "/api/v1/transactions/merchant", { token: customer.token })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/v1/transactions/admin", { token: storeA.token })).statusCode).toBe(403);
  });
});
