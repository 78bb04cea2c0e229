import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CreateOrderResult, OrderSummary } from "@bitmarte/contracts";
import { MESSAGES } from "@bitmarte/contracts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addToCart, type Buyer, makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { createOrder, placePaidOrder } from "../../../test/factories/orders.js";
import { makeAdmin, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { chargebacks } from "../payouts/payouts.table.js";
import { checkouts, orders } from "./orders.table.js";

// Every store part of a checkout has its own number (the group's name and its place), unique across
// the marketplace: shown, searched, mailed and named by chargebacks; the group keeps its name.

let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});

interface OutboxMail {
  subject: string;
  text: string;
}
const mailsTo = async (p: Person): Promise<OutboxMail[]> =>
  (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(p.email)}`)).json().data.rows;

/** One paid checkout with one item from each of two stores. */
async function twoStoreCheckout(): Promise<{ shoes: MerchantPerson; books: MerchantPerson; buyer: Buyer; placed: CreateOrderResult }> {
  const shoes = await makeSeller(t, { storeName: `Aba Shoes ${Date.now()}` });
  const books = await makeSeller(t, { storeName: `Yaba Books ${Date.now()}` });
  const sandals = await makeBuyableProduct(t, shoes, { name: "Leather Sandals", sellingPrice: 8_000 });
  const novel = await makeBuyableProduct(t, books, { name: "Purple Hibiscus", sellingPrice: 3_000 });
  const buyer = await makeBuyer(t, sandals.id, 1);
  await addToCart(t, buyer, novel.id, 1);
  const placed = await placePaidOrder(t, buyer);
  return { shoes, books, buyer, placed };
}

const partOf = (placed: CreateOrderResult, merchant: MerchantPerson) => placed.orders.find((o) => o.merchantId === merchant.merchantId) as OrderSummary;

describe("order numbers of a checkout's store parts", () => {
  it("gives each store's order its own number under the group's name, kept in every view and in a replay", async () => {
    const { shoes, books, buyer, placed } = await twoStoreCheckout();
    expect(placed.orderName).toMatch(/^BM-\d{6}-[A-Z2-9]{6}$/);
    const numbers = placed.orders.map((o) => o.orderNumber).sort();
    expect(numbers).toEqual([`${placed.orderName}-1`, `${placed.orderName}-2`]);
    for (const o of placed.orders) expect(o.orderName).toBe(placed.orderName);

    const stored = await t.db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.orderName, placed.orderName));
    expect(new Map(stored.map((r) => [r.id, r.orderNumber]))).toEqual(new Map(placed.orders.map((o) => [o.id, o.orderNumber])));

    // The customer's list and order info, the merchant's and the admin's views name the part.
    const mine = (await t.call("GET", "/api/v1/ordertracking/customer/orders", { token: buyer.token })).json().data.rows as OrderSummary[];
    expect(mine.map((o) => o.orderNumber).sort()).toEqual(numbers);
    const shoePart = partOf(placed, shoes);
    const info = await t.call("GET", `/api/v1/ordertracking/customer/order-info/${shoePart.id}`, { token: buyer.token });
    expect(info.json().data).toMatchObject({ orderName: placed.orderName, orderNumber: shoePart.orderNumber });
    const merchantList = (await t.call("GET", "/api/v1/ordertracking/merchant/orders", { token: books.token })).json().data.rows as OrderSummary[];
    expect(merchantList.map((o) => o.orderNumber)).toEqual([partOf(placed, books).orderNumber]);
    const adminView = await t.call("GET", `/api/v1/ordertracking/admin/orders/${shoePart.id}`, { token: admin.token });
    expect(adminView.json().data.orderNumber).toBe(shoePart.orderNumber);
    const details = await t.call("GET", `/api/v1/ordertracking/shipping-details/${shoePart.id}`, { token: admin.token });
    expect(details.json().data).toMatchObject({ orderName: placed.orderName, orderNumber: shoePart.orderNumber });
  });

  it("answers a repeated create-order call with the same numbers", async () => {
    const seller = await makeSeller(t);
    const other = await makeSeller(t);
    const a = await makeBuyableProduct(t, seller, { sellingPrice: 1_500 });
    const b = await makeBuyableProduct(t, other, { sellingPrice: 2_500 });
    const buyer = await makeBuyer(t, a.id, 1);
    await addToCart(t, buyer, b.id, 1);
    const key = crypto.randomUUID();
    const first = await createOrder(t, buyer, { key });
    const again = await createOrder(t, buyer, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    const numbersOf = (r: typeof first) => (r.json().data as CreateOrderResult).orders.map((o) => o.orderNumber).sort();
    expect(numbersOf(again)).toEqual(numbersOf(first));
    expect(new Set(numbersOf(first)).size).toBe(2);
  });
});

describe("order search by number", () => {
  it("finds one part by its number and every part by the checkout's name", async () => {
    const { shoes, books, placed } = await twoStoreCheckout();
    const search = async (q: string) =>
      (await t.call("GET", `/api/v1/ordertracking/search?search=${encodeURIComponent(q)}`, { token: admin.token })).json().data.rows as OrderSummary[];

    const shoePart = partOf(placed, shoes);
    const byNumber = await search(shoePart.orderNumber.toLowerCase());
    expect(byNumber.map((o) => o.id)).toEqual([shoePart.id]);
    const byGroup = await search(placed.orderName);
    expect(byGroup.map((o) => o.id).sort()).toEqual(placed.orders.map((o) => o.id).sort());

    // The admin's and the merchant's order lists search the same way.
    const adminList = await t.call("GET", `/api/v1/ordertracking/admin/orders?search=${encodeURIComponent(partOf(placed, books).orderNumber)}`, {
      token: admin.token,
    });
    expect((adminList.json().data.rows as OrderSummary[]).map((o) => o.id)).toEqual([partOf(placed, books).id]);
    const foreign = await t.call("GET", `/api/v1/ordertracking/merchant/orders?search=${encodeURIComponent(shoePart.orderNumber)}`, { token: books.token });
    expect(foreign.json().data.rows).toEqual([]);
  });
});

describe("chargebacks by order number", () => {
  it("take a part's number; the checkout's name alone is refused when it names two stores' orders", async () => {
    const { shoes, books, placed } = await twoStoreCheckout();
    const post = (body: unknown) => t.call("POST", "/api/v1/chargebacks", { token: admin.token, body });

    const shared = await post({ orderName: placed.orderName, amount: 10, reason: "Card holder disputes" });
    expect(shared.statusCode).toBe(422);
    expect(shared.json().errors[0]).toMatchObject({ path: "storeName" });
    const unknown = await post({ orderName: `${placed.orderName}-9`, amount: 10, reason: "Card holder disputes" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ path: "orderName", message: MESSAGES.chargebackOrderNotFound });
    expect(await t.db.select().from(chargebacks).where(eq(chargebacks.merchantId, books.merchantId))).toEqual([]);

    const bookPart = partOf(placed, books);
    const made = await post({ orderName: ` ${bookPart.orderNumber.toLowerCase()} `, amount: 20, reason: "Card holder disputes" });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ orderId: bookPart.id, merchantId: books.merchantId, amount: 20, status: "open" });
    expect(await t.db.select().from(chargebacks).where(eq(chargebacks.merchantId, shoes.merchantId))).toEqual([]);
  });
});

describe("mails name the part", () => {
  it("the receipt lists each store part with its number; each store owner's mail and the status mails carry their own", async () => {
    const { shoes, books, buyer, placed } = await twoStoreCheckout();
    const shoePart = partOf(placed, shoes);
    const bookPart = partOf(placed, books);

    const receipt = (await mailsTo(buyer)).find((m) => m.subject === `Receipt for your order ${placed.orderName}`);
    expect(receipt?.text).toContain(`${shoePart.storeName}, order ${shoePart.orderNumber}`);
    expect(receipt?.text).toContain(`${bookPart.storeName}, order ${bookPart.orderNumber}`);

    expect((await mailsTo(shoes)).map((m) => m.subject)).toContain(`New order ${shoePart.orderNumber} for ${shoePart.storeName}`);
    const bookMail = (await mailsTo(books)).find((m) => m.subject.startsWith("New order"));
    expect(bookMail?.subject).toBe(`New order ${bookPart.orderNumber} for ${bookPart.storeName}`);
    expect(bookMail?.text).toContain(`has a new paid order, ${bookPart.orderNumber}.`);
    expect(bookMail?.text).not.toContain(shoePart.orderNumber);

    const confirmed = await t.call("PATCH", `/api/v1/ordertracking/update-order-status/${bookPart.id}`, { token: books.token, body: { status: "confirmed" } });
    expect(confirmed.statusCode).toBe(200);
    const status = (await mailsTo(buyer)).find((m) => m.subject === `Order ${bookPart.orderNumber} confirmed`);
    expect(status?.text).toContain(`accepted your order ${bookPart.orderNumber}`);
  });
});

/** The statements of migration 0031 after the column is added, as the migration runs them. */
function backfillStatements(): string[] {
  const file = fileURLToPath(new URL("../../db/migrations/0031_order_numbers.sql", import.meta.url));
  const parts = readFileSync(file, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim());
  return parts.slice(1);
}

describe("the order-numbers migration's backfill", () => {
  it("numbers older orders by placing time, store name and id, the same on every run, and patches stored create-order answers", async () => {
    const { placed } = await twoStoreCheckout();
    const byStore = [...placed.orders].sort((a, b) => a.storeName.localeCompare(b.storeName) || a.id.localeCompare(b.id));
    const numbersNow = async () =>
      new Map(
        (await t.db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.orderName, placed.orderName))).map((r) => [
          r.id,
          r.orderNumber,
        ]),
      );

    const run = async () => {
      await t.db.transaction(async (tx) => {
        // As before the migration: no numbers anywhere, and stored answers without them.
        await tx.execute(sql`drop index orders_order_number_uq`);
        await tx.execute(sql`alter table orders alter column order_number drop not null`);
        await tx.execute(sql`update orders set order_number = null`);
        await tx.execute(
          sql`update checkouts set response = jsonb_set(response, '{orders}', (select jsonb_agg(e - 'orderNumber') from jsonb_array_elements(response -> 'orders') e)) where jsonb_typeof(response -> 'orders') = 'array'`,
        );
        for (const statement of backfillStatements()) await tx.execute(sql.raw(statement));
      });
      return numbersNow();
    };

    const first = await run();
    expect(first).toEqual(new Map(byStore.map((o, k) => [o.id, `${placed.orderName}-${k + 1}`])));
    expect(await run()).toEqual(first);
    const [checkout] = await t.db.select({ response: checkouts.response }).from(checkouts).where(eq(checkouts.orderName, placed.orderName));
    const answered = (checkout.response as CreateOrderResult | null)?.orders ?? [];
    expect(answered).toHaveLength(2);
    for (const o of answered) expect(o.orderNumber).toBe(first.get(o.id));
    // The unique index is back: two orders cannot share a number.
    const [a, b] = [...first.keys()];
    await expect(t.db.update(orders).set({ orderNumber: first.get(a) as string }).where(eq(orders.id, b))).rejects.toThrow();
  });
});
