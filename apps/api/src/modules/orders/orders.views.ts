import { type Order, type OrderActivity, type OrderItem, type OrderSummary, variantLabel } from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import { koboToNaira } from "../../lib/money.js";
import { completionSplit } from "../pricing/index.js";
import * as repo from "./orders.repository.js";
import { bitmarteOrderStatus, orderStatusId } from "./orders.state.js";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function coreOf(row: repo.OrderRow) {
  return {
    id: row.id,
    orderName: row.orderName,
    orderNumber: row.orderNumber,
    orderStatusId: orderStatusId(row.status),
    orderStatus: row.status,
    bitmarteOrderStatus: bitmarteOrderStatus(row.status),
    subtotal: koboToNaira(row.subtotalKobo),
    discount: koboToNaira(row.discountKobo),
    shippingFee: koboToNaira(row.shippingFeeKobo),
    giftCardAmount: koboToNaira(row.giftCardKobo),
    total: koboToNaira(row.totalKobo),
    customerId: row.customerId,
    merchantId: row.merchantId,
    storeId: row.storeId,
    storeName: row.storeName,
    assignedToBitmarte: row.assignedToBitmarte,
    assignedToShippingPartner: row.partnerId !== null,
    assignedToDispatcher: row.dispatcherId !== null,
    approvePayout: row.approvePayout,
    statusChangedAt: row.statusChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOrderSummary(
  row: repo.OrderRow,
  customerName: string,
  extras: repo.OrderListExtras | undefined,
): OrderSummary {
  return {
    ...coreOf(row),
    customerName,
    itemCount: extras?.itemCount ?? 0,
    lineCount: extras?.lineCount ?? 0,
    firstItem: extras
      ? {
          productName: extras.productName,
          hostedImages: extras.images,
          quantity: extras.quantity,
          variant: variantLabel({ size: extras.variantSize, color: extras.variantColor }) || null,
        }
      : null,
  };
}

export function toOrderItem(i: repo.OrderItemRow): OrderItem {
  return {
    id: i.id,
    productId: i.productId,
    merchantId: i.merchantId,
    storeName: i.storeName,
    storeId: i.storeId,
    shippingFee: koboToNaira(i.shippingFeeKobo),
    quantity: i.quantity,
    productPrice: koboToNaira(i.unitPriceKobo),
    productName: i.productName,
    hostedImages: i.images,
    productVariants: i.variantId ? { id: i.variantId, sku: i.variantSku ?? "", size: i.variantSize, color: i.variantColor } : null,
    discount: koboToNaira(i.discountKobo),
    total: koboToNaira(i.lineTotalKobo - i.discountKobo),
    returnedQuantity: i.returnedQuantity,
    reviewed: i.reviewed,
  };
}

export function toOrderActivity(a: repo.OrderActivityRow): OrderActivity {
  return {
    id: a.id,
    orderTrackerId: a.orderId,
    activity: a.activity,
    status: a.status,
    actorType: a.actorType,
    actorName: a.actorName,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** Who is looking decides the commission and token fields; everything else is the same for every viewer. */
export type OrderViewer = "customer" | "merchant" | "admin" | "partner";

export function toOrder(
  row: repo.OrderRow,
  items: repo.OrderItemRow[],
  activities: repo.OrderActivityRow[],
  customerName: string,
  viewer: OrderViewer,
): Order {
  const seesCommission = viewer === "merchant" || viewer === "admin";
  // The split settlement books when the order completes, with nothing refunded.
  const settlement = seesCommission ? completionSplit(row, 0) : null;
  return {
    ...coreOf(row),
    orderReturnId: null,
    orderNote: row.orderNote,
    customerName,
    shippingEvidence: row.shippingEvidence,
    withinLagos: row.withinLagos,
    lagosMerchant: row.lagosMerchant,
    lagosCustomer: row.lagosCustomer,
    orderItems: items.map(toOrderItem),
    rewardProductsIds: row.rewardProductIds,
    deliveryAddress: row.deliveryAddress,
    commissionPercentage: seesCommission ? row.commissionBps / 100 : null,
    commissionAmount: settlement ? koboToNaira(settlement.commissionKobo) : null,
    merchantReceives: settlement ? koboToNaira(settlement.merchantDueKobo) : null,
    partnerAssignOrderId: row.partnerId,
    partnerProfile: null,
    dispatcherId: row.dispatcherId,
    dispatchPhoneNumber: row.dispatchPhoneNumber,
    // Delivery tokens are made when an order is assigned for delivery; none exists before that.
    orderDeliveryToken: null,
    orderActivities: activities.map(toOrderActivity),
    paidAt: iso(row.paidAt),
    deliveredAt: iso(row.deliveredAt),
  };
}

/** Summaries of order rows with their customer names and first items. */
export async function summariesOf(db: DbOrTx, rows: repo.OrderRow[]): Promise<OrderSummary[]> {
  const [names, extras] = await Promise.all([
    repo.userNames(db, rows.map((r) => r.customerId)),
    repo.orderListExtras(db, rows.map((r) => r.id)),
  ]);
  return rows.map((r) => toOrderSummary(r, names.get(r.customerId)?.name ?? "", extras.get(r.id)));
}

/**
 * Adds to an order view what an upper module knows of the order (the returns asked for it): registered
 * once in app.ts, so this module never imports upward.
 */
export type OrderViewExtension = (db: DbOrTx, order: Order, viewer: OrderViewer) => Promise<void>;
const extensions = new Set<OrderViewExtension>();
export function extendOrderView(extension: OrderViewExtension): void {
  extensions.add(extension);
}

/** One order with items and activities, as `viewer` sees it. */
export async function orderView(db: DbOrTx, row: repo.OrderRow, viewer: OrderViewer): Promise<Order> {
  const [items, activities, names] = await Promise.all([
    repo.itemsOfOrders(db, [row.id]),
    repo.activitiesOfOrders(db, [row.id]),
    repo.userNames(db, [row.customerId]),
  ]);
  const view = toOrder(row, items, activities, names.get(row.customerId)?.name ?? "", viewer);
  if (viewer === "customer" && row.status === "awaiting_payment") {
    // The customer may ask the provider again about a payment nobody confirmed ("Check payment").
    view.paymentReference = (await repo.findCheckoutOfOrder(db, row.checkoutId))?.paymentReference ?? null;
  }
  for (const extend of extensions) await extend(db, view, viewer);
  return view;
}

