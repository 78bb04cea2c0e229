import { z } from "zod";
import { DayStringSchema, MoneySchema, PageQuerySchema } from "../http.js";
import { ORDER_SORTS, sortQuery } from "../sort.js";
import { DeliveryAddressSchema } from "./cart.js";
import { OrderReturnSummarySchema } from "./returns.js";
import { choice, NamedRefSchema, PhoneNumberSchema, QueryBooleanSchema, requiredText, SearchQuerySchema, TimestampSchema, uuidInput } from "./common.js";

import { ORDER_STATUS_CODES } from "../order-statuses.js";

export { ORDER_STATUSES, ORDER_STATUS_CODES, type OrderStatusCode, type OrderStatusKnownName } from "../order-statuses.js";
export const OrderStatusCodeSchema = z.enum(ORDER_STATUS_CODES, { message: "Unknown order status" });

/**
 * Moves a caller asks for through PATCH update-order-status / partner status. Assignment, delivery (token),
 * payment, completion and return moves have their own endpoints or belong to the system.
 */
export const MANUAL_ORDER_STATUS_CODES = [
  "confirmed",
  "ready_to_ship",
  "3pl_accepted",
  "picked_up",
  "in_transit",
  "cancelled",
] as const;
export const PARTNER_ORDER_STATUS_CODES = ["3pl_accepted", "picked_up", "in_transit"] as const;

/** Spec §3 bitmarteOrderStatus. */
export const BitmarteOrderStatusSchema = z.object({
  id: z.number().int(),
  code_name: OrderStatusCodeSchema,
  known_name: z.string(),
});
export type BitmarteOrderStatus = z.infer<typeof BitmarteOrderStatusSchema>;

export const ACTIVITY_ACTORS = ["customer", "merchant", "admin", "partner", "system"] as const;

/** Spec §3 order activity (who, what, when). */
export const OrderActivitySchema = z.object({
  id: z.uuid(),
  orderTrackerId: z.uuid(),
  activity: z.string(),
  status: OrderStatusCodeSchema.nullable(),
  actorType: z.enum(ACTIVITY_ACTORS),
  actorName: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type OrderActivity = z.infer<typeof OrderActivitySchema>;

/** A review the customer wrote of an order's item or store (the customer's own order info). */
export const OrderReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  hidden: z.boolean(),
  createdAt: TimestampSchema,
});
export type OrderReview = z.infer<typeof OrderReviewSchema>;

/** Spec §3 order item (prices frozen at checkout). */
export const OrderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  merchantId: z.uuid(),
  storeName: z.string(),
  storeId: z.uuid(),
  /** This item's share of the order's shipping fee. */
  shippingFee: MoneySchema,
  quantity: z.number().int(),
  productPrice: MoneySchema,
  productName: z.string(),
  hostedImages: z.array(z.string()),
  productVariants: z
    .object({ id: z.uuid(), sku: z.string(), size: z.string().nullable(), color: z.string().nullable() })
    .nullable(),
  discount: MoneySchema,
  total: MoneySchema,
  /** Quantity already asked back in returns. */
  returnedQuantity: z.number().int(),
  reviewed: z.boolean(),
  /** The customer's review of this item (their own order info; null when none yet). */
  review: OrderReviewSchema.nullable().optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

const orderCoreFields = {
  id: z.uuid(),
  /** The checkout group: every store part of one checkout shares it (e.g. BM-261127-ABCDEF). */
  orderName: z.string(),
  /** This store part's own number, unique across the marketplace: the group and the part (BM-261127-ABCDEF-2). */
  orderNumber: z.string(),
  orderStatusId: z.number().int(),
  orderStatus: OrderStatusCodeSchema,
  bitmarteOrderStatus: BitmarteOrderStatusSchema,
  subtotal: MoneySchema,
  discount: MoneySchema,
  shippingFee: MoneySchema,
  /** Part of the total paid with gift cards. */
  giftCardAmount: MoneySchema,
  total: MoneySchema,
  customerId: z.uuid(),
  merchantId: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  assignedToBitmarte: z.boolean(),
  assignedToShippingPartner: z.boolean(),
  assignedToDispatcher: z.boolean(),
  approvePayout: z.boolean(),
  /** When the order entered its current status (late flags count from here). */
  statusChangedAt: TimestampSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
};

/** What operations need to plan a delivery from a list row (admin and scheduler order lists). */
export const OrderDispatchInfoSchema = z.object({
  /** Where the parcel goes: the delivery address's state and city. */
  deliveryState: z.string(),
  deliveryCity: z.string(),
  /** Where it is picked up: a Bitmarte hub (its name) or the store's own pickup place. */
  pickup: z.object({ hubId: z.uuid().nullable(), hubName: z.string().nullable(), city: z.string(), state: z.string() }),
  weightKg: z.number(),
  /** Late for its current stage (fulfilment settings): yellow past the limit, red past twice; null when on time. */
  late: z.enum(["yellow", "red"]).nullable(),
  /** The latest decline by a shipping partner, if any partner declined the order. */
  partnerDecline: z.object({ by: z.string().nullable(), reason: z.string(), at: TimestampSchema }).nullable(),
  /** The delivery token is locked after 5 wrong tries (an admin must make a new one). */
  tokenLocked: z.boolean(),
});
export type OrderDispatchInfo = z.infer<typeof OrderDispatchInfoSchema>;

/** An order in lists. */
export const OrderSummarySchema = z.object({
  ...orderCoreFields,
  customerName: z.string(),
  /** Units across the order's lines. */
  itemCount: z.number().int(),
  /** Product lines (a line of 3 joggers is one line of 3 units). */
  lineCount: z.number().int().optional(),
  firstItem: z
    .object({
      productName: z.string(),
      hostedImages: z.array(z.string()),
      quantity: z.number().int().optional(),
      /** The line's variant as a shopper reads it ("M · Blue"), or null. */
      variant: z.string().nullable().optional(),
    })
    .nullable(),
  /** Admin order lists only. */
  dispatch: OrderDispatchInfoSchema.optional(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** Spec §3 order (one store's part of a checkout; orders of one checkout share `orderName`, each has its own `orderNumber`). */
export const OrderSchema = z.object({
  ...orderCoreFields,
  orderReturnId: z.uuid().nullable(),
  orderNote: z.string().nullable(),
  customerName: z.string(),
  /** Upload URLs (pickup or delivery photos). */
  shippingEvidence: z.array(z.string()),
  withinLagos: z.boolean(),
  lagosMerchant: z.boolean(),
  lagosCustomer: z.boolean(),
  orderItems: z.array(OrderItemSchema),
  rewardProductsIds: z.array(z.uuid()),
  deliveryAddress: DeliveryAddressSchema,
  /** Commission percentage frozen at checkout (merchant and admin views; null for others). */
  commissionPercentage: z.number().nullable(),
  /**
   * The commission in naira and what the store receives for the order (items − merchant coupons −
   * commission; delivery goes to the platform), by the settlement rules, before any refund of a return.
   * Merchant and admin views; null for others.
   */
  commissionAmount: MoneySchema.nullable(),
  merchantReceives: MoneySchema.nullable(),
  partnerAssignOrderId: z.uuid().nullable(),
  partnerProfile: NamedRefSchema.nullable(),
  dispatcherId: z.uuid().nullable(),
  dispatchPhoneNumber: z.string().nullable(),
  /** The 6-digit delivery token: only in the customer's own order info, null elsewhere. */
  orderDeliveryToken: z.string().nullable(),
  orderActivities: z.array(OrderActivitySchema),
  paidAt: TimestampSchema.nullable(),
  deliveredAt: TimestampSchema.nullable(),
  /** Returns asked for this order, newest first (the customer's order info). */
  returns: z.array(OrderReturnSummarySchema).optional(),
  /** Until when the customer may ask to return items (delivered orders). */
  returnWindowEndsAt: TimestampSchema.nullable().optional(),
  /** The payment of an order still awaiting it, in the customer's own order info ("Check payment"). */
  paymentReference: z.string().nullable().optional(),
  /** The customer's review of the store for this order (their own order info; null when none yet). */
  merchantReview: OrderReviewSchema.nullable().optional(),
  /** Admin views: when the delivery token was locked after 5 wrong tries (null while usable or absent). */
  deliveryTokenLockedAt: TimestampSchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/** One event of GET /ordertracking/admin/live (server-sent events; `data:` is this JSON). */
export const OrderStatusEventSchema = z.object({
  orderId: z.uuid(),
  orderName: z.string(),
  orderNumber: z.string(),
  storeName: z.string(),
  from: OrderStatusCodeSchema.nullable(),
  to: OrderStatusCodeSchema,
  known_name: z.string(),
  actorType: z.enum(ACTIVITY_ACTORS),
  at: TimestampSchema,
});
export type OrderStatusEvent = z.infer<typeof OrderStatusEventSchema>;

/** Merchant pickup and customer delivery details of an order. */
export const ShippingDetailsSchema = z.object({
  orderId: z.uuid(),
  orderName: z.string(),
  orderNumber: z.string(),
  pickup: z.object({
    storeId: z.uuid(),
    storeName: z.string(),
    phoneNumber: z.string().nullable(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    hubId: z.uuid().nullable(),
  }),
  delivery: DeliveryAddressSchema,
  weight: z.number(),
  withinLagos: z.boolean(),
});
export type ShippingDetails = z.infer<typeof ShippingDetailsSchema>;

export const DispatcherSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isActive: z.boolean(),
  activeOrders: z.number().int(),
});
export type Dispatcher = z.infer<typeof DispatcherSchema>;

export const DeliveryTokenResultSchema = z.object({
  orderId: z.uuid(),
  /** The new token is mailed to the customer and shown in their order info, never answered here. */
  sentTo: z.string(),
  regeneratedAt: TimestampSchema,
});

// ---- requests ----

const orderListFields = {
  status: OrderStatusCodeSchema.optional(),
  /** Absent: newest first. */
  sort: sortQuery(ORDER_SORTS),
  search: SearchQuerySchema,
  startDate: DayStringSchema.optional(),
  endDate: DayStringSchema.optional(),
};
export const CustomerOrdersQuerySchema = PageQuerySchema.extend({
  status: OrderStatusCodeSchema.optional(),
  /** Absent: newest first. */
  sort: sortQuery(ORDER_SORTS),
});
export const OrderListQuerySchema = PageQuerySchema.extend(orderListFields);
export const AdminOrderListQuerySchema = PageQuerySchema.extend({
  ...orderListFields,
  merchantId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  assigned: z.enum(["bitmarte", "partner", "dispatcher", "none"]).optional(),
  /** Only orders late for their stage (thresholds: fulfilment settings). */
  late: QueryBooleanSchema.optional(),
});

/** A page of orders with the number of orders in each status (for status tabs; same filters but status). */
export const OrderPageSchema = z.object({
  rows: z.array(OrderSummarySchema),
  count: z.number().int(),
  statusCounts: z.record(z.string(), z.number().int()),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** Admin settings of the delivery chain. */
export const FulfilmentSettingsSchema = z.object({
  /** Days after delivery during which returns are accepted; the order completes when it closes. */
  returnWindowDays: z.number().int().min(0).max(60),
  /** Hours a paid order may wait for the store to accept before it is late. */
  pendingLateHours: z.number().int().min(1).max(720),
  /** Hours a packed order may wait unassigned before it is late. */
  readyToShipLateHours: z.number().int().min(1).max(720),
  /** Hours an order may be assigned but not picked up before it is late. */
  assignedLateHours: z.number().int().min(1).max(720),
  /** Hours an order may be on the road (picked up or in transit) before it is late. */
  inTransitLateHours: z.number().int().min(1).max(720),
});
export type FulfilmentSettings = z.infer<typeof FulfilmentSettingsSchema>;
export const FulfilmentSettingsBodySchema = FulfilmentSettingsSchema.partial();

/** An order late for its stage: yellow past the threshold, red past twice the threshold. */
export const LateOrderSchema = z.object({
  order: OrderSummarySchema,
  stage: OrderStatusCodeSchema,
  since: TimestampSchema,
  hours: z.number(),
  level: z.enum(["yellow", "red"]),
});
export type LateOrder = z.infer<typeof LateOrderSchema>;

/** The operations board: orders per status and the late ones, worst first. */
/** An order whose delivery token is locked after 5 wrong tries: it cannot be delivered until an admin makes a new one. */
export const LockedTokenOrderSchema = z.object({
  order: OrderSummarySchema,
  lockedAt: TimestampSchema,
});
export type LockedTokenOrder = z.infer<typeof LockedTokenOrderSchema>;

export const OperationsBoardSchema = z.object({
  statusCounts: z.record(z.string(), z.number().int()),
  late: z.array(LateOrderSchema),
  /** Orders with a locked delivery token, the longest locked first (at most 100), and how many there are. */
  lockedTokens: z.array(LockedTokenOrderSchema).optional(),
  lockedTokenCount: z.number().int().optional(),
  settings: FulfilmentSettingsSchema,
  at: TimestampSchema,
});
export type OperationsBoard = z.infer<typeof OperationsBoardSchema>;
export const OrderSearchQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().min(1, "Enter something to search for").max(100),
});

export const OrderStatusesQuerySchema = z.object({ orderId: z.uuid() });

export const UpdateOrderStatusBodySchema = z
  .object({
    status: choice(MANUAL_ORDER_STATUS_CODES, "This status cannot be set here"),
    reason: z.string().trim().max(500, "Reason must be at most 500 characters").optional(),
  })
  .refine((b) => b.status !== "cancelled" || (b.reason !== undefined && b.reason.length >= 3), {
    message: "Give a reason for cancelling",
    path: ["reason"],
  });
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBodySchema>;

export const AssignToPartnerBodySchema = z.object({ partnerId: uuidInput("Shipping partner") });
export const AssignToDispatcherBodySchema = z.object({ dispatcherId: uuidInput("Dispatcher") });

export const CustomerShippingAddressQuerySchema = z.object({
  customerId: z.uuid(),
  deliveryAddressId: z.uuid(),
});
export const UpdateTokenQuerySchema = z.object({ orderId: z.uuid() });
export const ConvertTokenBodySchema = z.object({
  token: z.string({ message: "Enter the delivery token" }).trim().regex(/^\d{6}$/, "The delivery token has 6 digits"),
  /** Optional photo evidence of the delivery: ids of images uploaded through POST /uploads. */
  shippingEvidence: z.array(z.uuid({ message: "Evidence must be an uploaded image" })).max(4, "At most 4 photos").optional(),
});
export const DispatcherPhoneBodySchema = z.object({ dispatchPhoneNumber: PhoneNumberSchema });

export const PartnerDeclineBodySchema = z.object({ reason: requiredText("Reason", 500, 3) });
export const PartnerStatusBodySchema = z.object({
  status: choice(PARTNER_ORDER_STATUS_CODES, "Status is 3pl_accepted, picked_up or in_transit"),
});

export type DeliveryTokenResult = z.infer<typeof DeliveryTokenResultSchema>;
