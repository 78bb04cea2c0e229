import type { ReturnStatus } from "@bitmarte/contracts";
import { eq } from "drizzle-orm";
import { orderItems, type orders } from "../../src/modules/orders/orders.table.js";
import { orderReturnItems, orderReturns } from "../../src/modules/returns/returns.table.js";
import type { TestApp } from "../app.js";

/**
 * A return of `quantity` units of the order's first item, written straight to the returns tables (the
 * returns module owns the flow; reports only read these rows).
 */
export async function insertReturn(
  t: TestApp,
  order: typeof orders.$inferSelect,
  opts: { quantity: number; status: ReturnStatus; at?: Date },
): Promise<string> {
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  if (!item) throw new Error("order without items");
  const unitPaid = Math.floor((item.lineTotalKobo - item.discountKobo) / item.quantity);
  const amountKobo = unitPaid * opts.quantity;
  const at = opts.at ?? t.clock.now();
  const [ret] = await t.db
    .insert(orderReturns)
    .values({
      orderId: order.id,
      orderName: order.orderName,
      merchantId: order.merchantId,
      storeId: order.storeId,
      storeName: order.storeName,
      customerId: order.customerId,
      type: "refund",
      status: opts.status,
      itemsKobo: amountKobo,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await t.db.insert(orderReturnItems).values({
    returnId: ret.id,
    orderItemId: item.id,
    productId: item.productId,
    productName: item.productName,
    quantity: opts.quantity,
    unitPriceKobo: item.unitPriceKobo,
    amountKobo,
    reason: "Did not fit",
  });
  return ret.id;
}
