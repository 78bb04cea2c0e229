import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { rearmLowStock } from "./product-notices.js";
import { productVariants, products } from "./products.table.js";

/** Units of one product (or one of its variants) taken by an order line. */
export interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** Lines grouped by product (products by id, variants by id), with repeated lines added up. */
function byProduct(lines: readonly StockLine[]): { productId: string; total: number; plain: number; variants: [string, number][] }[] {
  const groups = new Map<string, { plain: number; variants: Map<string, number> }>();
  for (const line of lines) {
    const g = groups.get(line.productId) ?? { plain: 0, variants: new Map<string, number>() };
    if (line.variantId) g.variants.set(line.variantId, (g.variants.get(line.variantId) ?? 0) + line.quantity);
    else g.plain += line.quantity;
    groups.set(line.productId, g);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([productId, g]) => {
      const variants = [...g.variants].sort(([a], [b]) => a.localeCompare(b));
      return { productId, plain: g.plain, variants, total: g.plain + variants.reduce((n, [, q]) => n + q, 0) };
    });
}

/**
 * Takes stock for every line inside the caller's transaction, each with one guarded update
 * (`quantity >= n`, unless backorders are allowed or the product is digital). Answers the first line that is
 * short, or null when all were taken; on a short line the caller must roll back (earlier lines were taken).
 * Rows are locked in one global order (products by id, each product before its variants, variants by id), so
 * checkouts sharing products wait for each other instead of deadlocking. A variant's units come off the
 * variant and off the product's total (the product keeps the sum of its variants).
 */
export async function reserveStock(tx: DbOrTx, lines: readonly StockLine[]): Promise<StockLine | null> {
  const groups = byProduct(lines);
  const short = await reservePlain(tx, groups.filter((g) => g.variants.length === 0));
  if (short) return short;
  for (const group of groups) {
    if (group.variants.length === 0) continue;
    const [product] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${group.total}` })
      .where(eq(products.id, group.productId))
      .returning({ unlimited: sql<boolean>`${products.contSalesOutOfStock} or ${products.isDigital}` });
    if (!product) return { productId: group.productId, variantId: group.variants[0][0], quantity: group.variants[0][1] };
    for (const [variantId, n] of group.variants) {
      const taken = await tx
        .update(productVariants)
        .set({ quantity: sql`${productVariants.quantity} - ${n}` })
        .where(
          and(
            eq(productVariants.id, variantId),
            eq(productVariants.productId, group.productId),
            product.unlimited ? sql`true` : sql`${productVariants.quantity} >= ${n}`,
          ),
        )
        .returning({ id: productVariants.id });
      if (taken.length === 0) return { productId: group.productId, variantId, quantity: n };
    }
  }
  return null;
}

/**
 * Takes the units of every product without variants in one statement (a checkout of five stores is one
 * round trip, not five). The rows are locked in id order first, so two checkouts wait for each other
 * rather than deadlock; products without variants all come before products with variants.
 */
async function reservePlain(tx: DbOrTx, groups: { productId: string; plain: number }[]): Promise<StockLine | null> {
  if (groups.length === 0) return null;
  if (groups.length === 1) {
    // One product (the most common cart, and every buyer of a hot product): the plain guarded update.
    const [group] = groups;
    const taken = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${group.plain}` })
      .where(and(eq(products.id, group.productId), sql`(${products.quantity} >= ${group.plain} or ${products.contSalesOutOfStock} or ${products.isDigital})`))
      .returning({ id: products.id });
    return taken.length === 0 ? { productId: group.productId, variantId: null, quantity: group.plain } : null;
  }
  const ids = groups.map((g) => g.productId);
  const { rows } = await tx.execute<{ id: string }>(sql`
    with wanted as (select id, n from unnest(${sql.param(ids)}::uuid[], ${sql.param(groups.map((g) => g.plain))}::int[]) as w(id, n)),
    locked as (select p.id from ${products} p join wanted w on w.id = p.id order by p.id for update of p)
    update ${products} p set quantity = p.quantity - w.n from wanted w
    where p.id = w.id and p.id in (select id from locked)
      and (p.quantity >= w.n or p.cont_sales_out_of_stock or p.is_digital)
    returning p.id`);
  if (rows.length === groups.length) return null;
  const taken = new Set(rows.map((r) => r.id));
  const first = groups.find((g) => !taken.has(g.productId)) as { productId: string; plain: number };
  return { productId: first.productId, variantId: null, quantity: first.plain };
}

/** Gives reserved units back (an unpaid order expired, a payment failed, an order was cancelled). */
export async function releaseStock(tx: DbOrTx, lines: readonly StockLine[]): Promise<void> {
  for (const group of byProduct(lines)) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${group.total}` })
      .where(eq(products.id, group.productId));
    for (const [variantId, n] of group.variants) {
      await tx
        .update(productVariants)
        .set({ quantity: sql`${productVariants.quantity} + ${n}` })
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, group.productId)));
    }
  }
  // Stock back above the alert level: its next fall is told again.
  await rearmLowStock(
    tx,
    lines.map((l) => l.productId),
  );
}

/** Counts paid units towards each product's sales (the "popular" sort and top products read it). */
export async function recordSales(tx: DbOrTx, lines: readonly StockLine[]): Promise<void> {
  const perProduct = new Map<string, number>();
  for (const line of lines) perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...perProduct].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

/** Units in stock now of a product or one of its variants (for telling a buyer how many are left). */
export async function currentStock(db: DbOrTx, line: Pick<StockLine, "productId" | "variantId">): Promise<number> {
  if (line.variantId) {
    const [v] = await db
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(and(eq(productVariants.id, line.variantId), eq(productVariants.productId, line.productId)));
    return v?.quantity ?? 0;
  }
  const [p] = await db.select({ quantity: products.quantity }).from(products).where(eq(products.id, line.productId));
  return p?.quantity ?? 0;
}
