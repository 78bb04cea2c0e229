import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addToCart, makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { buyGiftCard } from "../../../test/factories/giftcards.js";
import { placeOrder, placePaidOrder, VERIFY_URL } from "../../../test/factories/orders.js";
import { payAtTestGateway } from "../../../test/factories/payments.js";
import { makeAdmin, makeMerchant, type Person } from "../../../test/factories/people.js";
import { askReturn, makeDeliveredOrderQuickly } from "../../../test/factories/returns.js";
import { onboardingBody, planId, storeProfileBody } from "../../../test/factories/stores.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

interface OutboxMail {
  subject: string;
  text: string;
  links: string[];
}
const mailsTo = async (p: Person): Promise<OutboxMail[]> =>
  (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(p.email)}&limit=100`)).json().data.rows;
const withSubject = async (p: Person, start: string) => (await mailsTo(p)).filter((m) => m.subject.startsWith(start));

describe("mails to the store owner", () => {
  it("a new paid order: once per store when the card payment succeeds, never before or for a decline", async () => {
    const shoes = await makeSeller(t, { storeName: "Aba Shoe Makers" });
    const books = await makeSeller(t, { storeName: "Ibadan Books" });
    const joggers = await makeBuyableProduct(t, shoes, {
      name: "Joggers Trousers",
      sellingPrice: 6_000,
      variants: [{ sku: `JOG-M-${Date.now()}`, size: "M", color: "Black", quantity: 5 }],
    });
    const novel = await makeBuyableProduct(t, books, {
      name: "Half of a Yellow Sun",
      sellingPrice: 2_000,
    });
    const buyer = await makeBuyer(t, joggers.id, 2, joggers.variantIds[0]);
    await addToCart(t, buyer, novel.id, 1);

    const placed = await placeOrder(t, buyer);
    expect(await withSubject(shoes, "New order")).toHaveLength(0);
    await payAtTestGateway(t, placed.payment?.reference as string, "success");
    // The web's callback page verifies again after the webhook: nothing more is sent.
    await t.call("POST", VERIFY_URL, {
      token: buyer.token,
      body: { reference: placed.payment?.reference },
    });

    const shoeOrder = placed.orders.find((o) => o.storeName === "Aba Shoe Makers");
    const shoeMails = await withSubject(shoes, "New order");
    expect(shoeMails).toHaveLength(1);
    expect(shoeMails[0].subject).toBe(`New order ${shoeOrder?.orderNumber} for Aba Shoe Makers`);
    expect(shoeMails[0].text).toContain("2 × Joggers Trousers (M, Black): ₦12,000.00");
    expect(shoeMails[0].text).not.toContain("Half of a Yellow Sun");
    expect(shoeMails[0].links).toEqual([expect.stringMatching(new RegExp(`/merchant/orders/${shoeOrder?.id}$`))]);
    const bookMails = await withSubject(books, "New order");
    expect(bookMails).toHaveLength(1);
    expect(bookMails[0].text).toContain("1 × Half of a Yellow Sun: ₦2,000.00");

    // The same news waits in each owner's notification centre, once, linking to the order.
    // (The sale may also have taken a variant to its low-stock alert: that is a notification of its own.)
    const shoeNotes = (await t.call("GET", "/api/v1/notifications", { token: shoes.token })).json().data.rows.filter(
      (n: { kind: string }) => n.kind === "order_paid",
    );
    expect(shoeNotes).toHaveLength(1);
    expect(shoeNotes[0]).toMatchObject({
      kind: "order_paid",
      title: `New order ${shoeOrder?.orderNumber}`,
      link: `/merchant/orders/${shoeOrder?.id}`,
      read: false,
    });
    expect(shoeNotes[0].body).toContain("for 2 items");

    const declined = await makeBuyer(t, novel.id, 1);
    const unpaid = await placeOrder(t, declined);
    await payAtTestGateway(t, unpaid.payment?.reference as string, "failed");
    expect(await withSubject(books, "New order")).toHaveLength(1);
    const bookNotes = (await t.call("GET", "/api/v1/notifications", { token: books.token })).json().data.rows;
    expect(bookNotes.filter((n: { kind: string }) => n.kind === "order_paid")).toHaveLength(1);
  });

  it("an owner who turned off mail for new orders still sees them in the notification centre", async () => {
    const seller = await makeSeller(t, { storeName: "Quiet Store" });
    const off = await t.call("PUT", "/api/v1/notifications/preferences", { token: seller.token, body: { preferences: [{ kind: "order_paid", mail: false }] } });
    expect(off.statusCode).toBe(200);
    const product = await makeBuyableProduct(t, seller, { name: "Suya spice", sellingPrice: 1_200 });
    const buyer = await makeBuyer(t, product.id, 1);
    await placePaidOrder(t, buyer);
    expect(await withSubject(seller, "New order")).toHaveLength(0);
    const notes = (await t.call("GET", "/api/v1/notifications", { token: seller.token })).json().data.rows;
    expect(notes.filter((n: { kind: string }) => n.kind === "order_paid")).toHaveLength(1);
  });

  it("a new order paid entirely by gift cards is told at once", async () => {
    const seller = await makeSeller(t);
    const cheap = await makeBuyableProduct(t, seller, {
      name: "Garri 5kg",
      sellingPrice: 1_500,
    });
    const buyer = await makeBuyer(t, cheap.id, 1);
    const card = await buyGiftCard(t, buyer, { amount: 10_000 });
    await t.call("POST", "/api/v1/giftcards/apply", {
      token: buyer.token,
      body: { code: card.code },
    });
    const placed = await placePaidOrder(t, buyer);
    expect(placed.payment).toBeNull();
    const sent = await withSubject(seller, "New order");
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("1 × Garri 5kg: ₦1,500.00");
    expect(sent[0].text).not.toContain("gift card");
  });

  it("a return request, with what and why, linking to the return", async () => {
    const seller = await makeSeller(t);
    const order = await makeDeliveredOrderQuickly(t, seller);
    const asked = await askReturn(t, order, { quantity: 1 });
    const sent = await withSubject(seller, "Return request");
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Return request for order ${order.orderName}`);
    expect(sent[0].text).toContain("Reason: It arrived broken");
    expect(sent[0].text).toContain("within 3 days");
    expect(sent[0].links).toEqual([expect.stringMatching(new RegExp(`/merchant/returns/${asked.id}$`))]);
  });

  it("a product approved, and a product rejected with the reason", async () => {
    const admin = await makeAdmin(t);
    const shop = await makeMerchant(t);
    const path = await makeCategoryPath(t);
    const good = await makeProduct(t, shop, {
      path,
      body: { name: "Ankara Wrap Dress" },
    });
    const bad = await makeProduct(t, shop, {
      path,
      body: { name: "Blurry Agbada" },
    });
    const review = (id: string, body: unknown) =>
      t.call("POST", `/api/v1/products/approve-product?productId=${id}&merchantId=${shop.merchantId}`, { token: admin.token, body });
    expect((await review(good.id, { approved: true })).statusCode).toBe(200);
    expect(
      (
        await review(bad.id, {
          approved: false,
          reason: "The photos are too dark",
        })
      ).statusCode,
    ).toBe(200);

    const approved = await withSubject(shop, "Ankara Wrap Dress is approved");
    expect(approved).toHaveLength(1);
    const rejected = await withSubject(shop, "Blurry Agbada was not approved");
    expect(rejected).toHaveLength(1);
    expect(rejected[0].text).toContain("Reason: The photos are too dark");
    expect(rejected[0].links).toEqual([expect.stringMatching(new RegExp(`/merchant/products/${bad.id}/edit$`))]);

    // A refused review (bad input) writes no mail.
    const before = (await mailsTo(shop)).length;
    expect((await review(good.id, { approved: "maybe" })).statusCode).toBe(422);
    expect(await mailsTo(shop)).toHaveLength(before);
  });

  it("each store approval step: first approval, live, and a rejection", async () => {
    const first = await makeAdmin(t, "admin", { approver: true });
    const second = await makeAdmin(t, "admin", {
      approver: true,
      level: "second",
    });
    const m = await makeMerchant(t, {
      approved: false,
      storeName: "Ilorin Aso-Oke House",
    });
    await t.call("PUT", "/api/v1/auth/merchant/onboard", {
      token: m.token,
      body: await onboardingBody(t, m),
    });
    await t.call("POST", "/api/v1/storeprofile", {
      token: m.token,
      body: storeProfileBody({}, { storeName: "Ilorin Aso-Oke House" }),
    });

    expect(
      (
        await t.call("PATCH", `/api/v1/storeapproval/approve/${m.storeId}`, {
          token: first.token,
        })
      ).statusCode,
    ).toBe(200);
    const firstMails = await withSubject(m, "Ilorin Aso-Oke House passed its first approval");
    expect(firstMails).toHaveLength(1);
    expect(firstMails[0].text).toContain("A second approver now reviews it");

    const growth = await planId(t, "growth");
    await t.call("PATCH", `/api/v1/storeapproval/payment-category/${m.storeId}`, { token: second.token, body: { pricingPlanId: growth } });
    expect(
      (
        await t.call("PATCH", `/api/v1/storeapproval/approve/${m.storeId}`, {
          token: second.token,
        })
      ).statusCode,
    ).toBe(200);
    expect(await withSubject(m, "Your Bitmarte store is live")).toHaveLength(1);

    const rejected = await t.call("PATCH", `/api/v1/storeapproval/reject/${m.storeId}`, {
      token: first.token,
      body: { reason: "The proof of address is expired" },
    });
    expect(rejected.statusCode).toBe(200);
    const rejections = await withSubject(m, "Your Bitmarte store was not approved");
    expect(rejections).toHaveLength(1);
    expect(rejections[0].text).toContain("Reason: The proof of address is expired");
    // Each step is told exactly once.
    expect(await withSubject(m, "Ilorin Aso-Oke House passed its first approval")).toHaveLength(1);
  });
});
