import type { DeliveryAddress, OrderStatusCode } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";
import { merchants } from "../merchants/merchants.table.js";
import { stores } from "../merchants/stores.table.js";

export type CheckoutStatusValue = "awaiting_payment" | "paid" | "expired" | "payment_failed" | "paid_after_expiry";

/** A card that paid part of a checkout (kept so an expiry or failure can give exactly that back). */
export interface GiftCardUse {
  code: string;
  amountKobo: number;
}

/** Where a store's parcel is picked up, frozen at checkout. */
export interface PickupAddressValue {
  street: string;
  city: string;
  state: string;
  country: string;
  hubId: string | null;
  phoneNumber: string | null;
}

/**
 * One create-order call: the order group (`orderName`), the customer's Idempotency-Key with the answer given,
 * what is left to pay through the provider, and the payment window. Its orders share the `orderName`.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderName: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    requestHash: text().notNull(),
    status: text().$type<CheckoutStatusValue>().notNull(),
    totalKobo: bigint({ mode: "number" }).notNull(),
    giftCardKobo: bigint({ mode: "number" }).notNull().default(0),
    /** What the provider collects: total − gift cards. */
    amountDueKobo: bigint({ mode: "number" }).notNull(),
    giftCardUses: jsonb().$type<GiftCardUse[]>().notNull().default([]),
    paymentChannel: text().notNull(),
    /** Chosen inside the checkout transaction; the payment row with it is written right after commit. */
    paymentReference: text(),
    /** The create-order answer, once complete (replays send it again). */
    response: jsonb(),
    ipAddress: text(),
    expiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("checkouts_order_name_uq").on(t.orderName),
    uniqueIndex("checkouts_customer_key_uq").on(t.customerId, t.idempotencyKey),
    uniqueIndex("checkouts_payment_reference_uq").on(t.paymentReference),
    index("checkouts_unpaid_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'awaiting_payment'`),
    check("checkouts_amounts", sql`${t.amountDueKobo} >= 0 and ${t.giftCardKobo} >= 0 and ${t.amountDueKobo} + ${t.giftCardKobo} = ${t.totalKobo}`),
  ],
);

/**
 * One store's part of a checkout (spec §3 Order). Money is kobo, frozen at checkout together with the
 * commission rate, shipping fee and delivery address.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    checkoutId: uuid()
      .notNull()
      .references(() => checkouts.id, { onDelete: "restrict" }),
    /** The checkout group this store part belongs to (shared by the checkout's parts). */
    orderName: text().notNull(),
    /** This store part's own number: the group's name and its place at checkout (`BM-YYMMDD-XXXXXX-2`). */
    orderNumber: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "restrict" }),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "restrict" }),
    storeName: text().notNull(),
    status: text().$type<OrderStatusCode>().notNull(),
    subtotalKobo: bigint({ mode: "number" }).notNull(),
    discountKobo: bigint({ mode: "number" }).notNull().default(0),
    shippingFeeKobo: bigint({ mode: "number" }).notNull().default(0),
    /** This order's share of what gift cards paid. */
    giftCardKobo: bigint({ mode: "number" }).notNull().default(0),
    /** subtotal − discount + shipping fee. */
    totalKobo: bigint({ mode: "number" }).notNull(),
    /** The merchant's plan commission at checkout, basis points, and its amount on (subtotal − discount). */
    commissionBps: integer().notNull(),
    commissionKobo: bigint({ mode: "number" }).notNull(),
    couponId: uuid(),
    couponCode: text(),
    orderNote: text(),
    deliveryAddressId: uuid(),
    deliveryAddress: jsonb().$type<DeliveryAddress>().notNull(),
    pickupAddress: jsonb().$type<PickupAddressValue>(),
    shippingZone: text(),
    vehicleType: text(),
    weightKg: doublePrecision().notNull().default(0),
    withinLagos: boolean().notNull().default(false),
    lagosMerchant: boolean().notNull().default(false),
    lagosCustomer: boolean().notNull().default(false),
    rewardProductIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    // ---- delivery (moved along by merchants, admins, dispatchers and partners) ----
    assignedToBitmarte: boolean().notNull().default(false),
    partnerId: uuid(),
    dispatcherId: uuid(),
    dispatchPhoneNumber: text(),
    shippingEvidence: text().array().notNull().default(sql`'{}'::text[]`),
    approvePayout: boolean().notNull().default(false),
    paidAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** When the order entered its current status (late flags measure from here). */
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index("orders_status_changed_idx").on(t.status, t.statusChangedAt),
    index("orders_dispatcher_idx").on(t.dispatcherId).where(sql`${t.dispatcherId} is not null`),
    index("orders_partner_idx").on(t.partnerId).where(sql`${t.partnerId} is not null`),
    index("orders_customer_created_idx").on(t.customerId, t.createdAt.desc()),
    index("orders_merchant_created_idx").on(t.merchantId, t.createdAt.desc()),
    index("orders_status_created_idx").on(t.status, t.createdAt.desc()),
    index("orders_order_name_idx").on(t.orderName),
    uniqueIndex("orders_order_number_uq").on(t.orderNumber),
    index("orders_checkout_idx").on(t.checkoutId),
    // reports: sales are paid orders by payment day (the amounts ride along, so totals, series and
    // customers read the index alone), finance reads completed orders by completion day
    index("orders_paid_idx")
      .on(t.paidAt, t.merchantId, t.status, t.totalKobo, t.subtotalKobo, t.discountKobo, t.shippingFeeKobo, t.customerId)
      .where(sql`${t.paidAt} is not null`),
    index("orders_merchant_paid_idx")
      .on(t.merchantId, t.paidAt, t.status, t.totalKobo, t.subtotalKobo, t.discountKobo, t.shippingFeeKobo, t.customerId)
      .where(sql`${t.paidAt} is not null`),
    index("orders_completed_idx").on(t.completedAt).where(sql`${t.completedAt} is not null`),
    index("orders_merchant_completed_idx").on(t.merchantId, t.completedAt).where(sql`${t.completedAt} is not null`),
    index("orders_created_idx").on(t.createdAt, t.merchantId, t.status, t.totalKobo),
    check(
      "orders_amounts",
      sql`${t.subtotalKobo} >= 0 and ${t.discountKobo} between 0 and ${t.subtotalKobo} and ${t.shippingFeeKobo} >= 0 and ${t.giftCardKobo} between 0 and ${t.totalKobo} and ${t.totalKobo} = ${t.subtotalKobo} - ${t.discountKobo} + ${t.shippingFeeKobo}`,
    ),
  ],
);

/** A product line of an order, with the product's name, price, images and variant frozen at checkout. */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // No foreign keys to the catalogue: the order keeps its copy whatever happens to the product.
    productId: uuid().notNull(),
    variantId: uuid(),
    merchantId: uuid().notNull(),
    storeId: uuid().notNull(),
    storeName: text().notNull(),
    productName: text().notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    variantSku: text(),
    variantSize: text(),
    variantColor: text(),
    unitPriceKobo: bigint({ mode: "number" }).notNull(),
    quantity: integer().notNull(),
    lineTotalKobo: bigint({ mode: "number" }).notNull(),
    discountKobo: bigint({ mode: "number" }).notNull().default(0),
    /** This line's share of the order's shipping fee. */
    shippingFeeKobo: bigint({ mode: "number" }).notNull().default(0),
    returnedQuantity: integer().notNull().default(0),
    reviewed: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_amounts", sql`${t.lineTotalKobo} = ${t.unitPriceKobo} * ${t.quantity} and ${t.discountKobo} between 0 and ${t.lineTotalKobo}`),
  ],
);

export type ActivityActorValue = "customer" | "merchant" | "admin" | "partner" | "system";

/** Every move of an order (who, what, when). Append-only. */
export const orderActivities = pgTable(
  "order_activities",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order (several rows can share a timestamp). */
    seq: bigserial({ mode: "number" }).notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    activity: text().notNull(),
    status: text().$type<OrderStatusCode>(),
    actorType: text().$type<ActivityActorValue>().notNull(),
    actorUserId: uuid(),
    actorName: text(),
    ...timestamps(),
  },
  (t) => [index("order_activities_order_idx").on(t.orderId, t.seq)],
);
