import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { approveInDb, type CategoryPath, makeCategoryPath, makeProduct, productBody, uploadImage } from "../../../test/factories/catalogue.js";
import { makeAdmin, makeCustomer, makeMerchant, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { auditLog } from "../audit/audit.table.js";

let t: TestApp;
let admin: Person;
let shopA: MerchantPerson;
let shopB: MerchantPerson;
let path: CategoryPath;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  shopA = await makeMerchant(t);
  shopB = await makeMerchant(t);
  path = await makeCategoryPath(t);
});

const adminList = (qs = "") => t.call("GET", `/api/v1/products/admin/getallproducts${qs}`, { token: admin.token });
const approve = (productId: string, merchantId: string, body: unknown, token = admin.token) =>
  t.call("POST", `/api/v1/products/approve-product?productId=${productId}&merchantId=${merchantId}`, { token, body });

describe("admin product list", () => {
  it("pages 12 at a time by default, with metrics and filters", async () => {
    const made: string[] = [];
    for (let i = 0; i < 13; i++) made.push((await makeProduct(t, shopA, { path, body: { name: `Kitchen Blender ${i}` } })).id);
    await approveInDb(t, made[0]);
    const b = await makeProduct(t, shopB, { path, approved: true, body: { name: "Electric Kettle" } });

    const first = await adminList();
    expect(first.statusCode).toBe(200);
    const d = first.json().data;
    expect(d.products).toHaveLength(12);
    expect(d.pagination).toEqual({ totalItems: 14, page: 1, limit: 12 });
    expect(d.metrics).toEqual({ approved: 2, pending: 12 });
    expect((await adminList("?page=2")).json().data.products).toHaveLength(2);

    const pending = (await adminList("?approvalStatus=pending&limit=100")).json().data;
    expect(pending.pagination.totalItems).toBe(12);
    expect(pending.metrics).toEqual({ approved: 2, pending: 12 });
    const ofB = (await adminList(`?merchantId=${shopB.merchantId}`)).json().data;
    expect(ofB.products.map((p: { id: string }) => p.id)).toEqual([b.id]);
    expect(ofB.metrics).toEqual({ approved: 1, pending: 0 });
    expect((await adminList(`?storeId=${shopA.storeId}`)).json().data.pagination.totalItems).toBe(13);
    const search = (await adminList("?search=kettel")).json().data;
    expect(search.products.map((p: { id: string }) => p.id)).toEqual([b.id]);
    expect(search.products[0].pricing.costPrice).toBe(8000);
  });

  it("refuses bad queries (422) and other kinds of user (403)", async () => {
    for (const qs of ["?page=0", "?limit=101", "?approvalStatus=maybe", "?merchantId=abc"]) {
      expect((await adminList(qs)).statusCode, qs).toBe(422);
    }
    for (const who of [shopA, await makeCustomer(t), await makeAdmin(t, "dispatcher"), await makeAdmin(t, "scheduler")]) {
      expect((await t.call("GET", "/api/v1/products/admin/getallproducts", { token: who.token })).statusCode).toBe(403);
    }
  });
});

describe("product review", () => {
  it("approving makes the product visible to customers", async () => {
    const { id } = await makeProduct(t, shopA, { path });
    expect((await t.call("GET", `/api/v1/products/customer/product/${id}`)).statusCode).toBe(404);
    const res = await approve(id, shopA.merchantId, { approved: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Product approved");
    expect(res.json().data).toMatchObject({ id, approvalStatus: "approved", rejectionReason: null });
    expect(res.json().data.reviewedAt).toBeTruthy();
    expect((await t.call("GET", `/api/v1/products/customer/product/${id}`)).statusCode).toBe(200);
  });

  it("rejecting needs a reason, which the merchant sees on the product", async () => {
    const { id } = await makeProduct(t, shopA, { path });
    const noReason = await approve(id, shopA.merchantId, { approved: false });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors[0].path).toBe("reason");
    expect((await t.call("GET", `/api/v1/products/${id}`, { token: shopA.token })).json().data.approvalStatus).toBe("pending");
    const res = await approve(id, shopA.merchantId, { approved: false, reason: "Photos are blurry" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Product rejected");
    const seen = (await t.call("GET", `/api/v1/products/${id}`, { token: shopA.token })).json().data;
    expect(seen).toMatchObject({ approvalStatus: "rejected", rejectionReason: "Photos are blurry" });
    const rejectedList = await t.call("GET", "/api/v1/products?status=rejected", { token: shopA.token });
    expect(rejectedList.json().data.data.map((p: { id: string }) => p.id)).toContain(id);
  });

  it("each decision is audited with who and the status before and after; a refused one writes nothing", async () => {
    const { id } = await makeProduct(t, shopA, { path, body: { name: "Audited Kettle" } });
    const auditOf = () => t.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.at);
    expect((await approve(id, shopA.merchantId, { approved: false })).statusCode).toBe(422);
    expect(await auditOf()).toEqual([]);
    expect((await approve(id, shopA.merchantId, { approved: false, reason: "Photos are blurry" })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await approve(id, shopA.merchantId, { approved: true })).statusCode).toBe(200);
    const rows = await auditOf();
    expect(rows.map((r) => [r.action, r.actorUserId, r.targetType, r.targetLabel])).toEqual([
      ["product.rejected", admin.userId, "product", "Audited Kettle"],
      ["product.approved", admin.userId, "product", "Audited Kettle"],
    ]);
    expect(rows[0].changes).toEqual([
      { field: "approvalStatus", from: "pending", to: "rejected" },
      { field: "rejectionReason", from: null, to: "Photos are blurry" },
    ]);
    expect(rows[1].changes).toEqual([
      { field: "approvalStatus", from: "rejected", to: "approved" },
      { field: "rejectionReason", from: "Photos are blurry", to: null },
    ]);
  });

  it("answers 404 for an unknown product or the wrong merchant, 422 for bad ids, 403 for others", async () => {
    const { id } = await makeProduct(t, shopA, { path });
    expect((await approve(id, shopB.merchantId, { approved: true })).statusCode).toBe(404);
    expect((await approve("00000000-0000-4000-8000-000000000000", shopA.merchantId, { approved: true })).statusCode).toBe(404);
    expect((await approve("nope", shopA.merchantId, { approved: true })).statusCode).toBe(422);
    expect((await approve(id, shopA.merchantId, { approved: true }, shopA.token)).statusCode).toBe(403);
    expect((await t.call("GET", `/api/v1/products/${id}`, { token: shopA.token })).json().data.approvalStatus).toBe("pending");
  });
});

describe("admin add-product (official outlets)", () => {
  it("adds an approved product to an official outlet store only", async () => {
    const outletShop = await makeMerchant(t, { storeName: "Brand Official" });
    const adminImage = await uploadImage(t, admin);
    const body = { ...productBody(path, [adminImage], { name: "Official Brand Blender" }), storeId: outletShop.storeId };
    const count = async () => (await t.db.execute(sql`select count(*)::int as n from products`)).rows[0].n;
    const before = await count();
    const notOutlet = await t.call("POST", "/api/v1/products/admin/add-product", { token: admin.token, body });
    expect(notOutlet.statusCode).toBe(422);
    expect(notOutlet.json().errors[0].path).toBe("storeId");
    expect((await t.call("POST", "/api/v1/products/admin/add-product", { token: admin.token, body: { ...body, name: "" } })).statusCode).toBe(422);
    expect(await count()).toBe(before);

    const outlet = await t.call("POST", "/api/v1/products/admin/add-official-outlet", { token: admin.token, body: { storeId: outletShop.storeId } });
    expect(outlet.statusCode).toBe(201);
    const res = await t.call("POST", "/api/v1/products/admin/add-product", { token: admin.token, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ approvalStatus: "approved", storeId: outletShop.storeId, merchantId: outletShop.merchantId });
    const page = await t.call("GET", `/api/v1/products/customer/product/${res.json().data.id}`);
    expect(page.json().data.isOfficialOutlet).toBe(true);
    expect((await t.call("POST", "/api/v1/products/admin/add-product", { token: shopA.token, body })).statusCode).toBe(403);
  });
});
