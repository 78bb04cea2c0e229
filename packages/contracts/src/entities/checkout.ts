import { z } from "zod";
import { DayStringSchema, MoneySchema, PageQuerySchema } from "../http.js";
import { StoreShippingFeeSchema } from "./cart.js";
import { choice, optionalText, SearchQuerySchema, TimestampSchema, uuidInput } from "./common.js";
import { OrderSummarySchema } from "./orders.js";
import { sortQuery, TRANSACTION_SORTS } from "../sort.js";

export const PAYMENT_CHANNELS = ["card", "bank_transfer", "ussd"] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
/** Payment providers (webhook path segment). `test` is the built-in offline provider. */
export const PAYMENT_PROVIDERS = ["test", "paystack", "flutterwave"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const TRANSACTION_STATUSES = ["pending", "success", "failed", "abandoned", "reversed"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Spec §3 transaction CSV export columns, in order (`format=csv`). */
export const TRANSACTION_CSV_COLUMNS = ["orderName", "amount", "customer", "status", "channel", "reference", "createdAt"] as const;

// ---- checkout ----

/** `addressId` is optional: without it the customer's default address is used. */
export const CheckoutBodySchema = z.object({ addressId: uuidInput("Shipping address").optional() });

/** One store's part of a checkout. */
export const CheckoutStoreSchema = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  items: z.array(
    z.object({
      cartItemId: z.uuid(),
      productId: z.uuid(),
      variantId: z.uuid().nullable(),
      productName: z.string(),
      /** The variant as a shopper reads it ("M · Blue"), or null. */
      variant: z.string().nullable().optional(),
      quantity: z.number().int(),
      unitPrice: MoneySchema,
      discount: MoneySchema,
      total: MoneySchema,
    }),
  ),
  subtotal: MoneySchema,
  discount: MoneySchema,
  couponCode: z.string().nullable(),
  /** A store that cannot ship to the address yet shows a zero fee, and a problem says so. */
  shipping: StoreShippingFeeSchema,
  total: MoneySchema,
});

/** simulate-order: the checkout's figures; nothing is written. */
export const CheckoutSummarySchema = z.object({
  addressId: z.uuid(),
  stores: z.array(CheckoutStoreSchema),
  subtotal: MoneySchema,
  discount: MoneySchema,
  shippingFeeTotal: MoneySchema,
  giftCardTotal: MoneySchema,
  /** What the customer pays through the provider (total − gift cards). */
  amount: MoneySchema,
  /** Problems that would stop create-order (out of stock, store closed, …); empty when it can go ahead. */
  problems: z.array(z.object({ cartItemId: z.uuid().nullable(), message: z.string() })),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummarySchema>;

/** Every field is optional: the default address, no note, and card payment (the provider's page offers the rest). */
export const CreateOrderBodySchema = z.object({
  addressId: uuidInput("Shipping address").optional(),
  orderNote: optionalText("Order note", 500),
  paymentChannel: choice(PAYMENT_CHANNELS, "Choose a payment method", { "bank transfer": "bank_transfer", transfer: "bank_transfer" }).default("card"),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const PaymentStartSchema = z.object({
  reference: z.string(),
  /** Where to send the customer to pay (the provider's page, or the test gateway). */
  authorizationUrl: z.string(),
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

/**
 * create-order answer. `payment` is null when gift cards cover the whole amount (the orders are paid at once).
 * The same `Idempotency-Key` header answers the same result without placing a second order.
 */
export const CreateOrderResultSchema = z.object({
  orderName: z.string(),
  orders: z.array(OrderSummarySchema),
  amount: MoneySchema,
  payment: PaymentStartSchema.nullable(),
});
export type CreateOrderResult = z.infer<typeof CreateOrderResultSchema>;

// ---- payments ----

export const PaymentReferenceBodySchema = z.object({
  reference: z.string({ message: "Payment reference is required" }).trim().min(6, "Not a valid payment reference").max(100),
});
export const PaymentVerificationSchema = z.object({
  reference: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  orderName: z.string().nullable(),
  amount: MoneySchema,
  paidAt: TimestampSchema.nullable(),
});
export type PaymentVerification = z.infer<typeof PaymentVerificationSchema>;

export const WebhookParamsSchema = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });
export const PaymentReferenceParamsSchema = z.object({ reference: z.string().min(6).max(100) });
export const TestGatewayBodySchema = z.object({
  outcome: z.enum(["success", "failed"], { message: "Outcome is success or failed" }),
});
export const TestGatewayResultSchema = z.object({
  reference: z.string(),
  outcome: z.enum(["success", "failed"]),
  /** Where the page sends the customer next (the web's payment callback). */
  redirectUrl: z.string(),
});

// ---- transactions ----

/** Spec §3 transaction. Card data is brand and last 4 digits only (`cardNumber` like "**** 4081"). */
export const TransactionSchema = z.object({
  id: z.uuid(),
  orderTrackerId: z.uuid().nullable(),
  transactionId: z.string().nullable(),
  amount: MoneySchema,
  reference: z.string(),
  fees: MoneySchema,
  date: TimestampSchema,
  customerName: z.string(),
  customerEmail: z.string(),
  cardType: z.string().nullable(),
  cardNumber: z.string().nullable(),
  bank: z.string().nullable(),
  country: z.string().nullable(),
  /** Admin view only; null for merchants. */
  ipAddress: z.string().nullable(),
  paymentChannel: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  orderName: z.string(),
  createdAt: TimestampSchema,
  orderTracker: z.object({
    orderName: z.string(),
    orderItems: z.array(
      z.object({ productName: z.string(), quantity: z.number().int(), productPrice: MoneySchema, storeName: z.string() }),
    ),
  }),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** `format=csv` answers text/csv with TRANSACTION_CSV_COLUMNS instead of the JSON page. */
export const TransactionListQuerySchema = PageQuerySchema.extend({
  search: SearchQuerySchema,
  status: z.enum(TRANSACTION_STATUSES).optional(),
  startDate: DayStringSchema.optional(),
  endDate: DayStringSchema.optional(),
  format: z.enum(["json", "csv"]).default("json"),
  /** Absent: newest first. The CSV export follows it too. */
  sort: sortQuery(TRANSACTION_SORTS),
});

export type CheckoutStore = z.infer<typeof CheckoutStoreSchema>;
export type TestGatewayResult = z.infer<typeof TestGatewayResultSchema>;

/** create-order needs this request header; the same key from the same customer answers the first result again. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IdempotencyKeySchema = z
  .string({ message: "Send an Idempotency-Key header with each checkout" })
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,200}$/, "An Idempotency-Key has 8 to 200 letters, digits, - _ . or :");
/** Web page the payment provider returns the customer to after paying for orders (it adds `?reference=`). */
export const ORDER_PAYMENT_CALLBACK_PATH = "/checkout/payment";
/** Unpaid orders are cancelled (stock, coupon uses and gift cards released) after this long. */
export const ORDER_PAYMENT_WINDOW_MINUTES = 30;
