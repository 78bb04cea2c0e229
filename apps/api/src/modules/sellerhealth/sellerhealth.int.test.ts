import { randomUUID } from "node:crypto";
import { SELLER_HEALTH_MESSAGES, SELLER_HEALTH_THRESHOLD_ORDER_MESSAGE, type SellerHealth, type SellerHealthFactor } from "@bitmarte/contracts";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeBuyableProduct } from "../../../test/factories/cart.js";
import { makePaidOrder, moveStatus, OT } from "../../../test/factories/fulfilment.js";
import { makeCompletedOrder } from "../../../test/factories/payouts.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { askReturn, makeDeliveredOrderQuickly, setReturnStatus } from "../../../test/factories/returns.js";
import { orderToReview, REVIEWS } from "../../../test/factories/reviews.js";
import { stores } from "../merchants/stores.table.js";
import { notifications } from "../notifications/notifications.table.js";
import { orderActivities, orders } from "../orders/orders.table.js";
import { runJob } from "../jobs/index.js";
import { recomputeStores } from "./index.js";
import { sellerHealthAppeals, sellerHealthLevelChanges, sellerHealthScores, sellerHealthSettings } from "./sellerhealth.table.js";

const SH = "/api/v1/seller-health";
const HOUR = 3_600_000;

let t: TestApp;
let admin: Person;
let seller: MerchantPerson;
let rival: MerchantPerson;
let completed: { orderId: string };

async function ok<R extends { statusCode: number; body: string }>(res: R, what: string): Promise<R> {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res;
}

const health = async (who: Person): Promise<SellerHealth> => (await ok(await t.call("GET", `${SH}/merchant`, { token: who.token }), "health")).json().data;
const factor = (h: SellerHealth, key: SellerHealthFactor["key"]) => h.factors.find((f) => f.key === key) as SellerHealthFactor;
const recompute = (storeId: string) => t.call("POST", `${SH}/admin/recompute`, { token: admin.token, body: { storeId } });
const putSettings = (who: Person, body: unknown) => t.call("PUT", `${SH}/admin/settings`, { token: who.token, body });
const searchIds = async (q: string): Promise<string[]> =>
  (await ok(await t.call("GET", `/api/v1/products/customer/getallproducts?search=${encodeURIComponent(q)}&limit=50`), "search")).json().data.data.map((p: { id: string }) => p.id);

let sellerProduct: string;
let rivalProduct: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  seller = await makeMerchant(t, { storeName: "Ember Goods" });
  rival = await makeMerchant(t, { storeName: "Harbour Goods" });

  // Two equally relevant products; the seller's is newer, so it comes first while both stores are healthy.
  rivalProduct = (await makeBuyableProduct(t, rival, { name: "Akwete wrapper cloth" })).id;
  await t.db.execute(sql`update products set created_at = now() - interval '1 day' where id = ${rivalProduct}`);
  sellerProduct = (await makeBuyableProduct(t, seller, { name: "Akwete wrapper cloth" })).id;

  const now = t.clock.now().getTime();
  // A: paid 30 hours ago, accepted only now (the acceptance window is 24 hours), packed at once.
  const a = await makePaidOrder(t, seller);
  await t.db.update(orders).set({ paidAt: new Date(now - 30 * HOUR) }).where(eq(orders.id, a.orderId));
  await ok(await moveStatus(t, seller, a.orderId, "confirmed"), "confirm A");
  await ok(await moveStatus(t, seller, a.orderId, "ready_to_ship"), "pack A");
  // B: accepted an hour after payment, but packed 30 hours after accepting (the packing window is 24 hours).
  const b = await makePaidOrder(t, seller);
  await ok(await moveStatus(t, seller, b.orderId, "confirmed"), "confirm B");
  await t.db.update(orders).set({ paidAt: new Date(now - 31 * HOUR) }).where(eq(orders.id, b.orderId));
  await t.db
    .update(orderActivities)
    .set({ createdAt: new Date(now - 30 * HOUR) })
    .where(and(eq(orderActivities.orderId, b.orderId), eq(orderActivities.status, "confirmed")));
  await ok(await moveStatus(t, seller, b.orderId, "ready_to_ship"), "pack B");
  // C: cancelled by the store.
  const c = await makePaidOrder(t, seller);
  await ok(await moveStatus(t, seller, c.orderId, "cancelled", "Out of stock"), "cancel C");
  // D: a return the store accepted, the item having arrived broken.
  const d = await makeDeliveredOrderQuickly(t, seller);
  const ret = await askReturn(t, d);
  await ok(await setReturnStatus(t, seller, ret.id, "accepted"), "accept return");
  // E: a one-star review.
  const e = await orderToReview(t, seller);
  await ok(await t.call("POST", `${REVIEWS}/product`, { token: e.buyer.token, body: { orderItemId: e.itemId, rating: 1, comment: "Fell apart in a week" } }), "review");
  // F: a chargeback the provider reported (open).
  const f = await makePaidOrder(t, seller);
  await ok(await t.call("POST", "/api/v1/chargebacks", { token: admin.token, body: { orderId: f.orderId, amount: 50, reason: "Customer disputed the charge" } }), "chargeback");
  // G: a completed order whose payout waits for approval.
  completed = await makeCompletedOrder(t, seller);
});

describe("seller health", () => {
  it("computes each factor from the store's orders, returns, reviews and chargebacks", async () => {
    expect((await ok(await recompute(seller.storeId), "recompute")).json().data).toEqual({ recomputed: 1, queued: false });
    const h = await health(seller);
    expect(h.storeId).toBe(seller.storeId);
    expect(h.windowDays).toBe(90);
    // Seven paid orders: A–G.
    expect(factor(h, "late_confirmations")).toMatchObject({ cases: 1, outOf: 2, measure: 50, points: 0, weight: 20 });
    expect(factor(h, "late_handovers")).toMatchObject({ cases: 1, outOf: 2, measure: 50, points: 0, weight: 20 });
    expect(factor(h, "store_cancellations")).toMatchObject({ cases: 1, outOf: 7, measure: 14.3, weight: 20 });
    expect(factor(h, "store_cancellations").points).toBeCloseTo((20 * (20 - 14.3)) / 18, 1);
    expect(factor(h, "faulty_returns")).toMatchObject({ cases: 1, outOf: 7, measure: 14.3, weight: 15 });
    expect(factor(h, "faulty_returns").points).toBeCloseTo((15 * (15 - 14.3)) / 13, 1);
    expect(factor(h, "ratings")).toMatchObject({ outOf: 1, measure: 1, points: 0, unit: "stars" });
    expect(factor(h, "chargebacks")).toMatchObject({ cases: 1, outOf: 7, measure: 14.3, points: 0 });
    const sum = h.factors.reduce((s, f) => s + f.points, 0);
    expect(h.score).toBe(Math.round(sum));
    expect(h.score).toBe(7);
    for (const f of h.factors) expect(f.advice.length).toBeGreaterThan(20);
    // Below the default payout hold threshold (30).
    expect(h.level).toBe("payout_hold");
    expect(h.reason).toContain("payouts to your bank account are on hold");
    expect(h.canAppeal).toBe(true);

    // The store's row carries the score and level; the change is recorded and the merchant told.
    const [store] = await t.db.select().from(stores).where(eq(stores.id, seller.storeId));
    expect(store).toMatchObject({ healthScore: 7, healthLevel: "payout_hold" });
    const changes = await t.db.select().from(sellerHealthLevelChanges).where(eq(sellerHealthLevelChanges.storeId, seller.storeId));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ fromLevel: "good", toLevel: "payout_hold", score: 7 });
    const told = await t.db.select().from(notifications).where(and(eq(notifications.recipientId, seller.userId), eq(notifications.kind, "seller_health")));
    expect(told).toHaveLength(1);
    expect(told[0].link).toBe("/merchant/health");

    // A store with nothing against it stays at 100, in good standing.
    const other = await health(rival);
    expect(other).toMatchObject({ storeId: rival.storeId, score: 100, level: "good", canAppeal: false });
  });

  it("the scheduled job recomputes every store", async () => {
    await t.db.update(stores).set({ healthScore: 100, healthLevel: "good" }).where(eq(stores.id, rival.storeId));
    await runJob(t.jobDeps, "sellerhealth.recompute", {});
    const rows = await t.db.select({ id: stores.id, score: stores.healthScore }).from(stores).where(sql`${stores.id} in (${seller.storeId}, ${rival.storeId})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.score]))).toEqual({ [seller.storeId]: 7, [rival.storeId]: 100 });
  });

  it("refuses the payout of a store on payout hold, with the reason", async () => {
    const refused = await t.call("PATCH", `${OT}/approve-merchant-payment/${completed.orderId}`, { token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SELLER_HEALTH_MESSAGES.payoutHold);
  });

  it("ranks a demoted store's products after equally relevant ones; settings move levels", async () => {
    // Healthy order first: the seller's product is the newer of two equal matches.
    await t.db.update(stores).set({ healthLevel: "good" }).where(eq(stores.id, seller.storeId));
    const before = (await searchIds("akwete wrapper")).filter((id) => id === sellerProduct || id === rivalProduct);
    // Thresholds where a score of 7 means demoted, not held.
    const saved = await putSettings(admin, { warningBelow: 80, demotionBelow: 40, payoutHoldBelow: 5, appealGraceDays: 14 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ warningBelow: 80, demotionBelow: 40, payoutHoldBelow: 5, appealGraceDays: 14 });
    await ok(await recompute(seller.storeId), "recompute");
    const h = await health(seller);
    expect(h.level).toBe("demoted");
    expect(h.reason).toContain("lower in search results");
    expect(h.thresholds).toEqual({ warningBelow: 80, demotionBelow: 40, payoutHoldBelow: 5 });
    const after = (await searchIds("akwete wrapper")).filter((id) => id === sellerProduct || id === rivalProduct);
    expect(before).toEqual([sellerProduct, rivalProduct]);
    expect(after).toEqual([rivalProduct, sellerProduct]);

    // Demoted but not held: the payout is approved.
    const approved = await t.call("PATCH", `${OT}/approve-merchant-payment/${completed.orderId}`, { token: admin.token });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it("refuses bad settings with 422 and writes nothing; only plain admins may change them", async () => {
    const [stored] = await t.db.select().from(sellerHealthSettings);
    const wrongOrder = await putSettings(admin, { warningBelow: 40, demotionBelow: 50, payoutHoldBelow: 30, appealGraceDays: 30 });
    expect(wrongOrder.statusCode).toBe(422);
    expect(wrongOrder.json().errors[0].message).toBe(SELLER_HEALTH_THRESHOLD_ORDER_MESSAGE);
    expect((await putSettings(admin, { warningBelow: 70.5, demotionBelow: 50, payoutHoldBelow: 30, appealGraceDays: 30 })).statusCode).toBe(422);
    expect((await putSettings(admin, { warningBelow: 101, demotionBelow: 50, payoutHoldBelow: 30, appealGraceDays: 30 })).statusCode).toBe(422);
    expect((await putSettings(admin, { warningBelow: 70, demotionBelow: 50, payoutHoldBelow: 30, appealGraceDays: 0 })).statusCode).toBe(422);
    expect((await putSettings(admin, {})).statusCode).toBe(422);
    expect(await t.db.select().from(sellerHealthSettings)).toEqual([stored]);

    const dispatcher = await makeAdmin(t, "dispatcher");
    const good = { warningBelow: 70, demotionBelow: 50, payoutHoldBelow: 30, appealGraceDays: 30 };
    expect((await putSettings(dispatcher, good)).statusCode).toBe(403);
    expect((await putSettings(seller, good)).statusCode).toBe(403);
    expect((await t.call("GET", `${SH}/admin/settings`, { token: seller.token })).statusCode).toBe(403);
    expect((await t.call("GET", `${SH}/admin/appeals`, { token: seller.token })).statusCode).toBe(403);
    expect((await t.call("GET", `${SH}/merchant`, { token: (await makeCustomer(t)).token })).statusCode).toBe(403);
    expect((await t.call("GET", `${SH}/merchant`)).statusCode).toBe(401);
    expect((await t.call("GET", `${SH}/admin/stores/${randomUUID()}`, { token: admin.token })).statusCode).toBe(404);
    expect((await recompute(randomUUID())).statusCode).toBe(404);
  });

  it("the merchant appeals; the admin rejects with a reason, then accepts, and the accepted appeal holds", async () => {
    // Bad input and the wrong people first.
    expect((await t.call("POST", `${SH}/merchant/appeal`, { token: seller.token, body: { reason: "short" } })).statusCode).toBe(422);
    const staff = await makeStaff(t, seller, ["store:read"]);
    expect((await t.call("POST", `${SH}/merchant/appeal`, { token: staff.token, body: { reason: "We fixed our packing line last week." } })).statusCode).toBe(403);
    expect((await health(staff)).storeId).toBe(seller.storeId);
    // A store in good standing has nothing to appeal.
    const nothing = await t.call("POST", `${SH}/merchant/appeal`, { token: rival.token, body: { reason: "We would like a better score please." } });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(SELLER_HEALTH_MESSAGES.appealNotNeeded);
    expect(await t.db.select().from(sellerHealthAppeals)).toHaveLength(0);

    const sent = await t.call("POST", `${SH}/merchant/appeal`, { token: seller.token, body: { reason: "The late orders were during a courier strike." } });
    expect(sent.statusCode, sent.body).toBe(201);
    const first = sent.json().data;
    expect(first).toMatchObject({ storeId: seller.storeId, level: "demoted", score: 7, status: "pending" });
    const again = await t.call("POST", `${SH}/merchant/appeal`, { token: seller.token, body: { reason: "Sending the same appeal a second time." } });
    expect(again.statusCode).toBe(409);
    expect((await health(seller)).canAppeal).toBe(false);

    const list = (await ok(await t.call("GET", `${SH}/admin/appeals?status=pending`, { token: admin.token }), "appeals")).json().data;
    expect(list.count).toBe(1);
    expect(list.rows[0]).toMatchObject({ id: first.id, storeName: "Ember Goods" });

    const decide = (id: string, body: unknown) => t.call("POST", `${SH}/admin/appeals/${id}/decide`, { token: admin.token, body });
    expect((await decide(first.id, { decision: "reject" })).statusCode).toBe(422);
    expect((await decide(first.id, { decision: "maybe" })).statusCode).toBe(422);
    expect((await decide(randomUUID(), { decision: "accept" })).statusCode).toBe(404);
    expect((await t.call("POST", `${SH}/admin/appeals/${first.id}/decide`, { token: seller.token, body: { decision: "accept" } })).statusCode).toBe(403);
    const rejected = await decide(first.id, { decision: "reject", reason: "Late orders continued after the strike ended." });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: "rejected", decisionReason: "Late orders continued after the strike ended." });
    expect((await decide(first.id, { decision: "accept" })).statusCode).toBe(409);
    expect((await health(seller)).level).toBe("demoted");

    const second = (await ok(await t.call("POST", `${SH}/merchant/appeal`, { token: seller.token, body: { reason: "We hired a packer and now ship the same day." } }), "appeal")).json().data;
    const accepted = await decide(second.id, { decision: "accept", reason: "Same-day shipping confirmed" });
    expect(accepted.statusCode).toBe(200);
    const h = await health(seller);
    expect(h.level).toBe("good");
    expect(h.reason).toContain("Your appeal was accepted: Same-day shipping confirmed");
    expect(h.goodStandingUntil).not.toBeNull();
    expect(new Date(h.goodStandingUntil as string).getTime() - t.clock.now().getTime()).toBe(14 * 24 * HOUR);
    // Back in search order, and the next recompute does not undo the appeal (the score is still 7).
    const ranked = (await searchIds("akwete wrapper")).filter((id) => id === sellerProduct || id === rivalProduct);
    expect(ranked).toEqual([sellerProduct, rivalProduct]);
    await ok(await recompute(seller.storeId), "recompute");
    expect(await health(seller)).toMatchObject({ level: "good", score: 7 });
    // After the grace days the score decides again (the job, as sessions would have ended by then).
    t.clock.advance(15 * 24 * HOUR);
    try {
      await runJob(t.jobDeps, "sellerhealth.recompute", { storeId: seller.storeId });
    } finally {
      t.clock.advance(-15 * 24 * HOUR);
    }
    const [score] = await t.db.select().from(sellerHealthScores).where(eq(sellerHealthScores.storeId, seller.storeId));
    expect(score).toMatchObject({ level: "demoted", score: 7, goodStandingUntil: null });
    const [store] = await t.db.select().from(stores).where(eq(stores.id, seller.storeId));
    expect(store.healthLevel).toBe("demoted");
  });

  it("a recompute that read the store before the admin accepted its appeal does not undo the acceptance", async () => {
    const appealed = (await ok(await t.call("POST", `${SH}/merchant/appeal`, { token: seller.token, body: { reason: "A courier strike held our parcels." } }), "appeal")).json().data;
    const changesBefore = (await t.db.select().from(sellerHealthLevelChanges).where(eq(sellerHealthLevelChanges.storeId, seller.storeId))).length;
    // The recompute reads the store's figures (still demoted), then waits before its transaction
    // until the admin's decision has been committed: the order a busy machine gives them.
    let reached!: () => void;
    const atTransaction = new Promise<void>((resolve) => (reached = resolve));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gatedDb = Object.create(t.db, {
      transaction: {
        value: async (...args: Parameters<typeof t.db.transaction>) => {
          reached();
          await gate;
          return t.db.transaction(...args);
        },
      },
    }) as typeof t.db;
    const recomputing = recomputeStores({ ...t.jobDeps, db: gatedDb, now: t.clock.now() }, { storeId: seller.storeId });
    await atTransaction;
    const decided = await t.call("POST", `${SH}/admin/appeals/${appealed.id}/decide`, { token: admin.token, body: { decision: "accept", reason: "Strike confirmed" } });
    expect(decided.statusCode, decided.body).toBe(200);
    open();
    expect(await recomputing).toBe(1);

    const h = await health(seller);
    expect(h).toMatchObject({ level: "good", score: 7 });
    expect(h.reason).toContain("Your appeal was accepted: Strike confirmed");
    const changes = await t.db.select().from(sellerHealthLevelChanges).where(eq(sellerHealthLevelChanges.storeId, seller.storeId));
    expect(changes.length - changesBefore, "one level change: the decision's").toBe(1);
    const [store] = await t.db.select().from(stores).where(eq(stores.id, seller.storeId));
    expect(store.healthLevel).toBe("good");
  });

  it("a return's chosen kind decides whether it is faulty; the words decide only when no kind was chosen", async () => {
    const shop = await makeMerchant(t, { storeName: "Kind Words Store" });
    const returned = async (reason: string, reasonKind?: string) => {
      const order = await makeDeliveredOrderQuickly(t, shop);
      const ret = await askReturn(t, order, { reason, reasonKind });
      await ok(await setReturnStatus(t, shop, ret.id, "accepted"), "accept return");
      return ret;
    };
    // Words that sound faulty, but the customer chose "I changed my mind": not the store's fault.
    const mind = await returned("Ordered the wrong size", "changed_mind");
    expect(mind.products[0]).toMatchObject({ reason: "Ordered the wrong size", reasonKind: "changed_mind" });
    // Plain words, but the customer chose "Damaged or does not work": the store's.
    await returned("See the photos", "Damaged_or_Faulty");
    // No kind (a client written from the specification): the words decide, as before.
    const words = await returned("It arrived broken");
    expect(words.products[0].reasonKind).toBeNull();
    await ok(await recompute(shop.storeId), "recompute");
    expect(factor(await health(shop), "faulty_returns")).toMatchObject({ cases: 2, outOf: 3 });
    // A kind not on the list is refused and nothing is written.
    const order = await makeDeliveredOrderQuickly(t, shop);
    const refused = await t.call("POST", `${OT}/create-return`, {
      token: order.buyer.token,
      body: { orderId: order.orderId, type: "refund", items: [{ orderItemId: order.itemId, quantity: 1, reason: "Broken", reasonKind: "bored" }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toContainEqual(expect.objectContaining({ message: "Choose what is wrong from the list" }));
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from order_returns where order_id = ${order.orderId}`)).rows;
    expect(n).toBe(0);
  });

  it("the admin's merchant list shows and sorts by the health score", async () => {
    const res = await t.call("GET", `/api/v1/merchants?sort=health_asc&limit=100`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const rows: { storeId: string; healthScore: number; healthLevel: string }[] = res.json().data.rows ?? res.json().data.data;
    const scores = rows.map((r) => r.healthScore);
    expect(scores).toEqual([...scores].sort((x, y) => x - y));
    expect(rows[0]).toMatchObject({ storeId: seller.storeId, healthScore: 7 });
    expect(rows.find((r) => r.storeId === rival.storeId)).toMatchObject({ healthScore: 100, healthLevel: "good" });
    expect((await t.call("GET", `/api/v1/merchants?sort=health_sideways`, { token: admin.token })).statusCode).toBe(422);
  });
});
