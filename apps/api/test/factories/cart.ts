import { randomBytes } from "node:crypto";
import type { CustomerShippingAddress } from "@bitmarte/contracts";
import { eq } from "drizzle-orm";
import { products, productVariants } from "../../src/modules/products/products.table.js";
import { stores } from "../../src/modules/merchants/stores.table.js";
import type { TestApp } from "../app.js";
import { type CategoryPath, makeCategoryPath } from "./catalogue.js";
import { makeAddress } from "./logistics.js";
import { makeCustomer, makeMerchant, type MerchantPerson, type Person } from "./people.js";

const unique = () => randomBytes(3).toString("hex");

export const CART_URL = "/api/v1/cart";

/** A live store that ships from Ikeja, Lagos (so Lagos buyers get the within-Lagos fee). */
export async function makeSeller(
  t: TestApp,
  opts: { storeName?: string; state?: string; city?: string } = {},
): Promise<MerchantPerson> {
  const merchant = await makeMerchant(t, { storeName: opts.storeName });
  await t.db
    .update(stores)
    .set({
      storePhoneNumber: "+2348031234567",
      shippingLocation: { country: "Nigeria", state: opts.state ?? "Lagos", street: "5 Allen Avenue", city: opts.city ?? "Ikeja" },
    })
    .where(eq(stores.id, merchant.storeId));
  return merchant;
}

export interface ProductSpec {
  name?: string;
  /** Naira. */
  sellingPrice?: number;
  price?: number;
  quantity?: number;
  weightKg?: number;
  contSalesOutOfStock?: boolean;
  approved?: boolean;
  path?: CategoryPath;
  /** Variants (naira discount as a percentage); the product's quantity becomes their sum. */
  variants?: { sku: string; size?: string; color?: string; quantity: number; discount?: number }[];
}

export interface SeededProduct {
  id: string;
  name: string;
  path: CategoryPath;
  variantIds: string[];
}

let sharedPath: CategoryPath | null = null;
let sharedPathFor: TestApp | null = null;

/** An approved product of the merchant's store, written straight to the catalogue tables (fast, for buying tests). */
export async function makeBuyableProduct(t: TestApp, merchant: MerchantPerson, spec: ProductSpec = {}): Promise<SeededProduct> {
  if (!spec.path && sharedPathFor !== t) {
    sharedPath = await makeCategoryPath(t);
    sharedPathFor = t;
  }
  const path = spec.path ?? (sharedPath as CategoryPath);
  const variants = spec.variants ?? [];
  const quantity = variants.length > 0 ? variants.reduce((n, v) => n + v.quantity, 0) : (spec.quantity ?? 20);
  const sellingKobo = Math.round((spec.sellingPrice ?? 10_000) * 100);
  const name = spec.name ?? `Product ${unique()}`;
  const [row] = await t.db
    .insert(products)
    .values({
      merchantId: merchant.merchantId,
      storeId: merchant.storeId,
      name,
      description: "A well made product for everyday use.",
      ...path,
      images: ["/api/v1/uploads/00000000-0000-4000-8000-000000000001"],
      costPrice: Math.round(sellingKobo * 0.8),
      sellingPrice: sellingKobo,
      price: Math.round((spec.price ?? (spec.sellingPrice ?? 10_000) * 1.2) * 100),
      quantity,
      weight: spec.weightKg ?? 1,
      weightUnit: "kg",
      contSalesOutOfStock: spec.contSalesOutOfStock ?? false,
      approvalStatus: spec.approved === false ? "pending" : "approved",
    })
    .returning({ id: products.id });
  const variantIds: string[] = [];
  for (const [position, v] of variants.entries()) {
    const [inserted] = await t.db
      .insert(productVariants)
      .values({
        productId: row.id,
        sku: v.sku,
        size: v.size ?? null,
        color: v.color ?? null,
        quantity: v.quantity,
        discountBps: Math.round((v.discount ?? 0) * 100),
        position,
      })
      .returning({ id: productVariants.id });
    variantIds.push(inserted.id);
  }
  return { id: row.id, name, path, variantIds };
}

export async function addToCart(t: TestApp, customer: Person, productId: string, quantity = 1, variantId?: string) {
  const res = await t.call("POST", `${CART_URL}/add-cart`, { token: customer.token, body: { productId, quantity, ...(variantId ? { variantId } : {}) } });
  if (res.statusCode !== 201) throw new Error(`add to cart failed: ${res.body}`);
  return res.json().data as { id: string; quantity: number };
}

export async function getCart(t: TestApp, customer: Person, addressId?: string) {
  const res = await t.call("GET", `${CART_URL}/get-cart${addressId ? `?addressId=${addressId}` : ""}`, { token: customer.token });
  if (res.statusCode !== 200) throw new Error(`get cart failed: ${res.body}`);
  return res.json().data.cartItemsData;
}

export interface Buyer extends Person {
  address: CustomerShippingAddress;
}

/** A customer with a Lagos address and `quantity` of the product in the cart. */
export async function makeBuyer(t: TestApp, productId: string, quantity = 1, variantId?: string): Promise<Buyer> {
  const customer = await makeCustomer(t);
  const address = await makeAddress(t, customer);
  await addToCart(t, customer, productId, quantity, variantId);
  return { ...customer, address };
}

/** Runs `make` `n` times, `width` at a time (logins hash passwords: keep the machine responsive). */
export async function inBatches<T>(n: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - start) }, (_, k) => make(start + k)))));
  }
  return out;
}
