import { z } from "zod";
import { DayStringSchema, MoneySchema } from "../http.js";
import { choice, NullableTimestampSchema, TimestampSchema } from "./common.js";

/**
 * Every report takes startDate and endDate (YYYY-MM-DD, UTC, inclusive). Merchants see their store;
 * admins see all, or one merchant with `merchantId` (ignored for merchants).
 */
const reportQueryFields = {
  startDate: DayStringSchema,
  endDate: DayStringSchema,
  merchantId: z.uuid().optional(),
  /** `csv` answers text/csv (₦ amounts, medium dates) on table-shaped reports; the others ignore it. */
  format: z.enum(["json", "csv"]).default("json"),
};
const rangeOk = (q: { startDate: string; endDate: string }) => q.startDate <= q.endDate;
const rangeMessage = { message: "Start date must be on or before end date", path: ["endDate"] };

export const ReportQuerySchema = z.object(reportQueryFields).refine(rangeOk, rangeMessage);
export type ReportQuery = z.infer<typeof ReportQuerySchema>;
export const REPORT_INTERVALS = ["day", "week", "month"] as const;
export const TimeSeriesQuerySchema = z
  .object({ ...reportQueryFields, interval: z.enum(REPORT_INTERVALS).default("day") })
  .refine(rangeOk, rangeMessage);
export const SALES_TABLE_SORTS = ["date", "total", "grossSales", "customerName", "storeName"] as const;
export const ReportTableQuerySchema = z
  .object({
    ...reportQueryFields,
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    sort: z.enum(SALES_TABLE_SORTS).default("date"),
    order: z.enum(["asc", "desc"]).default("desc"),
  })
  .refine(rangeOk, rangeMessage);

/** `sending`: a transfer provider has the payout and has not yet confirmed it (docs/payouts.md). */
export const MERCHANT_PAYMENT_STATUSES = ["pending", "approved", "sending", "processed"] as const;
export type MerchantPaymentStatus = (typeof MERCHANT_PAYMENT_STATUSES)[number];
/** How payout lists sort (newest first by default). */
export const MERCHANT_PAYMENT_SORTS = ["newest", "oldest", "amount_desc", "amount_asc"] as const;
export const PaymentReportQuerySchema = z
  .object({
    ...reportQueryFields,
    status: z.enum(MERCHANT_PAYMENT_STATUSES).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    sort: z.enum(MERCHANT_PAYMENT_SORTS).default("newest"),
    /** `csv` answers text/csv (₦ amounts, medium dates) instead of the JSON page. */
    format: z.enum(["json", "csv"]).default("json"),
  })
  .refine(rangeOk, rangeMessage);

// ---- answers ----

export const SalesReportSchema = z.object({
  grossSales: MoneySchema,
  discounts: MoneySchema,
  returns: MoneySchema,
  netSales: MoneySchema,
  shipping: MoneySchema,
  totalSales: MoneySchema,
  totalOrders: z.number().int(),
  averageOrderValue: MoneySchema,
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

export const OrdersReportSchema = z.object({
  totalOrders: z.number().int(),
  byStatus: z.array(z.object({ code_name: z.string(), known_name: z.string(), count: z.number().int() })),
});

export const ProductQuantityRowSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  amount: MoneySchema,
});
export const ProductsSoldReportSchema = z.object({
  totalQuantity: z.number().int(),
  rows: z.array(ProductQuantityRowSchema),
});

export const TimeSeriesPointSchema = z.object({
  /** First day of the bucket. */
  date: DayStringSchema,
  amount: MoneySchema,
  orders: z.number().int(),
});
export const TimeSeriesReportSchema = z.object({
  interval: z.enum(REPORT_INTERVALS),
  points: z.array(TimeSeriesPointSchema),
});

export const SalesByCustomerRowSchema = z.object({
  customerId: z.uuid(),
  customerName: z.string(),
  email: z.string(),
  orders: z.number().int(),
  amount: MoneySchema,
});
export const SalesByLocationRowSchema = z.object({
  state: z.string(),
  city: z.string().nullable(),
  orders: z.number().int(),
  amount: MoneySchema,
});

export const SalesTableRowSchema = z.object({
  orderId: z.uuid(),
  /** The checkout group; `orderNumber` is this store part's own number. */
  orderName: z.string(),
  orderNumber: z.string(),
  date: TimestampSchema,
  storeName: z.string(),
  customerName: z.string(),
  grossSales: MoneySchema,
  discounts: MoneySchema,
  shipping: MoneySchema,
  netSales: MoneySchema,
  total: MoneySchema,
  status: z.string(),
});

export const SettlementRowSchema = z.object({
  merchantId: z.uuid(),
  storeName: z.string(),
  orders: z.number().int(),
  totalOrderAmount: MoneySchema,
  commission: MoneySchema,
  dueToMerchant: MoneySchema,
});
export const SettlementReportSchema = z.object({
  /** The settlement day (the day after the range's end). */
  settlementDate: DayStringSchema,
  rows: z.array(SettlementRowSchema),
  totalDueToMerchants: MoneySchema,
});

/** Spec §3 finance totals (field names as the spec spells them, including `remitToBitmart`). */
export const FinanceReportSchema = z.object({
  dueToMerchant: MoneySchema,
  commissionPercentage: z.number().nullable(),
  commissionAmount: MoneySchema,
  totalSalesOrderAmount: MoneySchema,
  totalOrderAmount: MoneySchema,
  totalDeliveryAmount: MoneySchema,
  totalDiscountAmount: MoneySchema,
  totalGiftCardAmount: MoneySchema,
  totalRefundAmount: MoneySchema,
  remitToBitmart: MoneySchema,
  totalOrders: z.number().int(),
});
export type FinanceReport = z.infer<typeof FinanceReportSchema>;

/** Spec §3 returns report totals. */
export const ReturnsReportSchema = z.object({
  totalOrderAmt: MoneySchema,
  deliveryAmt: MoneySchema,
  salesOrderAmt: MoneySchema,
  totalOrders: z.number().int(),
});
export type ReturnsReport = z.infer<typeof ReturnsReportSchema>;

/** A merchant payout line (one completed order's merchant due). */
export const MerchantPaymentSchema = z.object({
  id: z.uuid(),
  merchantId: z.uuid(),
  storeName: z.string(),
  orderId: z.uuid(),
  /** The checkout group; `orderNumber` is this store part's own number (e.g. BM-261127-ABC123-2). */
  orderName: z.string(),
  orderNumber: z.string(),
  totalOrderAmount: MoneySchema,
  commission: MoneySchema,
  deliveryAmount: MoneySchema,
  /** Clawbacks netted against this payout. */
  adjustments: MoneySchema,
  amount: MoneySchema,
  status: z.enum(MERCHANT_PAYMENT_STATUSES),
  bankName: z.string().nullable(),
  /** Masked, e.g. "******1234". */
  accountNumber: z.string().nullable(),
  approvedAt: NullableTimestampSchema,
  processedAt: NullableTimestampSchema,
  createdAt: TimestampSchema,
  /** The merchant's due before clawbacks (items − merchant coupons − commission). */
  due: MoneySchema.optional(),
  /** The bank transfer reference, once processed. */
  transferReference: z.string().nullable().optional(),
  /** When the order completed (the payout became due). */
  completedAt: NullableTimestampSchema.optional(),
  /** The last transfer's bad end while the payout is back to approved: the provider failed or reversed it. */
  transferOutcome: z.enum(["failed", "reversed"]).nullable().optional(),
  /** The provider's (or bank's) reason for that failure or reversal. */
  failureReason: z.string().nullable().optional(),
  /** `provider`: approved payouts are sent by the transfer provider; `manual`: an admin pays and marks them processed. */
  sendMode: z.enum(["manual", "provider"]).optional(),
});
export type MerchantPayment = z.infer<typeof MerchantPaymentSchema>;

/** Spec §3 admin payment stats (naira totals, with counts). */
export const PaymentStatsSchema = z.object({
  processedPayment: MoneySchema,
  approvedPayment: MoneySchema,
  pendingPayment: MoneySchema,
  processedCount: z.number().int(),
  approvedCount: z.number().int(),
  pendingCount: z.number().int(),
});
export type PaymentStats = z.infer<typeof PaymentStatsSchema>;

export const UpdateMerchantPaymentBodySchema = z.object({
  status: choice(["approved", "processed"], "Status is approved or processed"),
  /** The bank transfer reference: required to mark a payout processed. */
  reference: z.string().trim().min(3, "Transfer reference is at least 3 characters").max(100, "Transfer reference is at most 100 characters").optional(),
});

export type OrdersReport = z.infer<typeof OrdersReportSchema>;
export type ProductsSoldReport = z.infer<typeof ProductsSoldReportSchema>;
export type TimeSeriesReport = z.infer<typeof TimeSeriesReportSchema>;
export type SalesByCustomerRow = z.infer<typeof SalesByCustomerRowSchema>;
export type SalesByLocationRow = z.infer<typeof SalesByLocationRowSchema>;
export type SalesTableRow = z.infer<typeof SalesTableRowSchema>;
export type SettlementReport = z.infer<typeof SettlementReportSchema>;
export type ProductQuantityRow = z.infer<typeof ProductQuantityRowSchema>;
