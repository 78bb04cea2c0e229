import { z } from "zod";
import { DayStringSchema, MoneySchema, PageQuerySchema } from "../http.js";
import { REFUND_REQUEST_SORTS, RETURN_SORTS, sortQuery } from "../sort.js";
import { DeliveryAddressSchema } from "./cart.js";
import {
  choice,
  dateRangeMessage,
  dateRangeOk,
  FileUrlSchema,
  NullableTimestampSchema,
  optionalText,
  PositiveMoneyInputSchema,
  QueryBooleanSchema,
  requiredText,
  TimestampSchema,
  uuidInput,
} from "./common.js";

/**
 * What is wrong with a returned item, chosen from a fixed list beside the customer's own words. The first
 * four put the fault on the product or the store (seller health counts them); the others do not.
 */
export const RETURN_REASON_KINDS = ["damaged_or_faulty", "wrong_item", "not_as_described", "missing_parts", "changed_mind", "other"] as const;
export type ReturnReasonKind = (typeof RETURN_REASON_KINDS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReasonKind, string> = {
  damaged_or_faulty: "Damaged or does not work",
  wrong_item: "Wrong item, size or colour",
  not_as_described: "Not as described, or fake",
  missing_parts: "Parts or items missing",
  changed_mind: "I changed my mind",
  other: "Something else",
};
export const FAULTY_RETURN_REASON_KINDS: readonly ReturnReasonKind[] = ["damaged_or_faulty", "wrong_item", "not_as_described", "missing_parts"];

export const RETURN_TYPES = ["refund", "replace"] as const;
export type ReturnRequestType = (typeof RETURN_TYPES)[number];
/**
 * requested → accepted | rejected (merchant) → received (merchant, after pickup) →
 * refunded | replaced (admin decision) or closed (admin rejects).
 */
export const RETURN_STATUSES = ["requested", "accepted", "rejected", "received", "refunded", "replaced", "closed"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const REFUND_STATUSES = ["pending", "approved", "rejected", "paid"] as const;
export const REFUND_METHODS = ["original", "gift_card"] as const;
export const CHARGEBACK_DECISIONS = ["merchant_liable", "platform_liable", "reject"] as const;
/** Days a store may leave a return request unanswered before admins see it flagged and may decide it for the store. */
export const RETURN_STORE_DECISION_DAYS = 3;

export const ReturnedProductSchema = z.object({
  orderItemId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  hostedImages: z.array(z.string()),
  quantity: z.number().int(),
  unitPrice: MoneySchema,
  reason: z.string(),
  /** The kind chosen from the fixed list; null for requests made before the list, or without it. */
  reasonKind: z.enum(RETURN_REASON_KINDS).nullable(),
});

export const ReturnRefundSchema = z.object({
  id: z.uuid(),
  status: z.enum(REFUND_STATUSES),
  method: z.enum(REFUND_METHODS),
  requestedAmount: MoneySchema,
  amount: MoneySchema.nullable(),
  note: z.string().nullable(),
  decidedAt: NullableTimestampSchema,
});
export const ReturnReplaceSchema = z.object({
  decision: z.enum(["pending", "approved", "rejected"]),
  replacementOrderId: z.uuid().nullable(),
  note: z.string().nullable(),
  decidedAt: NullableTimestampSchema,
});
export const ReturnChargebackSchema = z.object({
  decision: z.enum(["pending", ...CHARGEBACK_DECISIONS]),
  amount: MoneySchema,
  note: z.string().nullable(),
  decidedAt: NullableTimestampSchema,
});

/** The way back: from the customer's delivery address to the store's pickup place. */
export const ReturnPickupSchema = z.object({
  from: DeliveryAddressSchema,
  to: z.object({
    storeName: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    phoneNumber: z.string().nullable(),
  }),
});

/** A return as the order view lists it (the customer's order info). */
export const OrderReturnSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(RETURN_TYPES),
  status: z.enum(RETURN_STATUSES),
  items: z.array(z.object({ orderItemId: z.uuid(), productName: z.string(), quantity: z.number().int() })),
  amount: MoneySchema,
  rejectionReason: z.string().nullable(),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  refundAmount: MoneySchema.nullable(),
  replacementOrderId: z.uuid().nullable(),
  createdAt: TimestampSchema,
});
export type OrderReturnSummary = z.infer<typeof OrderReturnSummarySchema>;

/** Spec §3 returned order. */
export const ReturnedOrderSchema = z.object({
  id: z.uuid(),
  merchantId: z.uuid(),
  storeName: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  status: z.enum(RETURN_STATUSES),
  type: z.enum(RETURN_TYPES),
  orderId: z.uuid(),
  /** The checkout group; `orderNumber` is the returned store part's own number. */
  orderName: z.string(),
  orderNumber: z.string(),
  products: z.array(ReturnedProductSchema),
  evidence: z.array(z.string()),
  rejectionReason: z.string().nullable(),
  refund: ReturnRefundSchema.nullable(),
  replace: ReturnReplaceSchema.nullable(),
  chargeback: ReturnChargebackSchema.nullable(),
  /** What the returned units cost the customer (items net of their discount share). */
  amount: MoneySchema.optional(),
  refundTo: z.enum(REFUND_METHODS).optional(),
  /** Once accepted (merchant and admin views): where the parcel is picked up and where it goes back to. */
  pickup: ReturnPickupSchema.nullable().optional(),
  acceptedAt: NullableTimestampSchema.optional(),
  receivedAt: NullableTimestampSchema.optional(),
  decidedAt: NullableTimestampSchema.optional(),
  /** Admin view: a request the store has left unanswered for RETURN_STORE_DECISION_DAYS or more. */
  stuckWithStore: z.boolean().optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ReturnedOrder = z.infer<typeof ReturnedOrderSchema>;

/** A refund waiting for (or past) an admin decision. */
export const RefundRequestSchema = z.object({
  id: z.uuid(),
  returnId: z.uuid().nullable(),
  orderId: z.uuid(),
  /** The checkout group; `orderNumber` is the store part's own number. */
  orderName: z.string(),
  orderNumber: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  merchantId: z.uuid(),
  storeName: z.string(),
  status: z.enum(REFUND_STATUSES),
  method: z.enum(REFUND_METHODS),
  requestedAmount: MoneySchema,
  amount: MoneySchema.nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: TimestampSchema,
  decidedAt: NullableTimestampSchema,
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

// ---- requests ----

const returnFields = {
  orderId: uuidInput("Order"),
  items: z
    .array(
      z.object({
        orderItemId: uuidInput("Order item"),
        quantity: z.number().int("Quantity must be a whole number").min(1, "Quantity must be at least 1"),
        reason: requiredText("Reason", 500, 3),
        /** Optional for clients written from the specification; the web asks for it. */
        reasonKind: choice(RETURN_REASON_KINDS, "Choose what is wrong from the list").optional(),
      }),
    )
    .min(1, "Choose at least one item")
    .max(50)
    .refine((items) => new Set(items.map((i) => i.orderItemId)).size === items.length, "Each item once"),
  evidence: z.array(FileUrlSchema).max(5, "At most 5 files").optional(),
  /** Where a refund goes: the original payment method (default) or a gift card. */
  refundTo: z.enum(REFUND_METHODS).default("original"),
};
/** POST /returns/return-order and /returns/replace-order (the type comes from the path). */
export const ReturnOrderBodySchema = z.object(returnFields);
export type ReturnOrderBody = z.infer<typeof ReturnOrderBodySchema>;
/** POST /ordertracking/create-return. */
export const CreateReturnBodySchema = z.object({
  ...returnFields,
  type: z.enum(RETURN_TYPES, { message: "Return type is refund or replace" }),
});
export type CreateReturnBody = z.infer<typeof CreateReturnBodySchema>;

export const ReturnListQuerySchema = PageQuerySchema.extend({
  status: z.enum(RETURN_STATUSES).optional(),
  type: z.enum(RETURN_TYPES).optional(),
  /** Only requests stuck with the store (unanswered for RETURN_STORE_DECISION_DAYS or more). */
  stuck: QueryBooleanSchema.optional(),
  startDate: DayStringSchema.optional(),
  endDate: DayStringSchema.optional(),
  /** Absent: newest first. */
  sort: sortQuery(RETURN_SORTS),
}).refine(dateRangeOk, dateRangeMessage);

export const ReturnStatusBodySchema = z
  .object({
    status: choice(["accepted", "rejected", "received"], "Status is accepted, rejected or received"),
    reason: optionalText("Reason", 500),
  })
  .refine((b) => b.status !== "rejected" || (b.reason !== undefined && b.reason.length >= 3), {
    message: "Give a reason for rejecting",
    path: ["reason"],
  });

const REJECT_REASON_MESSAGE = "Give a reason for rejecting the refund";
/** A rejection always says why (the customer is told); approving needs no note. */
export const RefundDecisionBodySchema = z
  .object({
    decision: z.enum(["approve", "reject"], { message: "Decision is approve or reject" }),
    /** Partial refund; the full refundable amount when absent. */
    amount: PositiveMoneyInputSchema.optional(),
    /** Required when rejecting: the reason the customer is given. */
    note: optionalText("Note", 500),
  })
  .refine((b) => b.decision !== "reject" || (b.note !== undefined && b.note.length >= 3), {
    message: REJECT_REASON_MESSAGE,
    path: ["note"],
  });
export const ReplaceDecisionBodySchema = z.object({
  decision: z.enum(["approve", "reject"], { message: "Decision is approve or reject" }),
  note: optionalText("Note", 500),
});
export const ChargebackDecisionBodySchema = z.object({
  decision: z.enum(CHARGEBACK_DECISIONS, { message: "Decision is merchant_liable, platform_liable or reject" }),
  note: optionalText("Note", 500),
});

export const RefundRequestsQuerySchema = PageQuerySchema.extend({
  status: z.enum(REFUND_STATUSES).optional(),
  /** Absent: newest first. */
  sort: sortQuery(REFUND_REQUEST_SORTS),
});
export const RejectRefundBodySchema = z.object({ reason: requiredText("Reason", 500, 3) });
export const RefundDecisionSimpleBodySchema = z
  .object({
    decision: z.enum(["approve", "reject"], { message: "Decision is approve or reject" }),
    amount: PositiveMoneyInputSchema.optional(),
    /** Required when rejecting. */
    reason: optionalText("Reason", 500),
  })
  .refine((b) => b.decision !== "reject" || (b.reason !== undefined && b.reason.length >= 3), {
    message: REJECT_REASON_MESSAGE,
    path: ["reason"],
  });
/** PATCH /returns/:id/admin-status: an admin decides a request the store left unanswered, saying why. */
export const ReturnAdminStatusBodySchema = z.object({
  status: choice(["accepted", "rejected"], "Status is accepted or rejected"),
  reason: requiredText("Reason", 500, 3),
});
export type ReturnAdminStatusBody = z.infer<typeof ReturnAdminStatusBodySchema>;
export const RefundReturnsQuerySchema = PageQuerySchema.extend({
  /** true: returns with a refund; false: without. */
  refund: QueryBooleanSchema.optional(),
  startDate: DayStringSchema.optional(),
  endDate: DayStringSchema.optional(),
}).refine(dateRangeOk, dateRangeMessage);

export type ReturnedProduct = z.infer<typeof ReturnedProductSchema>;
