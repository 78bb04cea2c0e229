import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { getCart, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { approveInDb, type CategoryPath, makeCategoryPath, makeProduct, uploadImage } from "../../../test/factories/catalogue.js";
import { placeOrder } from "../../../test/factories/orders.js";
import { makeAdmin, makeMerchant, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { auditLog } from "../audit/audit.table.js";
import { products } from "./products.table.js";

let t: TestApp;
let admin: Person;
let seller: MerchantPerson;
let path: CategoryPath;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  seller = await makeSeller(t, { storeName: "Kano Leather Works" });
  path = await makeCategoryPath(t, { category: "Home", sub: "Bags", child: "Leather bags" });
});

const url = "/api/v1/products";
const edit = (id: string, body: Record<string, unknown>, who: Person = seller) => t.call("PATCH", `${url}/${id}`, { token: who.token, body });
const decide = (id: string, merchantId: string, body: unknown) =>
  t.call("POST", `${url}/approve-product?productId=${id}&merchantId=${merchantId}`, { token: admin.token, body });
const customerSearch = async (q: string) =>
  (await t.call("GET", `${url}/customer/getallproducts?search=${encodeURIComponent(q)}`)).json().data.data.map((p: { id: string }) => p.id);
const publicName = async (id: string) => (await t.call("GET", `${url}/customer/product/${id}`)).json().data?.name;
const adminQueue = async () =>
  (await t.call("GET", `${url}/admin/getallproducts?approvalStatus=pending&limit=100`, { token: admin.token })).json().data;
const outbox = async (p: Person) =>
  (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(p.email)}&limit=100`)).json().data.rows as { subject: string; text: string }[];

async function liveProduct(name: string, merchant: MerchantPerson = seller) {
  const made = await makeProduct(t, merchant, { path, body: { name, description: "Hand stitched in Kano from goat leather." } });
  await approveInDb(t, made.id);
  return made;
}

describe("an edit of a live product waits for review while the approved version stays on sale", () => {
  it("a rename keeps the product listed and searchable under the old name, and cart and checkout work", async () => {
    const { id } = await liveProduct("Tuareg Satchel");
    const res = await edit(id, { name: "Tuareg Messenger Satchel" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "Saved. Your changes to the name, description, images or category wait for review; customers see the approved version until then.",
    );
    const p = res.json().data;
    expect(p).toMatchObject({ name: "Tuareg Satchel", approvalStatus: "approved" });
    expect(p.revision).toMatchObject({
      status: "pending",
      name: "Tuareg Messenger Satchel",
      rejectionReason: null,
      changes: [{ field: "name", label: "Name", before: "Tuareg Satchel", after: "Tuareg Messenger Satchel" }],
    });

    // Customers: still listed, found by the old name, not by the new one.
    expect(await customerSearch("tuareg satchel")).toContain(id);
    expect(await customerSearch("messenger")).not.toContain(id);
    expect(await publicName(id)).toBe("Tuareg Satchel");

    // Cart and checkout carry the approved content.
    const buyer = await makeBuyer(t, id, 1);
    const cart = await getCart(t, buyer);
    expect(cart.cartItemsList.find((i: { productId: string }) => i.productId === id)).toMatchObject({ productName: "Tuareg Satchel" });
    const placed = await placeOrder(t, buyer);
    expect(placed.orders).toHaveLength(1);

    // The admin queue holds the edit; the product counts as approved and awaiting review.
    const queue = await adminQueue();
    const queued = queue.products.find((q: { id: string }) => q.id === id);
    expect(queued).toMatchObject({ approvalStatus: "approved", name: "Tuareg Satchel", revision: { status: "pending" } });
  });

  it("price and stock changes apply at once, without review, even while an edit waits", async () => {
    const { id } = await liveProduct("Kano Wallet");
    await edit(id, { description: "Slim wallet, hand stitched, four card slots." });
    const res = await edit(id, { pricing: { costPrice: 3000, sellingPrice: 4500, price: 6000 }, quantity: 9 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ approvalStatus: "approved", quantity: 9, pricing: { sellingPrice: 4500, price: 6000 } });
    // The waiting description edit is untouched by the price change.
    expect(res.json().data.revision).toMatchObject({ status: "pending", description: "Slim wallet, hand stitched, four card slots." });
    const page = (await t.call("GET", `${url}/customer/product/${id}`)).json().data;
    expect(page).toMatchObject({ pricing: { sellingPrice: 4500, price: 6000 }, description: "Hand stitched in Kano from goat leather." });
  });

  it("the merchant edits the waiting revision again; going back to the approved content withdraws it", async () => {
    const second = await uploadImage(t, seller);
    const other = await makeCategoryPath(t, { category: "Fashion", sub: "Accessories", child: "Belts" });
    const { id } = await liveProduct("Woven Belt");
    await edit(id, { name: "Woven Leather Belt" });
    const again = (await edit(id, { ...other, hostedImages: [second] })).json().data;
    expect(again.name).toBe("Woven Belt");
    expect(again.revision).toMatchObject({
      status: "pending",
      name: "Woven Leather Belt",
      hostedImages: [second],
      childCategoryId: other.childCategoryId,
      categoryPath: "Fashion › Accessories › Belts",
    });
    expect(again.revision.changes.map((c: { field: string }) => c.field)).toEqual(["name", "hostedImages", "category"]);
    expect(again.revision.changes[2]).toMatchObject({ before: "Home › Bags › Leather bags", after: "Fashion › Accessories › Belts" });

    const live = (await t.call("GET", `${url}/${id}`, { token: seller.token })).json().data;
    const back = await edit(id, { name: "Woven Belt", hostedImages: live.hostedImages, ...path });
    expect(back.json().message).toBe("Successfully edited product.");
    expect(back.json().data.revision).toBeNull();
    expect((await adminQueue()).products.map((q: { id: string }) => q.id)).not.toContain(id);
  });

  it("approving the edit makes the new content live and searchable, and mails the merchant", async () => {
    const { id } = await liveProduct("Sokoto Pouffe");
    await edit(id, { name: "Sokoto Leather Pouffe Ottoman" });
    const res = await decide(id, seller.merchantId, { approved: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Product changes approved");
    expect(res.json().data).toMatchObject({ id, approvalStatus: "approved", revision: "approved" });

    expect(await publicName(id)).toBe("Sokoto Leather Pouffe Ottoman");
    expect(await customerSearch("ottoman")).toContain(id);
    const mine = (await t.call("GET", `${url}/${id}`, { token: seller.token })).json().data;
    expect(mine).toMatchObject({ name: "Sokoto Leather Pouffe Ottoman", revision: null, approvalStatus: "approved" });
    const mails = (await outbox(seller)).filter((m) => m.subject === "Your changes to Sokoto Pouffe are approved");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Customers now see it as Sokoto Leather Pouffe Ottoman.");

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: "product.approved" });
    expect(JSON.stringify(entry.changes)).toContain("Sokoto Leather Pouffe Ottoman");

    // Decided already: a second decision finds no waiting edit.
    expect((await decide(id, seller.merchantId, { approved: true })).json().data.revision).toBeNull();
  });

  it("rejecting the edit keeps the approved content on sale, shows the reason and mails the merchant", async () => {
    const { id } = await liveProduct("Kaduna Sandals");
    await edit(id, { name: "BEST SANDALS!!! CHEAP" });
    const res = await decide(id, seller.merchantId, { approved: false, reason: "Use the product's real name, not an advert" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Product changes rejected");
    expect(res.json().data).toMatchObject({ approvalStatus: "approved", revision: "rejected" });

    expect(await publicName(id)).toBe("Kaduna Sandals");
    expect(await customerSearch("kaduna sandals")).toContain(id);
    const mine = (await t.call("GET", `${url}/${id}`, { token: seller.token })).json().data;
    expect(mine).toMatchObject({
      name: "Kaduna Sandals",
      approvalStatus: "approved",
      revision: { status: "rejected", name: "BEST SANDALS!!! CHEAP", rejectionReason: "Use the product's real name, not an advert" },
    });
    expect((await adminQueue()).products.map((q: { id: string }) => q.id)).not.toContain(id);
    const mails = (await outbox(seller)).filter((m) => m.subject === "Your changes to Kaduna Sandals were not approved");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Reason: Use the product's real name, not an advert");
    expect(mails[0].text).toContain("Customers still see the approved version.");

    // A price edit keeps the rejected edit (and its reason) on show; the next content edit replaces it.
    expect((await edit(id, { stockAlertUnits: 3 })).json().data.revision.status).toBe("rejected");
    const resent = (await edit(id, { name: "Kaduna Leather Sandals" })).json().data;
    expect(resent.revision).toMatchObject({ status: "pending", name: "Kaduna Leather Sandals", rejectionReason: null });
  });

  it("a product never approved behaves as before: edits apply at once and it stays pending", async () => {
    const { id } = await makeProduct(t, seller, { path, body: { name: "Draft Holdall" } });
    const res = await edit(id, { name: "Weekend Holdall" });
    expect(res.json().message).toBe("Successfully edited product.");
    expect(res.json().data).toMatchObject({ name: "Weekend Holdall", approvalStatus: "pending", revision: null });

    await t.db.update(products).set({ approvalStatus: "rejected", rejectionReason: "Blurry photos" }).where(eq(products.id, id));
    const resubmitted = (await edit(id, { name: "Weekend Leather Holdall" })).json().data;
    expect(resubmitted).toMatchObject({ name: "Weekend Leather Holdall", approvalStatus: "pending", rejectionReason: null, revision: null });
    expect((await decide(id, seller.merchantId, { approved: true })).json().data).toMatchObject({ approvalStatus: "approved", revision: null });
    expect(await publicName(id)).toBe("Weekend Leather Holdall");
  });

  it("another merchant's product is 404 and bad input writes nothing", async () => {
    const { id } = await liveProduct("Guarded Tote");
    const stranger = await makeMerchant(t);
    expect((await edit(id, { name: "Stolen Tote" }, stranger)).statusCode).toBe(404);
    expect((await edit(id, { name: "" })).statusCode).toBe(422);
    const [row] = await t.db.select({ name: products.name, revision: products.pendingRevision }).from(products).where(eq(products.id, id));
    expect(row).toEqual({ name: "Guarded Tote", revision: null });
    // The decision answers 404 for the wrong merchant.
    expect((await decide(id, stranger.merchantId, { approved: true })).statusCode).toBe(404);
  });
});
