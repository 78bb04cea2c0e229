import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page } from "../http.js";
import {
  CheckoutBodySchema,
  CheckoutSummarySchema,
  CreateOrderBodySchema,
  CreateOrderResultSchema,
  PaymentReferenceBodySchema,
  PaymentReferenceParamsSchema,
  PaymentVerificationSchema,
  TestGatewayBodySchema,
  TestGatewayResultSchema,
  TransactionListQuerySchema,
  TransactionSchema,
  WebhookParamsSchema,
} from "../entities/checkout.js";
import { AUTH_ADMIN, AUTH_CUSTOMER } from "../entities/common.js";
import { NullDataSchema } from "../entities/auth.js";

const idParams = z.object({ id: z.uuid() });
const transactionsRead = { kinds: ["merchant"], permission: "transactions:read" } as const;

export const checkoutEndpoints = {
  simulateOrder: defineEndpoint({
    id: "checkout.simulateOrder", method: "POST", path: "/ordertracking/simulate-order", auth: AUTH_CUSTOMER,
    summary: "The checkout's figures for the selected cart items; nothing is written", body: CheckoutBodySchema,
    response: CheckoutSummarySchema,
  }),
  createOrder: defineEndpoint({
    id: "checkout.createOrder", method: "POST", path: "/ordertracking/create-order", auth: AUTH_CUSTOMER, status: 201,
    summary: "Place one order per store and start the payment (send an `Idempotency-Key` header)",
    body: CreateOrderBodySchema, response: CreateOrderResultSchema,
  }),
  verifyTransaction: defineEndpoint({
    id: "checkout.verifyTransaction", method: "POST", path: "/transactions/customer/transaction", auth: AUTH_CUSTOMER,
    summary: "Verify a payment with the provider by reference (idempotent)", body: PaymentReferenceBodySchema,
    response: PaymentVerificationSchema,
  }),
  webhook: defineEndpoint({
    id: "checkout.webhook", method: "POST", path: "/payments/webhook/:provider", auth: "public",
    summary: "Payment provider webhook (signature checked; raw body)", params: WebhookParamsSchema,
    body: z.unknown(), response: NullDataSchema,
  }),
  testGatewayPage: defineEndpoint({
    id: "checkout.testGatewayPage", method: "GET", path: "/payments/test-gateway/:reference", auth: "public",
    raw: "html", summary: "The test provider's payment page (approve / decline buttons)",
    params: PaymentReferenceParamsSchema, response: z.string(),
  }),
  testGatewayPay: defineEndpoint({
    id: "checkout.testGatewayPay", method: "POST", path: "/payments/test-gateway/:reference", auth: "public",
    summary: "What the test page's buttons do; the provider then reports as a real one would (test provider only)",
    params: PaymentReferenceParamsSchema, body: TestGatewayBodySchema, response: TestGatewayResultSchema,
  }),
  adminTransactions: defineEndpoint({
    id: "checkout.adminTransactions", method: "GET", path: "/transactions/admin", auth: AUTH_ADMIN,
    summary: "All payment transactions (`format=csv` exports)", query: TransactionListQuerySchema,
    response: page(TransactionSchema),
  }),
  adminTransaction: defineEndpoint({
    id: "checkout.adminTransaction", method: "GET", path: "/transactions/admin/:id", auth: AUTH_ADMIN,
    summary: "One transaction", params: idParams, response: TransactionSchema,
  }),
  merchantTransactions: defineEndpoint({
    id: "checkout.merchantTransactions", method: "GET", path: "/transactions/merchant", auth: transactionsRead,
    summary: "Transactions of the store's orders (`format=csv` exports)", query: TransactionListQuerySchema,
    response: page(TransactionSchema),
  }),
  merchantTransaction: defineEndpoint({
    id: "checkout.merchantTransaction", method: "GET", path: "/transactions/merchant/:id", auth: transactionsRead,
    tenantOwned: true, summary: "One transaction of the store's orders", params: idParams, response: TransactionSchema,
  }),
} as const;
