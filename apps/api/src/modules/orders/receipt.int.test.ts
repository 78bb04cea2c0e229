import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addToCart, makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { buyGiftCard } from "../../../test/factories/giftcards.js";
import { placeOrder, placePaidOrder } from "../../../test/factories/orders.js";
import { payAtTestGateway } from "../../../test/factories/payments.js";
import type { Person } from "../../../test/factories/people.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface OutboxMail {
  subject: string;
  text: string;
}
const mailsTo = async (p: Person): Promise<OutboxMail[]> =>
  (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(p.email)}`)).json().data.rows;
const receipts = async (p: Person) => (await mailsTo(p)).filter((m) => m.subject.startsWith("Receipt for your order"));

describe("receipt mail", () => {
  it("comes once when a card payment succeeds: each store's part with items and variants, the gift card and the card", async () => {
    const shoes = await makeSeller(t);
    const books = await makeSeller(t);
    const joggers = await makeBuyableProduct(t, shoes, {
      name: "Joggers Trousers",
      sellingPrice: 6_000,
      variants: [{ sku: `JOG-${Date.now()}`, size: "M", color: "Black", quantity: 5 }],
    });
    const novel = await makeBuyableProduct(t, books, { name: "Half of a Yellow Sun", sellingPrice: 2_000 });
    const buyer = await makeBuyer(t, joggers.id, 3, joggers.variantIds[0]);
    await addToCart(t, buyer, novel.id, 1);
    const card = await buyGiftCard(t, buyer, { amount: 5_000 });
    await t.call("POST", "/api/v1/giftcards/apply", { token: buyer.token, body: { code: card.code } });

    const placed = await placeOrder(t, buyer);
    expect(placed.payment).not.toBeNull();
    expect(await receipts(buyer)).toHaveLength(0);
    await payAtTestGateway(t, placed.payment?.reference as string, "success");
    // Verifying again (the web's callback page after the provider's webhook) sends nothing more.
    await t.call("POST", "/api/v1/transactions/customer/transaction", { token: buyer.token, body: { reference: placed.payment?.reference } });
    await t.call("POST", "/api/v1/transactions/customer/transaction", { token: buyer.token, body: { reference: placed.payment?.reference } });

    const sent = await receipts(buyer);
    expect(sent).toHaveLength(1);
    const text = sent[0].text;
    expect(sent[0].subject).toBe(`Receipt for your order ${placed.orderName}`);
    expect(text).toContain("3 × Joggers Trousers (M, Black): ₦18,000.00");
    expect(text).toContain("1 × Half of a Yellow Sun: ₦2,000.00");
    for (const order of placed.orders) expect(text).toContain(`Total from ${order.storeName}: `);
    expect(text).toContain("Paid with gift cards: ₦5,000.00");
    expect(text).toContain(`Paid by card (reference ${placed.payment?.reference}): ₦${placed.amount.toLocaleString("en-NG", { minimumFractionDigits: 2 })}`);
  });

  it("comes at once when gift cards pay everything, and never for a declined payment", async () => {
    const seller = await makeSeller(t);
    const cheap = await makeBuyableProduct(t, seller, { sellingPrice: 1_000 });
    const covered = await makeBuyer(t, cheap.id, 1);
    const card = await buyGiftCard(t, covered, { amount: 10_000 });
    await t.call("POST", "/api/v1/giftcards/apply", { token: covered.token, body: { code: card.code } });
    const placed = await placePaidOrder(t, covered);
    expect(placed.payment).toBeNull();
    const sent = await receipts(covered);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("Paid with gift cards:");
    expect(sent[0].text).not.toContain("Paid by card");

    const declined = await makeBuyer(t, cheap.id, 1);
    const unpaid = await placeOrder(t, declined);
    await payAtTestGateway(t, unpaid.payment?.reference as string, "failed");
    expect(await receipts(declined)).toHaveLength(0);
  });
});
