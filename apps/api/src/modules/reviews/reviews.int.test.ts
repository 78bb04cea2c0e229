import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { customerOrder } from "../../../test/factories/fulfilment.js";
import { type MerchantPerson, makeAdmin, makeCustomer, makeMerchant, makeStaff, type Person } from "../../../test/factories/people.js";
import { orderToReview, REVIEWS } from "../../../test/factories/reviews.js";
import { auditLog } from "../audit/audit.table.js";
import { stores } from "../merchants/stores.table.js";
import { orderItems } from "../orders/orders.table.js";
import { products } from "../products/products.table.js";
import { reviews } from "./reviews.table.js";

let t: TestApp;
let seller: MerchantPerson;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t, { storeName: "Review Shop" });
  admin = await makeAdmin(t);
});

const reviewCount = async () => (await t.db.select({ n: count() }).from(reviews))[0].n;
const productRow = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const storeRow = async () => (await t.db.select().from(stores).where(eq(stores.id, seller.storeId)))[0];
const reviewProduct = (who: Person, body: unknown) => t.call("POST", `${REVIEWS}/product`, { token: who.token, body });
const reviewStore = (who: Person, body: unknown) => t.call("POST", `${REVIEWS}/merchant`, { token: who.token, body });

describe("customers review what they received", () => {
  it("reviews a delivered product: 201, the product's summary and the order info follow", async () => {
    const order = await orderToReview(t, seller);
    const res = await reviewProduct(order.buyer, { orderItemId: order.itemId, rating: 4, comment: "  Solid and well packed  " });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Thank you for your review");
    const review = res.json().data;
    expect(review).toMatchObject({
      type: "product",
      rating: 4,
      comment: "Solid and well packed",
      productId: order.productId,
      merchantId: seller.merchantId,
      storeName: "Review Shop",
      orderId: order.orderId,
      orderItemId: order.itemId,
      hidden: false,
    });
    const p = await productRow(order.productId);
    expect(p.reviewCount).toBe(1);
    expect(p.ratingAverage).toBe(4);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.id, order.itemId));
    expect(item.reviewed).toBe(true);
    const info = await customerOrder(t, order.buyer, order.orderId);
    expect(info.orderItems[0]).toMatchObject({ reviewed: true, review: { id: review.id, rating: 4, comment: "Solid and well packed" } });
    expect(info.merchantReview).toBeNull();
  });

  it("reviews the store of a completed order with no comment; the store page shows its rating", async () => {
    const order = await orderToReview(t, seller, { status: "completed" });
    const res = await reviewStore(order.buyer, { orderId: order.orderId, rating: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: "merchant", rating: 5, comment: "", productId: null, orderItemId: null });
    const store = await storeRow();
    expect(store.reviewCount).toBe(1);
    const page = await t.call("GET", `/api/v1/stores/${store.storeUrl}`);
    expect(page.json().data.store).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const info = await customerOrder(t, order.buyer, order.orderId);
    expect(info.merchantReview).toMatchObject({ rating: 5, comment: "" });
  });

  it("refuses a second review of the same item or the same order's store: 409, one row", async () => {
    const order = await orderToReview(t, seller);
    expect((await reviewProduct(order.buyer, { orderItemId: order.itemId, rating: 3 })).statusCode).toBe(201);
    expect((await reviewStore(order.buyer, { orderId: order.orderId, rating: 3 })).statusCode).toBe(201);
    const before = await reviewCount();
    const again = await reviewProduct(order.buyer, { orderItemId: order.itemId, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already reviewed this item of the order");
    const storeAgain = await reviewStore(order.buyer, { orderId: order.orderId, rating: 1 });
    expect(storeAgain.statusCode).toBe(409);
    expect(storeAgain.json().message).toBe("You have already reviewed this store for this order");
    expect(await reviewCount()).toBe(before);
  });

  it("refuses an order not yet delivered: 409, nothing written", async () => {
    for (const status of ["pending", "in_transit", "cancelled"] as const) {
      const order = await orderToReview(t, seller, { status });
      const before = await reviewCount();
      const res = await reviewProduct(order.buyer, { orderItemId: order.itemId, rating: 5 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("You can review an order once it has been delivered");
      expect((await reviewStore(order.buyer, { orderId: order.orderId, rating: 5 })).statusCode).toBe(409);
      expect(await reviewCount()).toBe(before);
    }
  });

  it("bad input: 422 with the field, nothing written", async () => {
    const order = await orderToReview(t, seller);
    const before = await reviewCount();
    for (const body of [
      { orderItemId: order.itemId, rating: 0 },
      { orderItemId: order.itemId, rating: 6 },
      { orderItemId: order.itemId, rating: 3.5 },
      { orderItemId: order.itemId },
      { orderItemId: "not-an-id", rating: 4 },
      { orderItemId: order.itemId, rating: 4, comment: "x".repeat(2001) },
    ]) {
      const res = await reviewProduct(order.buyer, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const res = await reviewProduct(order.buyer, { orderItemId: order.itemId, rating: 9 });
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: "rating", message: "Rating is 1 to 5" })]));
    expect((await reviewStore(order.buyer, { rating: 4 })).statusCode).toBe(422);
    expect(await reviewCount()).toBe(before);
  });

  it("another customer's order item or order: 404; unknown ids: 404; merchants and admins may not write: 403", async () => {
    const order = await orderToReview(t, seller);
    const stranger = await makeCustomer(t);
    expect((await reviewProduct(stranger, { orderItemId: order.itemId, rating: 5 })).statusCode).toBe(404);
    expect((await reviewStore(stranger, { orderId: order.orderId, rating: 5 })).statusCode).toBe(404);
    expect((await reviewProduct(order.buyer, { orderItemId: crypto.randomUUID(), rating: 5 })).statusCode).toBe(404);
    expect((await reviewProduct(seller, { orderItemId: order.itemId, rating: 5 })).statusCode).toBe(403);
    expect((await reviewStore(admin, { orderId: order.orderId, rating: 5 })).statusCode).toBe(403);
  });
});

describe("reading reviews", () => {
  let productId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    const first = await orderToReview(t, seller);
    productId = first.productId;
    // five buyers of one product: 5, 4, 4, 2, 1 → 3.2 average
    for (const [i, rating] of [5, 4, 4, 2, 1].entries()) {
      const order = i === 0 ? first : await orderToReview(t, seller, { productId });
      t.clock.advance(60_000);
      const res = await reviewProduct(order.buyer, { orderItemId: order.itemId, rating, comment: `Review number ${i + 1}` });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
  });

  it("public product reviews: newest first, paged, with average, count and count per star", async () => {
    const res = await t.call("GET", `${REVIEWS}/product/${productId}?limit=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ count: 5, averageRating: 3.2, starCounts: [1, 1, 0, 2, 1] });
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual([ids[4], ids[3]]);
    expect(page.rows[0].customerName).toMatch(/^\S+ [A-Z]\.$/);
    expect(page.rows[0].hiddenReason).toBeNull();
    const next = (await t.call("GET", `${REVIEWS}/product/${productId}?limit=2&page=3`)).json().data;
    expect(next.rows.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    const p = await productRow(productId);
    expect(p).toMatchObject({ reviewCount: 5, ratingAverage: 3.2 });
  });

  it("catalogue cards carry the rating and sort by it", async () => {
    const res = await t.call("GET", `/api/v1/products/customer/getallproducts?storeId=${seller.storeId}&sortBy=rating&limit=50`);
    expect(res.statusCode).toBe(200);
    const cards = res.json().data.data as { id: string; averageRating: number | null; reviewCount: number }[];
    const card = cards.find((c) => c.id === productId);
    expect(card).toMatchObject({ averageRating: 3.2, reviewCount: 5 });
  });

  it("unknown product or merchant: 404; bad paging: 422", async () => {
    expect((await t.call("GET", `${REVIEWS}/product/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await t.call("GET", `${REVIEWS}/merchant/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await t.call("GET", `${REVIEWS}/product/${productId}?limit=0`)).statusCode).toBe(422);
    const store = await t.call("GET", `${REVIEWS}/merchant/${seller.merchantId}`);
    expect(store.statusCode).toBe(200);
    expect(store.json().data.rows.every((r: { type: string }) => r.type === "merchant")).toBe(true);
  });

  it("GET /reviews: the store sees its own, staff need products:read, a customer sees those written, admins filter", async () => {
    const other = await makeMerchant(t);
    const otherOrder = await orderToReview(t, other);
    expect((await reviewProduct(otherOrder.buyer, { orderItemId: otherOrder.itemId, rating: 2 })).statusCode).toBe(201);

    const mine = (await t.call("GET", `${REVIEWS}?limit=100`, { token: seller.token })).json().data;
    expect(mine.rows.every((r: { merchantId: string }) => r.merchantId === seller.merchantId)).toBe(true);
    expect(mine.rows.length).toBe(mine.count);
    // a store cannot widen its view with the admin's store filter
    const widened = (await t.call("GET", `${REVIEWS}?merchantId=${other.merchantId}`, { token: seller.token })).json().data;
    expect(widened.rows.every((r: { merchantId: string }) => r.merchantId === seller.merchantId)).toBe(true);

    const reader = await makeStaff(t, seller, ["products:read"]);
    expect((await t.call("GET", REVIEWS, { token: reader.token })).statusCode).toBe(200);
    const noRead = await makeStaff(t, seller, ["orders:read"]);
    expect((await t.call("GET", REVIEWS, { token: noRead.token })).statusCode).toBe(403);

    const own = (await t.call("GET", REVIEWS, { token: otherOrder.buyer.token })).json().data;
    expect(own.count).toBe(1);
    expect(own.rows[0]).toMatchObject({ productId: otherOrder.productId, rating: 2 });

    const filtered = (await t.call("GET", `${REVIEWS}?merchantId=${other.merchantId}&rating=2`, { token: admin.token })).json().data;
    expect(filtered.count).toBe(1);
    const fives = (await t.call("GET", `${REVIEWS}?rating=5&type=product`, { token: admin.token })).json().data;
    expect(fives.rows.every((r: { rating: number; type: string }) => r.rating === 5 && r.type === "product")).toBe(true);
    expect((await t.call("GET", `${REVIEWS}?rating=7`, { token: admin.token })).statusCode).toBe(422);
  });

  it("an admin hides an abusive review: gone from the public list and every summary, audited; showing it restores them", async () => {
    const target = ids[4]; // the 1-star one
    const noReason = await t.call("PATCH", `${REVIEWS}/${target}/visibility`, { token: admin.token, body: { hidden: true } });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe("Give a reason for hiding the review");

    const res = await t.call("PATCH", `${REVIEWS}/${target}/visibility`, { token: admin.token, body: { hidden: true, reason: "Insults the seller" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "The review is hidden", data: { id: target, hidden: true, hiddenReason: "Insults the seller" } });

    const page = (await t.call("GET", `${REVIEWS}/product/${productId}`)).json().data;
    expect(page).toMatchObject({ count: 4, averageRating: 3.8, starCounts: [0, 1, 0, 2, 1] });
    expect(page.rows.map((r: { id: string }) => r.id)).not.toContain(target);
    expect(await productRow(productId)).toMatchObject({ reviewCount: 4, ratingAverage: 3.75 });

    const hidden = (await t.call("GET", `${REVIEWS}?hidden=true`, { token: admin.token })).json().data;
    expect(hidden.rows.map((r: { id: string }) => r.id)).toContain(target);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, target));
    expect(audit).toEqual([expect.objectContaining({ action: "review.hidden", targetType: "review" })]);

    const shown = await t.call("PATCH", `${REVIEWS}/${target}/visibility`, { token: admin.token, body: { hidden: false } });
    expect(shown.json()).toMatchObject({ message: "The review is visible again", data: { hidden: false, hiddenReason: null } });
    expect(await productRow(productId)).toMatchObject({ reviewCount: 5, ratingAverage: 3.2 });
  });

  it("hiding a store review recomputes the store's summary", async () => {
    const order = await orderToReview(t, seller);
    const res = await reviewStore(order.buyer, { orderId: order.orderId, rating: 1, comment: "Rude" });
    const before = await storeRow();
    await t.call("PATCH", `${REVIEWS}/${res.json().data.id}/visibility`, { token: admin.token, body: { hidden: true, reason: "Not about the store" } });
    const after = await storeRow();
    expect(after.reviewCount).toBe(before.reviewCount - 1);
  });

  it("visibility: unknown review 404; merchants, customers and dispatchers 403", async () => {
    expect((await t.call("PATCH", `${REVIEWS}/${crypto.randomUUID()}/visibility`, { token: admin.token, body: { hidden: false } })).statusCode).toBe(404);
    const dispatcher = await makeAdmin(t, "dispatcher");
    for (const who of [seller, await makeCustomer(t), dispatcher]) {
      const res = await t.call("PATCH", `${REVIEWS}/${ids[0]}/visibility`, { token: who.token, body: { hidden: true, reason: "Spam spam" } });
      expect(res.statusCode).toBe(403);
    }
  });
});
