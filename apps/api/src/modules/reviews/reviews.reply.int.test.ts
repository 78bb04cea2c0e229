import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type MerchantPerson, makeAdmin, makeCustomer, makeMerchant, makePartner, makeStaff, type Person } from "../../../test/factories/people.js";
import { orderToReview, REVIEWS } from "../../../test/factories/reviews.js";
import { outbox } from "../mail/mail.table.js";
import { reviews } from "./reviews.table.js";

let t: TestApp;
let seller: MerchantPerson;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t, { storeName: "Ikeja Leather Works" });
  admin = await makeAdmin(t);
});

interface Notice {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}
const replies = async (who: Person): Promise<Notice[]> => {
  const res = await t.call("GET", "/api/v1/notifications?limit=100", { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.rows as Notice[]).filter((r) => r.kind === "review_reply");
};
const mailsTo = async (email: string) => (await t.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) => m.subject.includes("replied to your review"));
const reviewRow = async (id: string) => (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const reply = (who: Person, id: string, body: unknown) => t.call("PUT", `${REVIEWS}/${id}/reply`, { token: who.token, body });
const unreply = (who: Person, id: string) => t.call("DELETE", `${REVIEWS}/${id}/reply`, { token: who.token });

/** A delivered order of one of the seller's products, reviewed by its buyer (the product, or the store). */
async function reviewed(type: "product" | "merchant", comment = "Good leather, slow dispatch") {
  const order = await orderToReview(t, seller);
  const res =
    type === "product"
      ? await t.call("POST", `${REVIEWS}/product`, { token: order.buyer.token, body: { orderItemId: order.itemId, rating: 3, comment } })
      : await t.call("POST", `${REVIEWS}/merchant`, { token: order.buyer.token, body: { orderId: order.orderId, rating: 4, comment } });
  expect(res.statusCode, res.body).toBe(201);
  return { ...order, reviewId: res.json().data.id as string, productName: res.json().data.productName as string | null };
}

describe("a store replies to a review", () => {
  it("posts a reply to a product review: trimmed, shown in every list, and the customer is told once", async () => {
    const r = await reviewed("product");
    const posted = await reply(seller, r.reviewId, { reply: "  Thank you! Dispatch is faster now.  " });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().message).toBe("Reply posted");
    const expected = { text: "Thank you! Dispatch is faster now.", storeName: "Ikeja Leather Works", repliedAt: t.clock.now().toISOString() };
    expect(posted.json().data).toMatchObject({ id: r.reviewId, reply: expected });
    expect(await reviewRow(r.reviewId)).toMatchObject({ repliedBy: seller.userId, replyNotifiedAt: t.clock.now() });

    // The public product list, the store's own list and the customer's "My reviews" all carry it.
    const publicList = (await t.call("GET", `${REVIEWS}/product/${r.productId}`)).json().data;
    expect(publicList.rows).toEqual([expect.objectContaining({ id: r.reviewId, reply: expected })]);
    const storeList = (await t.call("GET", `${REVIEWS}?limit=100`, { token: seller.token })).json().data;
    expect(storeList.rows.find((x: { id: string }) => x.id === r.reviewId)).toMatchObject({ reply: expected });
    const mine = (await t.call("GET", REVIEWS, { token: r.buyer.token })).json().data;
    expect(mine.rows).toEqual([expect.objectContaining({ id: r.reviewId, reply: expected })]);

    // The customer: one notification naming the store and the product, linking to the product page, and its mail.
    const notices = await replies(r.buyer);
    expect(notices).toEqual([
      {
        kind: "review_reply",
        title: "Ikeja Leather Works replied to your review",
        body: `Ikeja Leather Works replied to your review of ${r.productName}: “Thank you! Dispatch is faster now.”`,
        link: `/product/${r.productId}`,
        read: false,
        id: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    const mails = await mailsTo(r.buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Thank you! Dispatch is faster now.");

    // An edit changes the text and its time, and tells the customer nothing more.
    t.clock.advance(60_000);
    const edited = await reply(seller, r.reviewId, { reply: "Thank you! Dispatch now takes a day." });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe("Reply updated");
    expect(edited.json().data.reply).toEqual({ text: "Thank you! Dispatch now takes a day.", storeName: "Ikeja Leather Works", repliedAt: t.clock.now().toISOString() });
    expect(await replies(r.buyer)).toHaveLength(1);
    expect(await mailsTo(r.buyer.email)).toHaveLength(1);

    // Removed: gone from the lists; posted again: still no second notification.
    const removed = await unreply(seller, r.reviewId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: "Reply removed", data: { id: r.reviewId, reply: null } });
    expect(await reviewRow(r.reviewId)).toMatchObject({ reply: null, repliedAt: null, repliedBy: null });
    expect((await t.call("GET", `${REVIEWS}/product/${r.productId}`)).json().data.rows[0].reply).toBeNull();
    expect((await unreply(seller, r.reviewId)).statusCode).toBe(200);
    const again = await reply(seller, r.reviewId, { reply: "We are sorry for the wait." });
    expect(again.json().message).toBe("Reply posted");
    expect(await replies(r.buyer)).toHaveLength(1);
  });

  it("replies to a store review: the store list shows it and the notification links to the store page", async () => {
    const r = await reviewed("merchant", "Friendly store");
    const res = await reply(seller, r.reviewId, { reply: "We are glad you came." });
    expect(res.statusCode, res.body).toBe(200);
    const storePage = (await t.call("GET", `${REVIEWS}/merchant/${seller.merchantId}?limit=100`)).json().data;
    expect(storePage.rows.find((x: { id: string }) => x.id === r.reviewId)).toMatchObject({ reply: { text: "We are glad you came.", storeName: "Ikeja Leather Works" } });
    const storeUrl = res.json().data.storeUrl as string;
    expect(await replies(r.buyer)).toEqual([
      expect.objectContaining({ body: "Ikeja Leather Works replied to your review of Ikeja Leather Works: “We are glad you came.”", link: `/storefront/${storeUrl}` }),
    ]);
  });

  it("staff with products:write may reply; with products:read only they may not", async () => {
    const r = await reviewed("product");
    const reader = await makeStaff(t, seller, ["products:read"]);
    expect((await reply(reader, r.reviewId, { reply: "Thanks" })).statusCode).toBe(403);
    const writer = await makeStaff(t, seller, ["products:write"]);
    const res = await reply(writer, r.reviewId, { reply: "Thanks from the team" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await reviewRow(r.reviewId)).toMatchObject({ reply: "Thanks from the team", repliedBy: writer.userId });
    expect((await unreply(writer, r.reviewId)).statusCode).toBe(200);
  });

  it("a hidden review may be answered: it stays hidden, and the notification links to My reviews", async () => {
    const r = await reviewed("product", "Rubbish seller");
    const hide = await t.call("PATCH", `${REVIEWS}/${r.reviewId}/visibility`, { token: admin.token, body: { hidden: true, reason: "Insults the seller" } });
    expect(hide.statusCode).toBe(200);
    const res = await reply(seller, r.reviewId, { reply: "We are sorry you feel so." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ hidden: true, reply: { text: "We are sorry you feel so." } });
    expect((await t.call("GET", `${REVIEWS}/product/${r.productId}`)).json().data.rows).toEqual([]);
    expect(await replies(r.buyer)).toEqual([expect.objectContaining({ link: "/account/reviews" })]);
  });

  it("empty or too long: 422 with the field, nothing written, nobody told", async () => {
    const r = await reviewed("product");
    for (const body of [{ reply: "" }, { reply: "   " }, {}, { reply: "x".repeat(1001) }, { reply: 42 }]) {
      const res = await reply(seller, r.reviewId, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: "reply" })]);
    }
    expect((await reply(seller, r.reviewId, { reply: "" })).json().errors[0].message).toBe("Reply is required");
    expect((await reply(seller, r.reviewId, { reply: "x".repeat(1001) })).json().errors[0].message).toBe("Reply must be at most 1000 characters");
    expect(await reviewRow(r.reviewId)).toMatchObject({ reply: null, repliedAt: null, replyNotifiedAt: null });
    expect(await replies(r.buyer)).toEqual([]);
    // 1000 characters is allowed.
    expect((await reply(seller, r.reviewId, { reply: "x".repeat(1000) })).statusCode).toBe(200);
  });

  it("another store's review or an unknown id: 404, nothing written", async () => {
    const r = await reviewed("product");
    const other = await makeMerchant(t);
    expect((await reply(other, r.reviewId, { reply: "Not ours" })).statusCode).toBe(404);
    expect((await reply(seller, crypto.randomUUID(), { reply: "Nobody's" })).statusCode).toBe(404);
    expect((await reply(seller, r.reviewId, { reply: "Ours" })).statusCode).toBe(200);
    expect((await unreply(other, r.reviewId)).statusCode).toBe(404);
    expect(await reviewRow(r.reviewId)).toMatchObject({ reply: "Ours" });
  });

  it("customers, admins and partners may not reply or remove a reply: 403", async () => {
    const r = await reviewed("product");
    const dispatcher = await makeAdmin(t, "dispatcher");
    for (const who of [r.buyer, await makeCustomer(t), admin, dispatcher, await makePartner(t)]) {
      expect((await reply(who, r.reviewId, { reply: "Hello" })).statusCode).toBe(403);
      expect((await unreply(who, r.reviewId)).statusCode).toBe(403);
    }
    expect(await reviewRow(r.reviewId)).toMatchObject({ reply: null });
  });
});
