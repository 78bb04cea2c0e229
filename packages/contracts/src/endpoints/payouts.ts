import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { AUTH_ADMIN } from "../entities/common.js";
import {
  ChargebackListQuerySchema,
  ChargebackSchema,
  MerchantStatementSchema,
  PayoutBankAccountAnswerSchema,
  PayoutBankAccountBodySchema,
  ReconciliationQuerySchema,
  ReconciliationSchema,
  RecordChargebackBodySchema,
  StatementQuerySchema,
} from "../entities/payouts.js";
import { MerchantPaymentSchema } from "../entities/reports.js";
import { NullDataSchema } from "../entities/auth.js";
import { page } from "../http.js";
import { TransferWebhookParamsSchema } from "../payout-transfers.js";

const idParams = z.object({ id: z.uuid() });
/** Admins who move money: plain admins (and super admins); not dispatchers or schedulers. */
const AUTH_MONEY_ADMIN = { kinds: ["admin"], adminRoles: ["admin"] } as const;
const reportsAuth = {
  kinds: ["merchant", "admin"],
  permission: "reports:read",
  adminRoles: ["admin"],
} as const;

/** Payouts beyond the reports list: one payout, chargebacks, the merchant statement, reconciliation. */
export const payoutsEndpoints = {
  merchantPayment: defineEndpoint({
    id: "payouts.merchantPayment",
    method: "GET",
    path: "/reports/merchant-payments/:id",
    auth: reportsAuth,
    tenantOwned: true,
    summary: "One payout (merchants: their own)",
    params: idParams,
    response: MerchantPaymentSchema,
  }),
  statement: defineEndpoint({
    id: "payouts.statement",
    method: "GET",
    path: "/reports/merchant-statement",
    auth: reportsAuth,
    summary: "A merchant's statement for a period: opening balance, every line, closing balance (`format=csv` exports)",
    query: StatementQuerySchema,
    response: MerchantStatementSchema,
  }),
  reconciliation: defineEndpoint({
    id: "payouts.reconciliation",
    method: "GET",
    path: "/reports/admin/reconciliation",
    auth: AUTH_ADMIN,
    summary: "Provider payments and refunds against the ledger, mismatches listed, and the trial balance",
    query: ReconciliationQuerySchema,
    response: ReconciliationSchema,
  }),
  chargebacks: defineEndpoint({
    id: "payouts.chargebacks",
    method: "GET",
    path: "/chargebacks",
    auth: AUTH_ADMIN,
    summary: "Chargebacks, newest first",
    query: ChargebackListQuerySchema,
    response: page(ChargebackSchema),
  }),
  chargeback: defineEndpoint({
    id: "payouts.chargeback",
    method: "GET",
    path: "/chargebacks/:id",
    auth: AUTH_ADMIN,
    summary: "One chargeback",
    params: idParams,
    response: ChargebackSchema,
  }),
  recordChargeback: defineEndpoint({
    id: "payouts.recordChargeback",
    method: "POST",
    path: "/chargebacks",
    auth: AUTH_MONEY_ADMIN,
    status: 201,
    summary: "Record a chargeback the provider took on an order's payment",
    body: RecordChargebackBodySchema,
    response: ChargebackSchema,
  }),
  bankAccount: defineEndpoint({
    id: "payouts.bankAccount",
    method: "GET",
    path: "/payouts/bank-account",
    auth: { kinds: ["merchant"], permission: "reports:read" },
    summary: "The store's payout bank account, masked (null until one is saved); readable by whoever reads the payouts",
    response: PayoutBankAccountAnswerSchema,
  }),
  saveBankAccount: defineEndpoint({
    id: "payouts.saveBankAccount",
    method: "PUT",
    path: "/payouts/bank-account",
    auth: { kinds: ["merchant"], permission: "transactions:write" },
    summary: "Set the payout bank account (store owner only): the bank resolves the account name, so a saved account is verified",
    body: PayoutBankAccountBodySchema,
    response: PayoutBankAccountAnswerSchema,
  }),
  sendPayout: defineEndpoint({
    id: "payouts.send",
    method: "POST",
    path: "/reports/admin/merchant-payments/:id/send",
    auth: AUTH_MONEY_ADMIN,
    summary: "Send an approved payout (again) through the transfer provider: approved → sending (409 with PAYOUT_PROVIDER=manual)",
    params: idParams,
    response: MerchantPaymentSchema,
  }),
  transferWebhook: defineEndpoint({
    id: "payouts.transferWebhook",
    method: "POST",
    path: "/payouts/transfers/webhook/:provider",
    auth: "public",
    summary: "Transfer provider webhook: transfer.success / transfer.failed / transfer.reversed (signature checked; raw body)",
    params: TransferWebhookParamsSchema,
    body: z.unknown(),
    response: NullDataSchema,
  }),
} as const;
