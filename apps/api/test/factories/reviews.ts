import type { OrderStatusCode } from "@bitmarte/contracts";
import { eq } from "drizzle-orm";
import { stores } from "../../src/modules/merchants/stores.table.js";
import { orderItems, orders } from "../../src/modules/orders/orders.table.js";
import type { TestApp } from "../app.js";
import { addToCart, type Buyer, makeBuyableProduct } from "./cart.js";
import { makeAddress } from "./logistics.js";
import { placePaidOrder } from "./orders.js";
import { type MerchantPerson, makeCustomer, type Person } from "./people.js";

export const REVIEWS = "/api/v1/reviews";

export interface ReviewableOrder {
  orderId: string;
  itemId: string;
  productId: string;
  buyer: Buyer;
}

/**
 * A paid order of one product of `seller` bought by `customer` (a new one when not given), set to
 * `status` (delivered by default) directly in the database: the delivery chain has its own tests.
 */
export async function orderToReview(
  t: TestApp,
  seller: MerchantPerson,
  opts: { customer?: Person; productId?: string; status?: OrderStatusCode } = {},
): Promise<ReviewableOrder> {
  await t.db
    .update(stores)
    .set({ storePhoneNumber: "+2348031234567", shippingLocation: { country: "Nigeria", state: "Lagos", street: "5 Allen Avenue", city: "Ikeja" } })
    .where(eq(stores.id, seller.storeId));
  const productId = opts.productId ?? (await makeBuyableProduct(t, seller, { quantity: 50 })).id;
  const customer = opts.customer ?? (await makeCustomer(t));
  const address = await makeAddress(t, customer);
  await addToCart(t, customer, productId, 1);
  const buyer = { ...customer, address };
  const placed = await placePaidOrder(t, buyer);
  const orderId = placed.orders[0].id;
  const status = opts.status ?? "delivered";
  if (status !== "pending") {
    await t.db
      .update(orders)
      .set({ status, deliveredAt: status === "delivered" || status === "completed" ? t.clock.now() : null, statusChangedAt: t.clock.now() })
      .where(eq(orders.id, orderId));
  }
  const [item] = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return { orderId, itemId: item.id, productId, buyer };
}
