import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { makeAdmin, makeCustomer, makeMerchant, type MerchantPerson, type Person } from "../../../test/factories/people.js";

let t: TestApp;
let admin: Person;
let dispatcher: Person;
let merchant: MerchantPerson;
let customer: Person;

const base = "/api/v1/categories";
const countOf = async (table: string) =>
  (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n as number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  dispatcher = await makeAdmin(t, "dispatcher");
  merchant = await makeMerchant(t);
  customer = await makeCustomer(t);
});

async function createTree(name: string) {
  const c = await t.call("POST", `${base}/admin/categories`, { token: admin.token, body: { name } });
  expect(c.statusCode).toBe(201);
  const categoryId = c.json().data.id;
  const s = await t.call("POST", `${base}/admin/subcategories`, { token: admin.token, body: { name: `${name} Sub`, categoryId } });
  expect(s.statusCode).toBe(201);
  const subCategoryId = s.json().data.id;
  const ch = await t.call("POST", `${base}/admin/childcategories`, { token: admin.token, body: { name: `${name} Child`, subCategoryId } });
  expect(ch.statusCode).toBe(201);
  return { categoryId, subCategoryId, childCategoryId: ch.json().data.id as string };
}

describe("category admin", () => {
  it("creates the three levels and answers the rows", async () => {
    const c = await t.call("POST", `${base}/admin/categories`, { token: admin.token, body: { name: "Electronics", image: "/img/e.png" } });
    expect(c.statusCode).toBe(201);
    expect(c.json().message).toBe("Category created successfully");
    expect(c.json().data).toMatchObject({ name: "Electronics", image: "/img/e.png", level: "category", categoryId: null });
    const s = await t.call("POST", `${base}/admin/subcategories`, { token: admin.token, body: { name: "Phones", categoryId: c.json().data.id } });
    expect(s.json().data).toMatchObject({ name: "Phones", level: "subCategory", categoryId: c.json().data.id });
    const ch = await t.call("POST", `${base}/admin/childcategories`, { token: admin.token, body: { name: "Smartphones", subCategoryId: s.json().data.id } });
    expect(ch.statusCode).toBe(201);
    expect(ch.json().data).toMatchObject({ level: "childCategory", subCategoryId: s.json().data.id, categoryId: c.json().data.id });
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = [await countOf("categories"), await countOf("sub_categories"), await countOf("child_categories")];
    const a = await t.call("POST", `${base}/admin/categories`, { token: admin.token, body: { name: "x" } });
    expect(a.statusCode).toBe(422);
    expect(a.json().errors[0].path).toBe("name");
    const b = await t.call("POST", `${base}/admin/subcategories`, { token: admin.token, body: { name: "Orphan", categoryId: "not-a-uuid" } });
    expect(b.statusCode).toBe(422);
    expect(b.json().errors.map((e: { path: string }) => e.path)).toContain("categoryId");
    const c = await t.call("POST", `${base}/admin/subcategories`, {
      token: admin.token,
      body: { name: "Orphan", categoryId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(c.statusCode).toBe(422);
    expect(c.json().errors[0]).toEqual({ path: "categoryId", message: "Category not found" });
    const d = await t.call("POST", `${base}/admin/childcategories`, {
      token: admin.token,
      body: { name: "Orphan", subCategoryId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(d.statusCode).toBe(422);
    expect([await countOf("categories"), await countOf("sub_categories"), await countOf("child_categories")]).toEqual(before);
  });

  it("refuses a duplicate name at the same level (409), case-insensitively", async () => {
    await createTree("Books");
    const res = await t.call("POST", `${base}/admin/categories`, { token: admin.token, body: { name: "books" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A category with this name already exists here");
  });

  it("renames and moves; a moved child category takes its products along", async () => {
    const from = await createTree("Garden");
    const to = await createTree("Outdoor");
    const product = await makeProduct(t, merchant, { path: from });
    const renamed = await t.call("PATCH", `${base}/admin/categories/${from.categoryId}`, { token: admin.token, body: { name: "Garden & Patio" } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe("Garden & Patio");
    const moved = await t.call("PATCH", `${base}/admin/childcategories/${from.childCategoryId}`, {
      token: admin.token,
      body: { subCategoryId: to.subCategoryId },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ subCategoryId: to.subCategoryId, categoryId: to.categoryId });
    const got = await t.call("GET", `/api/v1/products/${product.id}`, { token: merchant.token });
    expect(got.json().data).toMatchObject({ categoryId: to.categoryId, subCategoryId: to.subCategoryId, childCategoryId: from.childCategoryId });

    const sub = await t.call("PATCH", `${base}/admin/subcategories/${to.subCategoryId}`, { token: admin.token, body: { categoryId: from.categoryId } });
    expect(sub.statusCode).toBe(200);
    const again = await t.call("GET", `/api/v1/products/${product.id}`, { token: merchant.token });
    expect(again.json().data).toMatchObject({ categoryId: from.categoryId, subCategoryId: to.subCategoryId });
    const child = await t.call("GET", `${base}/childcategories/${from.childCategoryId}`);
    expect(child.json().data.categoryId).toBe(from.categoryId);
  });

  it("unknown ids answer 404", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const level of ["categories", "subcategories", "childcategories"]) {
      expect((await t.call("PATCH", `${base}/admin/${level}/${id}`, { token: admin.token, body: { name: "Anything" } })).statusCode).toBe(404);
      expect((await t.call("DELETE", `${base}/admin/${level}/${id}`, { token: admin.token })).statusCode).toBe(404);
    }
  });

  it("deleting a level still in use answers 409 and keeps it; empty levels delete", async () => {
    const tree = await createTree("Toys");
    await makeProduct(t, merchant, { path: tree });
    const cat = await t.call("DELETE", `${base}/admin/categories/${tree.categoryId}`, { token: admin.token });
    expect(cat.statusCode).toBe(409);
    expect(cat.json().message).toBe("This category still has sub-categories or products");
    expect((await t.call("DELETE", `${base}/admin/subcategories/${tree.subCategoryId}`, { token: admin.token })).statusCode).toBe(409);
    const child = await t.call("DELETE", `${base}/admin/childcategories/${tree.childCategoryId}`, { token: admin.token });
    expect(child.statusCode).toBe(409);
    expect(child.json().message).toBe("This child category still has products");
    expect((await t.call("GET", `${base}/getonecategory/${tree.categoryId}`)).statusCode).toBe(200);

    const empty = await createTree("Stationery");
    expect((await t.call("DELETE", `${base}/admin/childcategories/${empty.childCategoryId}`, { token: admin.token })).statusCode).toBe(200);
    expect((await t.call("DELETE", `${base}/admin/subcategories/${empty.subCategoryId}`, { token: admin.token })).statusCode).toBe(200);
    const gone = await t.call("DELETE", `${base}/admin/categories/${empty.categoryId}`, { token: admin.token });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ id: empty.categoryId });
    expect((await t.call("GET", `${base}/getonecategory/${empty.categoryId}`)).statusCode).toBe(404);
  });

  it("is for admins and super admins only", async () => {
    for (const who of [merchant, customer, dispatcher]) {
      const res = await t.call("POST", `${base}/admin/categories`, { token: who.token, body: { name: "Nope" } });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.call("POST", `${base}/admin/categories`, { body: { name: "Nope" } })).statusCode).toBe(401);
  });
});

describe("category reads (public)", () => {
  it("answers the tree, one category, one sub-category and child categories", async () => {
    const tree = await createTree("Fashion");
    const all = await t.call("GET", `${base}/getallcategories`);
    expect(all.statusCode).toBe(200);
    const fashion = all.json().data.find((c: { id: string }) => c.id === tree.categoryId);
    expect(fashion).toEqual({
      id: tree.categoryId,
      name: "Fashion",
      image: null,
      subCategories: [
        {
          id: tree.subCategoryId,
          name: "Fashion Sub",
          categoryId: tree.categoryId,
          childCategories: [{ id: tree.childCategoryId, name: "Fashion Child", subCategoryId: tree.subCategoryId, categoryId: tree.categoryId }],
        },
      ],
    });
    const one = await t.call("GET", `${base}/getonecategory/${tree.categoryId}`);
    expect(one.json().data).toEqual(fashion);
    const sub = await t.call("GET", `${base}/getonesubcategory/${tree.subCategoryId}`);
    expect(sub.json().data).toEqual(fashion.subCategories[0]);
    const children = await t.call("GET", `${base}/getchildcategories/${tree.subCategoryId}`);
    expect(children.json().data).toEqual(fashion.subCategories[0].childCategories);
    const child = await t.call("GET", `${base}/childcategories/${tree.childCategoryId}`);
    expect(child.json().data).toEqual(fashion.subCategories[0].childCategories[0]);
  });

  it("unknown or malformed ids answer 404", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const path of ["getonecategory", "getonesubcategory", "getchildcategories", "childcategories"]) {
      expect((await t.call("GET", `${base}/${path}/${id}`)).statusCode).toBe(404);
      expect((await t.call("GET", `${base}/${path}/nope`)).statusCode).toBe(404);
    }
  });

  it("top categories rank by listed products", async () => {
    const busy = await makeCategoryPath(t, { category: "Busy Category" });
    const quiet = await makeCategoryPath(t, { category: "Quiet Category" });
    await makeProduct(t, merchant, { path: busy, approved: true });
    await makeProduct(t, merchant, { path: busy, approved: true });
    await makeProduct(t, merchant, { path: quiet, approved: true });
    await makeProduct(t, merchant, { path: quiet }); // pending: not counted
    const res = await t.call("GET", `${base}/getTopCategories?limit=50`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; productCount: number }[];
    const b = list.findIndex((c) => c.id === busy.categoryId);
    const q = list.findIndex((c) => c.id === quiet.categoryId);
    expect(list[b].productCount).toBe(2);
    expect(list[q].productCount).toBe(1);
    expect(b).toBeLessThan(q);
    expect((await t.call("GET", `${base}/getTopCategories?limit=0`)).statusCode).toBe(422);
  });
});
