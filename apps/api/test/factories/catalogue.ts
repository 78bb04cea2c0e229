import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { categories, childCategories, subCategories } from "../../src/modules/categories/categories.table.js";
import { invalidateCatalogueCache } from "../../src/modules/products/index.js";
import { products } from "../../src/modules/products/products.table.js";
import type { TestApp } from "../app.js";
import type { Person } from "./people.js";

const unique = () => randomBytes(3).toString("hex");

export interface CategoryPath {
  categoryId: string;
  subCategoryId: string;
  childCategoryId: string;
}

/** One category → sub-category → child category branch, written straight to the database. */
export async function makeCategoryPath(t: TestApp, names: { category?: string; sub?: string; child?: string } = {}): Promise<CategoryPath> {
  const [c] = await t.db.insert(categories).values({ name: names.category ?? `Category ${unique()}` }).returning();
  const [s] = await t.db.insert(subCategories).values({ name: names.sub ?? `Sub ${unique()}`, categoryId: c.id }).returning();
  const [ch] = await t.db
    .insert(childCategories)
    .values({ name: names.child ?? `Child ${unique()}`, subCategoryId: s.id, categoryId: c.id })
    .returning();
  return { categoryId: c.id, subCategoryId: s.id, childCategoryId: ch.id };
}

let pngBytes: Promise<Buffer> | null = null;
const png = () => {
  pngBytes ??= sharp({ create: { width: 64, height: 64, channels: 3, background: "#e4572e" } }).png().toBuffer();
  return pngBytes;
};

/** Uploads a small PNG as `owner` through POST /uploads and answers its URL. */
export async function uploadImage(t: TestApp, owner: Person): Promise<string> {
  const boundary = "----bitmarte-catalogue";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    await png(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/uploads",
    headers: { authorization: `Bearer ${owner.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.url;
}

/** A valid create-product body; override any field. */
export function productBody(path: CategoryPath, images: string[], overrides: Record<string, unknown> = {}) {
  return {
    name: `Product ${unique()}`,
    description: "A well made product for everyday use.",
    ...path,
    hostedImages: images,
    pricing: { costPrice: 8000, sellingPrice: 10000, price: 12000 },
    quantity: 20,
    weight: 1.2,
    ...overrides,
  };
}

export interface ProductOpts {
  path?: CategoryPath;
  approved?: boolean;
  body?: Record<string, unknown>;
}

/** Creates a product through the API as `merchant` (pending), approving it in the database if asked. */
export async function makeProduct(t: TestApp, merchant: Person, opts: ProductOpts = {}): Promise<{ id: string; path: CategoryPath; body: ReturnType<typeof productBody> }> {
  const path = opts.path ?? (await makeCategoryPath(t));
  const body = productBody(path, [await uploadImage(t, merchant)], opts.body);
  const res = await t.call("POST", "/api/v1/products", { token: merchant.token, body });
  if (res.statusCode !== 201) throw new Error(`product create failed: ${res.body}`);
  const id = res.json().data.id as string;
  if (opts.approved) await approveInDb(t, id);
  return { id, path, body };
}

/** Approves a product straight in the database (tests that are not about the review flow). */
export async function approveInDb(t: TestApp, productId: string): Promise<void> {
  await t.db.update(products).set({ approvalStatus: "approved" }).where(eq(products.id, productId));
  invalidateCatalogueCache(t.db);
}
