import { z } from "zod";
import { DayStringSchema, MoneySchema, PageQuerySchema } from "../http.js";
import { BankCodeSchema, NubanSchema, NullableTimestampSchema, PositiveMoneyInputSchema, requiredText, TimestampSchema, uuidInput } from "./common.js";

// ---- chargebacks ----

export const CHARGEBACK_STATUSES = ["open", "merchant_liable", "platform_liable", "rejected"] as const;
export type ChargebackStatus = (typeof CHARGEBACK_STATUSES)[number];
export const CHARGEBACK_SOURCES = ["admin", "provider"] as const;

/** A disputed payment the provider took back, until an admin decides who bears it. */
export const ChargebackSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderName: z.string(),
  merchantId: z.uuid(),
  storeName: z.string(),
  amount: MoneySchema,
  reason: z.string(),
  source: z.enum(CHARGEBACK_SOURCES),
  providerEventId: z.string().nullable(),
  status: z.enum(CHARGEBACK_STATUSES),
  note: z.string().nullable(),
  decidedAt: NullableTimestampSchema,
  createdAt: TimestampSchema,
});
export type Chargeback = z.infer<typeof ChargebackSchema>;

/**
 * The order is named in `orderName` by its own number (e.g. BM-260101-ABC123-2) or by its checkout's name
 * (BM-260101-ABC123), or by its id; one of the two. A checkout name shared by several stores' orders also needs `storeName`.
 */
export const RecordChargebackBodySchema = z
  .object({
    orderId: uuidInput("Order").optional(),
    orderName: z
      .string()
      .trim()
      .toUpperCase()
      .max(40, "Order number must be at most 40 characters")
      .optional(),
    storeName: z
      .string()
      .trim()
      .max(120, "Store name must be at most 120 characters")
      .optional(),
    amount: PositiveMoneyInputSchema,
    reason: requiredText("Reason", 500, 3),
  })
  .refine((b) => b.orderId !== undefined || Boolean(b.orderName), { message: "Enter the order number", path: ["orderName"] });
export type RecordChargebackBody = z.infer<typeof RecordChargebackBodySchema>;

export const ChargebackListQuerySchema = PageQuerySchema.extend({
  status: z.enum(CHARGEBACK_STATUSES).optional(),
});

// ---- merchant statement ----

export const STATEMENT_LINE_TYPES = ["sale", "commission", "refund", "chargeback", "payout", "adjustment"] as const;
export type StatementLineType = (typeof STATEMENT_LINE_TYPES)[number];

/** A day range (YYYY-MM-DD, UTC, inclusive); admins name the merchant. */
export const StatementQuerySchema = z
  .object({
    startDate: DayStringSchema,
    endDate: DayStringSchema,
    merchantId: z.uuid().optional(),
    format: z.enum(["json", "csv"]).default("json"),
  })
  .refine((q) => q.startDate <= q.endDate, {
    message: "Start date must be on or before end date",
    path: ["endDate"],
  });

/** One line of a merchant statement: positive amounts are owed to the merchant, negative reduce it. */
export const StatementLineSchema = z.object({
  date: TimestampSchema,
  type: z.enum(STATEMENT_LINE_TYPES),
  description: z.string(),
  orderId: z.uuid().nullable(),
  /** The checkout group; `orderNumber` is the store part's own number. */
  orderName: z.string().nullable(),
  orderNumber: z.string().nullable(),
  amount: MoneySchema,
  /** The delivery fee the customer paid for the order (kept by the platform; shown, not counted). */
  delivery: MoneySchema.nullable(),
  balance: MoneySchema,
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

export const MerchantStatementSchema = z.object({
  merchantId: z.uuid(),
  storeName: z.string(),
  startDate: DayStringSchema,
  endDate: DayStringSchema,
  /** What the platform owed the merchant before the period (negative: the merchant owed back). */
  openingBalance: MoneySchema,
  lines: z.array(StatementLineSchema),
  totals: z.object({
    sales: MoneySchema,
    commission: MoneySchema,
    refunds: MoneySchema,
    chargebacks: MoneySchema,
    payouts: MoneySchema,
    adjustments: MoneySchema,
  }),
  closingBalance: MoneySchema,
  generatedAt: TimestampSchema,
});
export type MerchantStatement = z.infer<typeof MerchantStatementSchema>;

// ---- reconciliation ----

export const ReconciliationQuerySchema = z.object({ startDate: DayStringSchema, endDate: DayStringSchema }).refine((q) => q.startDate <= q.endDate, {
  message: "Start date must be on or before end date",
  path: ["endDate"],
});

export const RECONCILIATION_PROBLEMS = ["missing_in_ledger", "amount_differs"] as const;
export const ReconciliationItemSchema = z.object({
  kind: z.enum(["payment", "refund"]),
  /** Payment reference, or the refund id. */
  reference: z.string(),
  date: TimestampSchema,
  providerAmount: MoneySchema,
  ledgerAmount: MoneySchema.nullable(),
  problem: z.enum(RECONCILIATION_PROBLEMS).nullable(),
});
export type ReconciliationItem = z.infer<typeof ReconciliationItemSchema>;

export const ReconciliationSchema = z.object({
  startDate: DayStringSchema,
  endDate: DayStringSchema,
  payments: z.object({
    count: z.number().int(),
    provider: MoneySchema,
    ledger: MoneySchema,
  }),
  refunds: z.object({
    count: z.number().int(),
    provider: MoneySchema,
    ledger: MoneySchema,
  }),
  /** Only the lines that do not agree. */
  mismatches: z.array(ReconciliationItemSchema),
  trialBalance: z.array(z.object({ account: z.string(), balance: MoneySchema })),
  /** Σ of every account: 0 when the books balance. */
  trialBalanceTotal: MoneySchema,
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

// ---- the merchant's payout bank account ----

/** Where a merchant's payouts go. The account name is the bank's answer (resolved by the server), so a saved account is verified. */
export const PayoutBankAccountSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked except the last four digits. */
  accountNumber: z.string(),
  verifiedAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type PayoutBankAccount = z.infer<typeof PayoutBankAccountSchema>;
export const PayoutBankAccountAnswerSchema = z.object({ account: PayoutBankAccountSchema.nullable() });
export type PayoutBankAccountAnswer = z.infer<typeof PayoutBankAccountAnswerSchema>;
export const PayoutBankAccountBodySchema = z.object({ bankCode: BankCodeSchema, accountNumber: NubanSchema });
export type PayoutBankAccountBody = z.infer<typeof PayoutBankAccountBodySchema>;
