import { PRODUCT_IMPORT_COLUMNS, PRODUCT_IMPORT_MESSAGES as M, fillMessage } from "@bitmarte/contracts";
import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { type CategoryPath, makeCategoryPath, makeProduct } from "../../../test/factories/catalogue.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { makeZip } from "../../../test/factories/zip.js";
import { runJob } from "../jobs/index.js";
import { notifications } from "../notifications/notifications.table.js";
import { products, productVariants } from "../products/products.table.js";
import { productImportRows, productImports } from "./productimports.table.js";

let t: TestApp;
let merchant: MerchantPerson;
let other: MerchantPerson;
let path: CategoryPath;
let png: Buffer;
let existing: { id: string };

const base = "/api/v1/merchant/product-imports";

function multipart(files: { field: string; name: string; type: string; bytes: Buffer }[]) {
  const boundary = "----bitmarte-import";
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    parts.push(f.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(who: Person, csv: string | Buffer, zip?: Buffer) {
  const files = [{ field: "file", name: "products.csv", type: "text/csv", bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) }];
  if (zip) files.push({ field: "images", name: "images.zip", type: "application/zip", bytes: zip });
  const { payload, contentType } = multipart(files);
  return t.app.inject({ method: "POST", url: base, headers: { authorization: `Bearer ${who.token}`, "content-type": contentType }, payload });
}

/** A CSV of the given columns and rows (cells quoted). */
function csvOf(columns: string[], rows: Record<string, string | number>[]): string {
  const q = (v: unknown) => `"${String(v ?? "").replace(/"/g, '""')}"`;
  return [columns.join(","), ...rows.map((r) => columns.map((c) => q(r[c])).join(","))].join("\r\n");
}

const COLS = ["sku", "name", "description", "category", "subCategory", "childCategory", "costPrice", "sellingPrice", "price", "quantity", "weight", "variants", "images"];
const row = (over: Record<string, string | number>) => ({
  name: "Imported Sneaker",
  description: "A sneaker from the import file.",
  category: "Imports",
  subCategory: "Men",
  childCategory: "Sneakers",
  costPrice: 4000,
  sellingPrice: 6500,
  price: 7000,
  quantity: 5,
  weight: 0.8,
  images: "shoe.png",
  ...over,
});

const importCount = async () => Number((await t.db.execute(sql`select count(*)::int as n from product_imports`)).rows[0].n);
const productCount = async () => Number((await t.db.execute(sql`select count(*)::int as n from products`)).rows[0].n);

const runImportJob = (importId: string) => runJob(t.jobDeps, "productimports.run", { importId });
const getImport = (id: string, who: Person = merchant, query = "") => t.call("GET", `${base}/${id}${query}`, { token: who.token });

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t);
  other = await makeMerchant(t);
  path = await makeCategoryPath(t, { category: "Imports", sub: "Men", child: "Sneakers" });
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } }).png().toBuffer();
  existing = await makeProduct(t, merchant, { path, approved: true, body: { sku: "EXIST-1", name: "Existing Runner", pricing: { costPrice: 100, sellingPrice: 200, price: 250 } } });
});

describe("preview and run", () => {
  it("previews create, update and refuse row by row, writes nothing, then creates pending products exactly as by hand", async () => {
    const before = await productCount();
    const csv = csvOf(COLS, [
      row({ sku: "NEW-1", variants: "NEW-1-42:42:Black:3:0; NEW-1-43:43:White:4:10" }),
      { sku: "EXIST-1", sellingPrice: 300, price: 350 },
      row({ sku: "BAD-1", category: "Nowhere", images: "missing.png" }),
      row({ sku: "BAD-2", images: "https://example.com/a.png", sellingPrice: "ten" }),
    ]);
    const res = await upload(merchant, csv, makeZip([{ name: "pics/shoe.png", bytes: png }]));
    expect(res.statusCode).toBe(201);
    const preview = res.json().data;
    expect(preview).toMatchObject({ status: "previewed", totalRows: 4, toCreate: 1, toUpdate: 1, toRefuse: 2, done: 0 });
    expect(preview.rows.map((r: { action: string }) => r.action)).toEqual(["create", "update", "refuse", "refuse"]);
    expect(preview.rows[1].productId).toBe(existing.id);
    expect(preview.rows[2].reasons).toEqual(
      expect.arrayContaining([fillMessage(M.rowCategoryNotFound, { value: "Nowhere" }), fillMessage(M.rowImageMissing, { name: "missing.png" })]),
    );
    expect(preview.rows[3].reasons).toEqual(
      expect.arrayContaining([fillMessage(M.rowNotANumber, { field: "sellingPrice" }), fillMessage(M.rowImageLink, { name: "https://example.com/a.png" })]),
    );
    expect(await productCount()).toBe(before);

    const refused = await getImport(preview.id, merchant, "?show=refuse");
    expect(refused.json().data.rows.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([4, 5]);

    const reviewer = await makeAdmin(t);
    const confirm = await t.call("POST", `${base}/${preview.id}/confirm`, { token: merchant.token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.status).toBe("queued");
    await runImportJob(preview.id);
    // The reviewers hear once of the whole import, not once per product.
    const told = await t.db.select().from(notifications).where(and(eq(notifications.recipientId, reviewer.userId), eq(notifications.kind, "approval_waiting")));
    // One product waits (the new one): the price edit of the live product needs no review.
    expect(told.map((n) => n.title)).toEqual(["1 product from a store's import is waiting for review"]);

    const done = (await getImport(preview.id)).json().data;
    expect(done).toMatchObject({ status: "completed", done: 2, created: 1, updated: 1, failed: 0 });
    expect(await productCount()).toBe(before + 1);
    const [created] = await t.db.select().from(products).where(eq(products.sku, "NEW-1"));
    expect(created).toMatchObject({ approvalStatus: "pending", merchantId: merchant.merchantId, storeId: merchant.storeId, sellingPrice: 650000, quantity: 7 });
    expect(created.images).toHaveLength(1);
    const image = await t.app.inject({ method: "GET", url: created.images[0] });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, created.id));
    expect(variants.map((v) => v.sku).sort()).toEqual(["NEW-1-42", "NEW-1-43"]);
    // A price edit of a live product keeps it on sale, as the product form does.
    const [updated] = await t.db.select().from(products).where(eq(products.id, existing.id));
    expect(updated).toMatchObject({ approvalStatus: "approved", sellingPrice: 30000, price: 35000, costPrice: 10000, name: "Existing Runner" });

    // Running the job again (a retry after a crash) writes nothing more, and tells nobody again.
    await runImportJob(preview.id);
    expect(await productCount()).toBe(before + 1);
    expect(await t.db.select().from(notifications).where(and(eq(notifications.recipientId, reviewer.userId), eq(notifications.kind, "approval_waiting")))).toHaveLength(1);

    const failed = await t.call("GET", `${base}/${preview.id}/failed-rows.csv`, { token: merchant.token });
    expect(failed.statusCode).toBe(200);
    const lines = parse(failed.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(lines.map((l) => l.sku)).toEqual(["BAD-1", "BAD-2"]);
    expect(lines[0].reason).toContain("Category not found: Nowhere");
  });

  it("export gives the import format back, and importing it again changes nothing", async () => {
    const res = await t.call("GET", "/api/v1/merchant/products/export.csv", { token: merchant.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual([...PRODUCT_IMPORT_COLUMNS]);
    const sneaker = rows.find((r) => r.sku === "NEW-1");
    expect(sneaker).toMatchObject({ sellingPrice: "6500.00", category: path.categoryId, childCategory: path.childCategoryId });
    expect(sneaker?.variants).toContain("NEW-1-43:43:White:4:10");

    const [before] = await t.db.select().from(products).where(eq(products.sku, "EXIST-1"));
    const again = await upload(merchant, res.body);
    expect(again.statusCode).toBe(201);
    const preview = again.json().data;
    expect(preview).toMatchObject({ toCreate: 0, toRefuse: 0, toUpdate: rows.length });
    await t.call("POST", `${base}/${preview.id}/confirm`, { token: merchant.token });
    await runImportJob(preview.id);
    expect((await getImport(preview.id)).json().data).toMatchObject({ status: "completed", updated: rows.length, failed: 0 });
    const [after] = await t.db.select().from(products).where(eq(products.sku, "EXIST-1"));
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it("the template downloads with the columns and example rows", async () => {
    const res = await t.call("GET", `${base}/template.csv`, { token: merchant.token });
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(rows[0])).toEqual([...PRODUCT_IMPORT_COLUMNS]);
  });
});

describe("bad files are refused whole and write nothing", () => {
  const refusedWith = async (res: Awaited<ReturnType<typeof upload>>, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  };

  it("a malformed CSV", async () => {
    const before = await importCount();
    const res = await upload(merchant, 'sku,name\n"A-1,Unclosed quote\nB-2,Fine\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^This file is not a readable CSV/);
    await refusedWith(await upload(merchant, "sku,name,colour\nA,B,C\n"), 422, fillMessage(M.csvUnknownColumns, { columns: "colour" }));
    await refusedWith(await upload(merchant, Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xff, 0xfe, 0x00, 0x41])), 422, fillMessage(M.csvMalformed, { detail: "it holds binary data" }));
    await refusedWith(await upload(merchant, "sku,name\n"), 422, M.csvEmpty);
    expect(await importCount()).toBe(before);
  });

  it("more than 10,000 rows", async () => {
    const before = await importCount();
    const lines = ["sku,name", ...Array.from({ length: 10_001 }, (_, i) => `S-${i},Product ${i}`)];
    await refusedWith(await upload(merchant, lines.join("\n")), 422, M.csvTooManyRows);
    expect(await importCount()).toBe(before);
  });

  it("a ZIP bomb, stopped while it unpacks (the declared size is not believed)", async () => {
    const before = await importCount();
    const zeros = Buffer.alloc(60 * 1024 * 1024);
    const csv = csvOf(COLS, [row({ sku: "Z-1" })]);
    await refusedWith(await upload(merchant, csv, makeZip([{ name: "shoe.png", bytes: zeros }])), 422, M.zipBomb);
    // The same bomb declaring a tiny size.
    const lying = await upload(merchant, csv, makeZip([{ name: "shoe.png", bytes: zeros, declaredSize: 100 }]));
    expect(lying.statusCode).toBe(422);
    expect(await importCount()).toBe(before);
  });

  it("a ZIP whose names point outside the archive", async () => {
    const csv = csvOf(COLS, [row({ sku: "P-1" })]);
    await refusedWith(
      await upload(merchant, csv, makeZip([{ name: "../../etc/shoe.png", bytes: png }])),
      422,
      fillMessage(M.zipUnsafeName, { name: "../../etc/shoe.png" }),
    );
    await refusedWith(await upload(merchant, csv, makeZip([{ name: "/abs/shoe.png", bytes: png }])), 422, fillMessage(M.zipUnsafeName, { name: "/abs/shoe.png" }));
    await refusedWith(await upload(merchant, csv, Buffer.from("not a zip at all")), 422, M.zipNotZip);
  });

  it("an XLSX file is refused with a way out", async () => {
    await refusedWith(await upload(merchant, makeZip([{ name: "[Content_Types].xml", bytes: Buffer.from("<x/>") }])), 422, M.xlsxNotSupported);
  });
});

describe("rows with bad images are refused, the rest go ahead", () => {
  it("an image that is not one refuses its row with the reason", async () => {
    const csv = csvOf(COLS, [row({ sku: "IMG-1", images: "fake.jpg" }), row({ sku: "IMG-2", images: "shoe.png" })]);
    const zip = makeZip([
      { name: "fake.jpg", bytes: Buffer.from("this is plain text pretending to be a JPEG") },
      { name: "shoe.png", bytes: png },
    ]);
    const res = await upload(merchant, csv, zip);
    expect(res.statusCode).toBe(201);
    const preview = res.json().data;
    expect(preview.rows[0]).toMatchObject({ action: "refuse", reasons: [fillMessage(M.rowImageNotImage, { name: "fake.jpg" })] });
    expect(preview.rows[1]).toMatchObject({ action: "create", reasons: [] });
  });

  it("an image with a valid header but broken data fails only its row at run time, leaving no half product", async () => {
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    const csv = csvOf(COLS, [row({ sku: "BRK-1", images: "broken.png" }), row({ sku: "BRK-2", images: "shoe.png" })]);
    const res = await upload(merchant, csv, makeZip([{ name: "broken.png", bytes: broken, store: true }, { name: "shoe.png", bytes: png }]));
    const preview = res.json().data;
    if (preview.rows[0].action === "refuse") {
      // The header check already caught it: refused in the preview, as good.
      expect(preview.rows[0].reasons[0]).toBe(fillMessage(M.rowImageNotImage, { name: "broken.png" }));
      return;
    }
    const uploadsBefore = Number((await t.db.execute(sql`select count(*)::int as n from uploads`)).rows[0].n);
    await t.call("POST", `${base}/${preview.id}/confirm`, { token: merchant.token });
    await runImportJob(preview.id);
    const done = (await getImport(preview.id)).json().data;
    expect(done).toMatchObject({ created: 1, failed: 1 });
    expect(done.rows[0]).toMatchObject({ outcome: "failed", reasons: [fillMessage(M.rowImageNotImage, { name: "broken.png" })] });
    expect(await t.db.select().from(products).where(eq(products.sku, "BRK-1"))).toHaveLength(0);
    const uploadsAfter = Number((await t.db.execute(sql`select count(*)::int as n from uploads`)).rows[0].n);
    expect(uploadsAfter).toBe(uploadsBefore + 1);
  });
});

describe("who may import", () => {
  it("wrong role: 403", async () => {
    const customer = await makeCustomer(t);
    const readOnlyStaff = await makeStaff(t, merchant, ["products:read"]);
    const csv = csvOf(COLS, [row({ sku: "R-1" })]);
    expect((await upload(customer, csv)).statusCode).toBe(403);
    expect((await upload(readOnlyStaff, csv)).statusCode).toBe(403);
    expect((await t.call("GET", "/api/v1/merchant/products/export.csv", { token: customer.token })).statusCode).toBe(403);
  });

  it("another store's import: 404, and it is left as it was", async () => {
    const res = await upload(merchant, csvOf(COLS, [row({ sku: "T-1" })]), makeZip([{ name: "shoe.png", bytes: png }]));
    const id = res.json().data.id;
    expect((await getImport(id, other)).statusCode).toBe(404);
    expect((await t.call("POST", `${base}/${id}/confirm`, { token: other.token })).statusCode).toBe(404);
    expect((await t.call("POST", `${base}/${id}/cancel`, { token: other.token })).statusCode).toBe(404);
    expect((await t.call("GET", `${base}/${id}/failed-rows.csv`, { token: other.token })).statusCode).toBe(404);
    const [row0] = await t.db.select().from(productImports).where(eq(productImports.id, id));
    expect(row0.status).toBe("previewed");
    // Another store's SKU is not "theirs" to update: the row creates in the importing store.
    const theirs = await upload(other, csvOf(COLS, [row({ sku: "EXIST-1" })]), makeZip([{ name: "shoe.png", bytes: png }]));
    expect(theirs.json().data.rows[0].action).toBe("create");
  });
});

describe("cancel and resume", () => {
  it("cancel stops the run before the next row; the rest are skipped", async () => {
    const csv = csvOf(COLS, [row({ sku: "C-1" }), row({ sku: "C-2" }), row({ sku: "C-3" })]);
    const res = await upload(merchant, csv, makeZip([{ name: "shoe.png", bytes: png }]));
    const id = res.json().data.id;
    await t.call("POST", `${base}/${id}/confirm`, { token: merchant.token });
    const cancel = await t.call("POST", `${base}/${id}/cancel`, { token: merchant.token });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.cancelRequested).toBe(true);
    await runImportJob(id);
    const done = (await getImport(id)).json().data;
    expect(done).toMatchObject({ status: "cancelled", created: 0, done: 3 });
    expect(done.rows.every((r: { outcome: string }) => r.outcome === "skipped")).toBe(true);
    expect(await t.db.select().from(products).where(eq(products.sku, "C-1"))).toHaveLength(0);
    expect((await t.call("POST", `${base}/${id}/cancel`, { token: merchant.token })).statusCode).toBe(409);
  });

  it("a run picked up again goes on with the rows still waiting, never writing a row twice", async () => {
    const csv = csvOf(COLS, [row({ sku: "RS-1" }), row({ sku: "RS-2" })]);
    const res = await upload(merchant, csv, makeZip([{ name: "shoe.png", bytes: png }]));
    const id = res.json().data.id;
    await t.call("POST", `${base}/${id}/confirm`, { token: merchant.token });
    // As if a first run committed row 2 (the first product row) and then died.
    await t.db.update(productImports).set({ status: "running", position: 2, done: 1, created: 1 }).where(eq(productImports.id, id));
    await t.db.update(productImportRows).set({ outcome: "created" }).where(and(eq(productImportRows.importId, id), eq(productImportRows.rowNumber, 2)));
    await runImportJob(id);
    expect((await getImport(id)).json().data).toMatchObject({ status: "completed", done: 2, created: 2 });
    expect(await t.db.select().from(products).where(eq(products.sku, "RS-1"))).toHaveLength(0);
    expect(await t.db.select().from(products).where(eq(products.sku, "RS-2"))).toHaveLength(1);
  });
});
