import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { notifyAdmins } from "../admins/index.js";
import { findStoreByMerchant, notifyStoreTeam } from "../merchants/index.js";
import { emitWebhook } from "../webhooks/index.js";
import { productVariants, products } from "./products.table.js";
import { stockLowNotices } from "./stock-notices.table.js";

/**
 * Tells the catalogue admins (and super admins) that a product waits for review: a new product, a
 * rejected one edited back into review, or a content edit of a live product (`revision`).
 */
export async function tellProductWaiting(
  db: DbOrTx,
  product: { id: string; name: string },
  what: "product" | "revision",
  at: { now: Date; appUrl: string },
): Promise<void> {
  await notifyAdmins(
    db,
    { roles: ["admin"] },
    {
      kind: "approval_waiting",
      title: what === "revision" ? `An edit of ${product.name} is waiting for review` : `Product ${product.name} is waiting for review`,
      body:
        what === "revision"
          ? `The store changed what customers read or see of ${product.name}. The live product stays on sale until you approve or reject the edit.`
          : `${product.name} is waiting for review before it goes on sale. Approve it or reject it with a reason.`,
      link: "/admin/products",
      appUrl: at.appUrl,
      now: at.now,
    },
  );
}

/**
 * One notice for what a product import sent to review (instead of one per product: an import of 10,000
 * rows would otherwise send the reviewers 10,000 notices and, where they chose it, mails).
 */
export async function tellImportWaiting(db: DbOrTx, waiting: number, at: { now: Date; appUrl: string }): Promise<void> {
  if (waiting === 0) return;
  const what = waiting === 1 ? "1 product" : `${waiting} products`;
  await notifyAdmins(
    db,
    { roles: ["admin"] },
    {
      kind: "approval_waiting",
      title: `${what} from a store's import ${waiting === 1 ? "is" : "are"} waiting for review`,
      body: "A store imported products from a file. The new products, and the edits that change what customers read or see, wait for review; price and stock changes are already live.",
      link: "/admin/products",
      appUrl: at.appUrl,
      now: at.now,
    },
  );
}

interface LowLine {
  itemId: string;
  productId: string;
  merchantId: string;
  name: string;
  variantId: string | null;
  size: string | null;
  color: string | null;
  sku: string | null;
  quantity: number;
  alertAt: number;
}

/** The stock lines of these products at or below their alert level (as the low-stock list counts them). */
async function lowLines(db: DbOrTx, productIds: string[]): Promise<LowLine[]> {
  return db
    .select({
      itemId: sql<string>`coalesce(${productVariants.id}, ${products.id})`,
      productId: products.id,
      merchantId: products.merchantId,
      name: products.name,
      variantId: productVariants.id,
      size: productVariants.size,
      color: productVariants.color,
      sku: productVariants.sku,
      quantity: sql<number>`coalesce(${productVariants.quantity}, ${products.quantity})`,
      alertAt: products.stockAlertUnits,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        inArray(products.id, productIds),
        isNull(products.deletedAt),
        eq(products.isDigital, false),
        sql`coalesce(${productVariants.quantity}, ${products.quantity}) <= ${products.stockAlertUnits}`,
      ),
    )
    .orderBy(products.id, productVariants.position, productVariants.id);
}

/** Forgets the notices of lines no longer low, so their next fall is told again. Answers the lines still low. */
async function rearm(db: DbOrTx, productIds: string[]): Promise<LowLine[]> {
  const low = await lowLines(db, productIds);
  const stillLow = low.map((l) => l.itemId);
  await db
    .delete(stockLowNotices)
    .where(and(inArray(stockLowNotices.productId, productIds), stillLow.length > 0 ? notInArray(stockLowNotices.itemId, stillLow) : undefined));
  return low;
}

/** After stock went up (units given back): lines above their alert level may be told again when they fall. */
export async function rearmLowStock(db: DbOrTx, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length > 0) await rearm(db, ids);
}

const lineLabel = (l: LowLine) => (l.variantId ? [l.size, l.color].filter(Boolean).join(", ") || l.sku || "A variant" : null);

/**
 * After a sale or a stock edit: tells the store (owner and staff who handle products) of each line that
 * fell to or below its alert level since it was last above it, once per fall.
 */
export async function noticeLowStock(db: DbOrTx, productIds: readonly string[], at: { now: Date; appUrl: string }): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const low = await rearm(db, ids);
  if (low.length === 0) return;
  const fresh = await db
    .insert(stockLowNotices)
    .values(low.map((l) => ({ itemId: l.itemId, productId: l.productId, createdAt: at.now })))
    .onConflictDoNothing()
    .returning({ itemId: stockLowNotices.itemId });
  const told = new Set(fresh.map((r) => r.itemId));
  const byProduct = new Map<string, LowLine[]>();
  for (const l of low) if (told.has(l.itemId)) byProduct.set(l.productId, [...(byProduct.get(l.productId) ?? []), l]);
  for (const lines of byProduct.values()) {
    const [first] = lines;
    const parts = lines.map((l) => {
      const label = lineLabel(l);
      return `${label ? `${label}: ` : ""}${l.quantity} left`;
    });
    await emitWebhook(db, {
      event: "stock.low",
      storeId: (await findStoreByMerchant(db, first.merchantId))?.id ?? null,
      payload: { productId: first.productId, name: first.name, alertAt: first.alertAt, lines: lines.map((l) => ({ variantId: l.variantId, sku: l.sku, quantity: l.quantity })) },
      at: at.now,
    });
    await notifyStoreTeam(db, first.merchantId, "products", {
      kind: "stock_low",
      title: `Low stock: ${first.name}`,
      body: `${parts.join("; ")} (alert at ${first.alertAt} or fewer). Restock it or update the quantity.`,
      link: `/merchant/products/${first.productId}/edit`,
      appUrl: at.appUrl,
      now: at.now,
    });
  }
}
