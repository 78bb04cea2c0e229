import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared-queries.js";
import { giftCards } from "../giftcards/giftcards.table.js";
import { hubs } from "../merchants/hubs.table.js";
import { merchants } from "../merchants/merchants.table.js";
import { products, productVariants } from "../products/products.table.js";
import { stores } from "../merchants/stores.table.js";
import { cartAddRequests, cartGiftCards, cartItems } from "./cart.table.js";

/** A product customers may buy now: approved, of a live store, not deleted. */
const buyable = sql<boolean>`(${products.approvalStatus} = 'approved' and ${products.storeLive} and ${products.deletedAt} is null
  and ${stores.status} = 'approved' and ${stores.isActive})`;
const hasVariants = sql<boolean>`exists (select 1 from ${productVariants} pv where pv.product_id = ${products.id})`;

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  variantId: cartItems.variantId,
  quantity: cartItems.quantity,
  selected: cartItems.selected,
  createdAt: cartItems.createdAt,
  merchantId: products.merchantId,
  storeId: products.storeId,
  storeName: stores.storeName,
  productName: products.name,
  images: products.images,
  sellingPrice: products.sellingPrice,
  price: products.price,
  productQuantity: products.quantity,
  contSalesOutOfStock: products.contSalesOutOfStock,
  isDigital: products.isDigital,
  weight: products.weight,
  weightUnit: products.weightUnit,
  length: products.length,
  width: products.width,
  height: products.height,
  dimensionUnit: products.dimensionUnit,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  childCategoryId: products.childCategoryId,
  buyable,
  hasVariants,
  variantSku: productVariants.sku,
  variantSize: productVariants.size,
  variantColor: productVariants.color,
  variantDiscountBps: productVariants.discountBps,
  variantQuantity: productVariants.quantity,
};

function selectLines(db: DbOrTx) {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId));
}
export type CartLineRow = Awaited<ReturnType<typeof selectLines>>[number];

/**
 * The customer's cart lines with what pricing needs of each product, oldest first. With `lock`, the lines are
 * locked (checkout), so a second checkout of the same cart waits and then finds them gone.
 */
// The three reads of every cart request (the whole cart, one line, checkout's locked selection), prepared.
const order = [asc(cartItems.createdAt), asc(cartItems.id)];
const allLinesQuery = (db: DbOrTx) =>
  prepared(db, "cart_lines", () =>
    selectLines(db).where(eq(cartItems.customerId, sql.placeholder("customerId"))).orderBy(...order).prepare("cart_lines"),
  );
const oneLineQuery = (db: DbOrTx) =>
  prepared(db, "cart_line", () =>
    selectLines(db)
      .where(and(eq(cartItems.customerId, sql.placeholder("customerId")), eq(cartItems.id, sql.placeholder("id"))))
      .prepare("cart_line"),
  );
const checkoutLinesQuery = (db: DbOrTx) =>
  prepared(db, "cart_checkout_lines", () =>
    selectLines(db)
      .where(and(eq(cartItems.customerId, sql.placeholder("customerId")), eq(cartItems.selected, true)))
      .orderBy(...order)
      .for("update", { of: cartItems })
      .prepare("cart_checkout_lines"),
  );

export async function listLines(
  db: DbOrTx,
  customerId: string,
  opts: { lock?: boolean; selectedOnly?: boolean; ids?: string[] } = {},
): Promise<CartLineRow[]> {
  if (!opts.lock && !opts.selectedOnly && !opts.ids) return allLinesQuery(db).execute({ customerId });
  if (!opts.lock && !opts.selectedOnly && opts.ids?.length === 1) return oneLineQuery(db).execute({ customerId, id: opts.ids[0] });
  if (opts.lock && opts.selectedOnly && !opts.ids) return checkoutLinesQuery(db).execute({ customerId });
  const query = selectLines(db)
    .where(
      and(
        eq(cartItems.customerId, customerId),
        opts.selectedOnly ? eq(cartItems.selected, true) : undefined,
        opts.ids ? inArray(cartItems.id, opts.ids) : undefined,
      ),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return opts.lock ? query.for("update", { of: cartItems }) : query;
}

export async function findLine(db: DbOrTx, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.customerId, customerId)));
  return row ?? null;
}

/**
 * What adding to a cart needs, in one prepared statement: the product (null when customers may not buy it)
 * with its variants' stock, the customer's line for that product and variant (its quantity, null when there
 * is none) and how many lines the cart holds.
 */
export async function addContext(db: DbOrTx, customerId: string, productId: string, variantId: string | null) {
  const query = prepared(db, "cart_add_context", () =>
    db
      .select({
        id: products.id,
        name: products.name,
        quantity: products.quantity,
        contSalesOutOfStock: products.contSalesOutOfStock,
        isDigital: products.isDigital,
        buyable,
        variants: sql<{ id: string; quantity: number }[]>`coalesce((select json_agg(json_build_object('id', pv.id, 'quantity', pv.quantity))
          from ${productVariants} pv where pv.product_id = ${products.id}), '[]'::json)`,
        lineQuantity: sql<number | null>`(select ci.quantity from ${cartItems} ci where ci.customer_id = ${sql.placeholder("customerId")}
          and ci.product_id = ${products.id} and ci.variant_id is not distinct from ${sql.placeholder("variantId")}::uuid)`,
        lineCount: sql<number>`(select count(*)::int from ${cartItems} ci where ci.customer_id = ${sql.placeholder("customerId")})`,
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(eq(products.id, sql.placeholder("productId")))
      .prepare("cart_add_context"),
  );
  const [row] = await query.execute({ customerId, productId, variantId });
  if (!row?.buyable) return null;
  return row;
}

/**
 * Adds to a line (or starts it) in one statement, never above `cap` units, so concurrent adds cannot
 * overshoot. Selecting it again is part of adding.
 */
export async function addToLine(
  db: DbOrTx,
  values: { customerId: string; productId: string; variantId: string | null; quantity: number; cap: number; now: Date },
): Promise<{ id: string; quantity: number }> {
  const [row] = await db
    .insert(cartItems)
    .values({
      customerId: values.customerId,
      productId: values.productId,
      variantId: values.variantId,
      quantity: Math.min(values.quantity, values.cap),
      selected: true,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productId, cartItems.variantId],
      set: {
        quantity: sql`least(${cartItems.quantity} + ${values.quantity}, ${values.cap})`,
        selected: true,
        updatedAt: values.now,
      },
    })
    .returning({ id: cartItems.id, quantity: cartItems.quantity });
  return row;
}

export async function updateLine(
  db: DbOrTx,
  customerId: string,
  id: string,
  values: { quantity?: number; selected?: boolean; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(cartItems)
    .set({
      ...(values.quantity !== undefined ? { quantity: values.quantity } : {}),
      ...(values.selected !== undefined ? { selected: values.selected } : {}),
      updatedAt: values.now,
    })
    .where(and(eq(cartItems.id, id), eq(cartItems.customerId, customerId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteLine(db: DbOrTx, customerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.customerId, customerId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteLines(db: DbOrTx, customerId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.customerId, customerId), inArray(cartItems.id, ids)));
}

// ---- store pickup places ----

export interface StorePickupRow {
  storeId: string;
  storeName: string;
  merchantId: string;
  storePhoneNumber: string | null;
  shippingLocation: { street: string; city: string; state: string; country: string } | null;
  hubId: string | null;
  hubStatus: string | null;
  hubStreet: string | null;
  hubCity: string | null;
  hubState: string | null;
  hubCountry: string | null;
  hubPhone: string | null;
  pickupLocation: { street: string; city: string; state: string; country: string } | null;
  physicalLocation: { street: string; city: string; state: string; country: string } | null;
}

export async function storePickups(db: DbOrTx, storeIds: string[]): Promise<StorePickupRow[]> {
  if (storeIds.length === 0) return [];
  return db
    .select({
      storeId: stores.id,
      storeName: stores.storeName,
      merchantId: stores.merchantId,
      storePhoneNumber: stores.storePhoneNumber,
      shippingLocation: stores.shippingLocation,
      hubId: hubs.id,
      hubStatus: hubs.status,
      hubStreet: hubs.street,
      hubCity: hubs.city,
      hubState: hubs.state,
      hubCountry: hubs.country,
      hubPhone: hubs.phoneNumber,
      pickupLocation: merchants.pickupLocation,
      physicalLocation: merchants.physicalLocation,
    })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .leftJoin(hubs, eq(hubs.id, stores.bitmarteHubId))
    .where(inArray(stores.id, storeIds));
}

// ---- gift cards on the cart ----

/** Read on every cart request: prepared. */
export async function listAppliedGiftCards(db: DbOrTx, customerId: string) {
  const query = prepared(db, "cart_gift_cards", () =>
    db
      .select({
        giftCardId: cartGiftCards.giftCardId,
        code: giftCards.code,
        balanceKobo: giftCards.balanceKobo,
        status: giftCards.status,
        expiresAt: giftCards.expiresAt,
        appliedAt: cartGiftCards.appliedAt,
      })
      .from(cartGiftCards)
      .innerJoin(giftCards, eq(giftCards.id, cartGiftCards.giftCardId))
      .where(eq(cartGiftCards.customerId, sql.placeholder("customerId")))
      .orderBy(asc(cartGiftCards.appliedAt), asc(giftCards.code))
      .prepare("cart_gift_cards"),
  );
  return query.execute({ customerId });
}

export async function applyGiftCard(db: DbOrTx, values: { customerId: string; giftCardId: string; code: string; now: Date }): Promise<void> {
  await db
    .insert(cartGiftCards)
    .values({ customerId: values.customerId, giftCardId: values.giftCardId, code: values.code, appliedAt: values.now })
    .onConflictDoNothing();
}

export async function countAppliedGiftCards(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartGiftCards).where(eq(cartGiftCards.customerId, customerId));
  return row.n;
}

export async function removeGiftCard(db: DbOrTx, customerId: string, code: string): Promise<boolean> {
  const rows = await db
    .delete(cartGiftCards)
    .where(and(eq(cartGiftCards.customerId, customerId), eq(cartGiftCards.code, code)))
    .returning({ id: cartGiftCards.giftCardId });
  return rows.length > 0;
}

export async function clearGiftCards(db: DbOrTx, customerId: string): Promise<void> {
  await db.delete(cartGiftCards).where(eq(cartGiftCards.customerId, customerId));
}

/**
 * Claims an add-to-cart Idempotency-Key for this customer (old keys, past a day, are let go on the way).
 * Null when the key was used before: the earlier answer is returned instead.
 */
export async function claimAddKey(
  tx: DbOrTx,
  customerId: string,
  key: string,
  now: Date,
): Promise<{ claimed: true } | { claimed: false; cartItemId: string; message: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart-add:${customerId}:${key}`}, 0))`);
  const [previous] = await tx
    .select()
    .from(cartAddRequests)
    .where(and(eq(cartAddRequests.customerId, customerId), eq(cartAddRequests.idempotencyKey, key), gt(cartAddRequests.createdAt, new Date(now.getTime() - 86_400_000))));
  if (previous) return { claimed: false, cartItemId: previous.cartItemId, message: previous.message };
  await tx.delete(cartAddRequests).where(and(eq(cartAddRequests.customerId, customerId), eq(cartAddRequests.idempotencyKey, key)));
  return { claimed: true };
}

export async function recordAddKey(tx: DbOrTx, values: typeof cartAddRequests.$inferInsert): Promise<void> {
  await tx.insert(cartAddRequests).values(values);
}
