import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { approveInDb, makeProduct } from "../../../test/factories/catalogue.js";
import { assignDispatcher, makePaidOrder, readyToShip } from "../../../test/factories/fulfilment.js";
import { placePaidOrder } from "../../../test/factories/orders.js";
import { partnerApplication } from "../../../test/factories/partners.js";
import { askReturn, makeDeliveredOrderQuickly } from "../../../test/factories/returns.js";
import { orderToReview, REVIEWS } from "../../../test/factories/reviews.js";
import { makeAdmin, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { onboardingBody, storeProfileBody } from "../../../test/factories/stores.js";
import { noticeLateOrders } from "../fulfilment/late-notices.js";
import { type AnyJobDefinition, defineJob, enqueue, type JobName, registerJobs } from "../jobs/index.js";
import { outbox } from "../mail/mail.table.js";
import { orders } from "../orders/orders.table.js";

// A job of this test only (outside the catalogue, hence the casts), registered before any queue starts.
const DOOMED = "test.doomed" as JobName;
registerJobs([
  defineJob(DOOMED, (async () => {
    throw new Error("the parcel service is down");
  }) as never, { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false, pollSeconds: 0.5 }) as AnyJobDefinition,
]);

const N = "/api/v1/notifications";
const HOUR = 3_600_000;
let t: TestApp;
let superadmin: Person;
let firstApprover: Person;
let secondApprover: Person;
let plainAdmin: Person;
let scheduler: Person;
let dispatcher: Person;

interface Row {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}
const inbox = async (who: Person, kind?: string): Promise<Row[]> => {
  const res = await t.call("GET", `${N}?limit=100`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().data.rows as Row[];
  return kind ? rows.filter((r) => r.kind === kind) : rows;
};
const about = async (who: Person, kind: string, text: string) => (await inbox(who, kind)).filter((r) => r.title.includes(text) || r.body.includes(text));
const mailsTo = async (email: string, subject?: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) => !subject || m.subject.includes(subject));
const mailOff = async (who: Person, kind: string) => {
  const res = await t.call("PUT", `${N}/preferences`, { token: who.token, body: { preferences: [{ kind, mail: false }] } });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  superadmin = await makeAdmin(t, "superadmin", { approver: false });
  firstApprover = await makeAdmin(t, "admin", { approver: true });
  secondApprover = await makeAdmin(t, "admin", { approver: true, level: "second" });
  plainAdmin = await makeAdmin(t, "admin", { approver: false });
  scheduler = await makeAdmin(t, "scheduler");
  dispatcher = await makeAdmin(t, "dispatcher");
});

describe("admins: waiting for approval", () => {
  it("a store ready for review reaches first-level approvers, then its second approval the second-level ones; super admins always", async () => {
    await mailOff(superadmin, "approval_waiting");
    const m = await makeMerchant(t, { approved: false, storeName: "Kano Leather Works" });
    expect((await t.call("PUT", "/api/v1/auth/merchant/onboard", { token: m.token, body: await onboardingBody(t, m) })).statusCode).toBe(200);
    // Business information alone: not ready for review yet.
    expect(await about(firstApprover, "approval_waiting", "Kano Leather Works")).toEqual([]);
    const profile = await t.call("POST", "/api/v1/storeprofile", { token: m.token, body: storeProfileBody({}, { storeName: "Kano Leather Works" }) });
    expect(profile.statusCode, profile.body).toBeLessThan(300);

    const waiting = { kind: "approval_waiting", title: "Store Kano Leather Works is waiting for approval", link: `/admin/stores/${m.merchantId}` };
    expect(await about(firstApprover, "approval_waiting", "Kano Leather Works")).toEqual([expect.objectContaining(waiting)]);
    expect(await about(superadmin, "approval_waiting", "Kano Leather Works")).toEqual([expect.objectContaining(waiting)]);
    for (const other of [secondApprover, plainAdmin, scheduler, dispatcher]) expect(await about(other, "approval_waiting", "Kano Leather Works")).toEqual([]);
    // By mail as each chose: the first approver by default, the super admin turned it off.
    expect(await mailsTo(firstApprover.email, "Kano Leather Works")).toHaveLength(1);
    expect(await mailsTo(superadmin.email, "Kano Leather Works")).toHaveLength(0);

    expect((await t.call("PATCH", `/api/v1/storeapproval/approve/${m.storeId}`, { token: firstApprover.token })).statusCode).toBe(200);
    const second = "Store Kano Leather Works is waiting for its second approval";
    expect((await about(secondApprover, "approval_waiting", second)).map((r) => r.link)).toEqual([`/admin/stores/${m.merchantId}`]);
    expect(await about(superadmin, "approval_waiting", second)).toHaveLength(1);
    // Not the approver who gave the first (they may not give the second), nor anyone else.
    for (const other of [firstApprover, plainAdmin, scheduler, dispatcher]) expect(await about(other, "approval_waiting", second)).toEqual([]);
    // The merchant's own notification centre has nothing of the admins'.
    expect((await inbox(m)).filter((r) => r.kind === "approval_waiting")).toEqual([]);
  });

  it("a new product and an edit of a live one reach the catalogue admins once each; dispatchers and schedulers hear nothing", async () => {
    const m = await makeMerchant(t);
    const { id } = await makeProduct(t, m, { body: { name: "Aso Oke Wrapper" } });
    const waiting = await about(plainAdmin, "approval_waiting", "Product Aso Oke Wrapper is waiting for review");
    expect(waiting).toEqual([expect.objectContaining({ link: "/admin/products" })]);
    expect(await about(superadmin, "approval_waiting", "Aso Oke Wrapper")).toHaveLength(1);
    for (const other of [scheduler, dispatcher]) expect(await about(other, "approval_waiting", "Aso Oke Wrapper")).toEqual([]);

    await approveInDb(t, id);
    const edit = (name: string) => t.call("PATCH", `/api/v1/products/${id}`, { token: m.token, body: { name } });
    expect((await edit("Aso Oke Wrapper, hand woven")).statusCode).toBe(200);
    const revision = "An edit of Aso Oke Wrapper is waiting for review";
    expect(await about(plainAdmin, "approval_waiting", revision)).toHaveLength(1);
    // A further edit of the waiting revision is the same review: no second notice.
    expect((await edit("Aso Oke Wrapper, hand woven in Iseyin")).statusCode).toBe(200);
    expect(await about(plainAdmin, "approval_waiting", revision)).toHaveLength(1);
  });

  it("a hub application and a shipping partner application reach the managing admins", async () => {
    const m = await makeMerchant(t);
    const hub = await t.call("POST", "/api/v1/hubs/applications", {
      token: m.token,
      body: { name: "Yaba Pickup Hub", address: { street: "3 Herbert Macaulay Way", city: "Yaba", state: "Lagos", LGA: "Yaba" }, phoneNumber: "+2348031112233" },
    });
    expect(hub.statusCode, hub.body).toBe(201);
    expect(await about(plainAdmin, "approval_waiting", "Hub Yaba Pickup Hub is waiting for approval")).toEqual([expect.objectContaining({ link: "/admin/hubs" })]);
    expect(await about(superadmin, "approval_waiting", "Yaba Pickup Hub")).toHaveLength(1);
    expect(await about(scheduler, "approval_waiting", "Yaba Pickup Hub")).toEqual([]);

    const body = await partnerApplication();
    const applied = await t.call("POST", "/api/v1/partners/onboard", { body, ip: "10.9.9.9" });
    expect(applied.statusCode, applied.body).toBe(201);
    const name = body.company.companyName;
    expect(await about(plainAdmin, "approval_waiting", `Shipping partner ${name} is waiting for approval`)).toEqual([
      expect.objectContaining({ link: "/admin/partners" }),
    ]);
    expect(await about(superadmin, "approval_waiting", name)).toHaveLength(1);
    expect(await about(dispatcher, "approval_waiting", name)).toEqual([]);
  });
});

describe("admins: failed jobs", () => {
  it("a job that used up its retries reaches the super admins once, not per attempt", async () => {
    const worker = await t.startJobQueue();
    await enqueue(DOOMED, {} as never);
    const failed = () => about(superadmin, "job_failed", "test.doomed");
    await expect.poll(async () => (await failed()).length, { timeout: 30_000, interval: 200 }).toBe(1);
    // Both attempts ran (the first and one retry) and the job is dead-lettered; still one notice.
    await expect.poll(async () => (await t.jobs.findJobs(DOOMED)).map((j) => j.state), { timeout: 30_000, interval: 200 }).toEqual(["failed"]);
    const [notice] = await failed();
    expect(notice).toMatchObject({ title: "Background job test.doomed failed", link: "/admin/jobs" });
    expect(notice.body).toContain("failed 2 times");
    expect(notice.body).toContain("the parcel service is down");
    expect(await mailsTo(superadmin.email, "Background job test.doomed failed")).toHaveLength(1);
    for (const other of [plainAdmin, scheduler, dispatcher]) expect(await inbox(other, "job_failed")).toEqual([]);
    await worker.stop({ timeoutMs: 1000 });
  });
});

describe("admins: late orders", () => {
  it("tells the planners and the order's dispatcher once per lateness step, and records it", async () => {
    const seller = await makeMerchant(t);
    const order = await makePaidOrder(t, seller);
    const assigned = await makePaidOrder(t, seller);
    await readyToShip(t, assigned);
    expect((await assignDispatcher(t, plainAdmin, assigned.orderId, dispatcher)).statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    const since = row.statusChangedAt.getTime();
    const run = (hours: number) => noticeLateOrders({ db: t.db, now: new Date(since + hours * HOUR), config: { APP_URL: "http://bitmarte.test" } });
    for (const who of [scheduler, dispatcher]) {
      await t.call("PUT", `${N}/preferences`, { token: who.token, body: { preferences: [{ kind: "order_late", mail: true }] } });
    }

    expect(await run(1)).toBe(0);
    expect(await run(25)).toBeGreaterThanOrEqual(2);
    const late = `Order ${order.orderNumber} is late`;
    for (const who of [plainAdmin, scheduler, superadmin]) {
      expect(await about(who, "order_late", order.orderNumber)).toEqual([expect.objectContaining({ title: late, link: `/admin/orders/${order.orderId}` })]);
    }
    expect(await about(dispatcher, "order_late", order.orderNumber)).toEqual([]);
    expect(await about(seller, "order_late", order.orderNumber)).toEqual([]);
    // The assigned order reaches its dispatcher, at the screen they work from.
    expect(await about(dispatcher, "order_late", assigned.orderNumber)).toEqual([
      expect.objectContaining({ title: `Order ${assigned.orderNumber} is late`, link: `/admin/deliveries/${assigned.orderId}` }),
    ]);
    // Late orders come by mail only to those who asked for it.
    expect(await mailsTo(scheduler.email, late)).toHaveLength(1);
    expect(await mailsTo(plainAdmin.email, late)).toHaveLength(0);
    expect(await mailsTo(dispatcher.email, `Order ${assigned.orderNumber} is late`)).toHaveLength(1);
    expect(await mailsTo(dispatcher.email, late)).toHaveLength(0);

    // A second run at the same step tells nothing again.
    expect(await run(26)).toBe(0);
    expect(await about(plainAdmin, "order_late", order.orderNumber)).toHaveLength(1);
    // Twice the limit is the next step: told once more, then never again.
    expect(await run(49)).toBeGreaterThanOrEqual(2);
    expect((await about(plainAdmin, "order_late", order.orderNumber)).map((r) => r.title)).toEqual([`Order ${order.orderNumber} is very late`, late]);
    expect(await run(60)).toBe(0);
    expect(await about(superadmin, "order_late", order.orderNumber)).toHaveLength(2);
  });
});

describe("merchants: low stock and the store's staff", () => {
  let seller: MerchantPerson;
  let productsStaff: Person;
  let ordersStaff: Person;
  let returnsStaff: Person;
  let otherSeller: MerchantPerson;
  beforeAll(async () => {
    seller = await makeSeller(t);
    otherSeller = await makeSeller(t);
    productsStaff = await makeStaff(t, seller, ["products:read"]);
    ordersStaff = await makeStaff(t, seller, ["orders:read", "orders:write"]);
    returnsStaff = await makeStaff(t, seller, ["returns:write"]);
  });

  it("a sale that takes stock to the alert level tells the owner and the products staff once, until it rises again", async () => {
    const product = await makeBuyableProduct(t, seller, { quantity: 7, name: "Ankara Tote Bag" });
    const sell = async (n: number) => placePaidOrder(t, await makeBuyer(t, product.id, n));
    const lowNotices = (who: Person) => about(who, "stock_low", "Ankara Tote Bag");

    await sell(1);
    expect(await lowNotices(seller)).toEqual([]);
    await sell(1);
    const expected = { title: "Low stock: Ankara Tote Bag", link: `/merchant/products/${product.id}/edit` };
    expect(await lowNotices(seller)).toEqual([expect.objectContaining({ ...expected, body: expect.stringContaining("5 left") })]);
    expect(await lowNotices(productsStaff)).toEqual([expect.objectContaining(expected)]);
    expect(await lowNotices(ordersStaff)).toEqual([]);
    expect(await lowNotices(otherSeller)).toEqual([]);
    expect(await mailsTo(seller.email, "Low stock: Ankara Tote Bag")).toHaveLength(1);

    // Lower still: no second notice without a rise in between.
    await sell(2);
    expect(await lowNotices(seller)).toHaveLength(1);

    const setStock = (quantity: number) => t.call("PATCH", "/api/v1/products/update-product-inventory", { token: seller.token, body: { productId: product.id, quantity } });
    expect((await setStock(30)).statusCode).toBe(200);
    expect(await lowNotices(seller)).toHaveLength(1);
    // Restocked, then an edit takes it low again: told again, by mail as each chose.
    await mailOff(productsStaff, "stock_low");
    expect((await setStock(2)).statusCode).toBe(200);
    expect(await lowNotices(seller)).toHaveLength(2);
    expect(await lowNotices(productsStaff)).toHaveLength(2);
    expect(await mailsTo(seller.email, "Low stock: Ankara Tote Bag")).toHaveLength(2);
    expect(await mailsTo(productsStaff.email, "Low stock: Ankara Tote Bag")).toHaveLength(1);
  });

  it("a variant runs low on its own while the product's total is high", async () => {
    const product = await makeBuyableProduct(t, seller, {
      name: "Adire Shirt",
      variants: [
        { sku: "ADIRE-S", size: "S", quantity: 6 },
        { sku: "ADIRE-L", size: "L", quantity: 40 },
      ],
    });
    await placePaidOrder(t, await makeBuyer(t, product.id, 1, product.variantIds[0]));
    const notices = await about(seller, "stock_low", "Adire Shirt");
    expect(notices).toEqual([expect.objectContaining({ title: "Low stock: Adire Shirt", body: expect.stringContaining("S: 5 left") })]);
    expect(notices[0].body).not.toContain("L:");
  });

  it("a new paid order reaches the owner and the staff who handle orders, not the others", async () => {
    const order = await makePaidOrder(t, seller);
    const title = `New order ${order.orderNumber}`;
    for (const who of [seller, ordersStaff]) {
      expect(await about(who, "order_paid", title)).toEqual([expect.objectContaining({ link: `/merchant/orders/${order.orderId}` })]);
    }
    expect(await about(productsStaff, "order_paid", title)).toEqual([]);
    expect(await about(otherSeller, "order_paid", title)).toEqual([]);
    expect(await mailsTo(ordersStaff.email, title)).toHaveLength(1);
  });

  it("a return request reaches the owner and the staff who handle returns", async () => {
    const order = await makeDeliveredOrderQuickly(t, seller);
    await askReturn(t, order);
    for (const who of [seller, returnsStaff]) {
      expect(await about(who, "return_requested", order.orderName)).toEqual([expect.objectContaining({ link: expect.stringMatching(/^\/merchant\/returns\//) })]);
    }
    for (const who of [ordersStaff, productsStaff, otherSeller]) expect(await about(who, "return_requested", order.orderName)).toEqual([]);
  });

  it("an admin's decision on a product reaches the products staff too", async () => {
    const { id } = await makeProduct(t, seller, { body: { name: "Raffia Fan" } });
    const res = await t.call("POST", `/api/v1/products/approve-product?productId=${id}&merchantId=${seller.merchantId}`, {
      token: plainAdmin.token,
      body: { approved: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await about(seller, "product_decided", "Raffia Fan")).toHaveLength(1);
    expect(await about(productsStaff, "product_decided", "Raffia Fan")).toHaveLength(1);
    expect(await about(ordersStaff, "product_decided", "Raffia Fan")).toEqual([]);
  });
});

describe("customers: replies to their reviews", () => {
  it("a store's first reply reaches the review's customer only, by mail as they chose", async () => {
    const seller = await makeMerchant(t, { storeName: "Aba Shoe Market" });
    const staff = await makeStaff(t, seller, ["products:read", "products:write"]);
    const order = await orderToReview(t, seller);
    const reviewed = await t.call("POST", `${REVIEWS}/product`, { token: order.buyer.token, body: { orderItemId: order.itemId, rating: 5, comment: "Fits well" } });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    const id = reviewed.json().data.id as string;
    await mailOff(order.buyer, "review_reply");
    expect((await t.call("PUT", `${REVIEWS}/${id}/reply`, { token: staff.token, body: { reply: "Thank you for shopping with us" } })).statusCode).toBe(200);

    const title = "Aba Shoe Market replied to your review";
    expect(await about(order.buyer, "review_reply", title)).toEqual([expect.objectContaining({ link: `/product/${order.productId}` })]);
    expect(await mailsTo(order.buyer.email, title)).toHaveLength(0);
    for (const other of [seller, staff, plainAdmin]) expect(await inbox(other, "review_reply")).toEqual([]);
  });
});
