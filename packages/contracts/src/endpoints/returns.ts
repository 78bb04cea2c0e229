import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page } from "../http.js";
import { AUTH_CUSTOMER } from "../entities/common.js";
import {
  ChargebackDecisionBodySchema,
  CreateReturnBodySchema,
  RefundDecisionBodySchema,
  RefundDecisionSimpleBodySchema,
  RefundRequestSchema,
  RefundRequestsQuerySchema,
  RefundReturnsQuerySchema,
  RejectRefundBodySchema,
  ReplaceDecisionBodySchema,
  ReturnAdminStatusBodySchema,
  ReturnedOrderSchema,
  ReturnListQuerySchema,
  ReturnOrderBodySchema,
  ReturnStatusBodySchema,
} from "../entities/returns.js";
import { ChargebackSchema } from "../entities/payouts.js";

const idParams = z.object({ id: z.uuid() });
const returnsReadOrAdmin = { kinds: ["merchant", "admin"], permission: "returns:read", adminRoles: ["admin"] } as const;
/** Refund and replacement decisions are money decisions: admins and super admins, not dispatchers or schedulers. */
const AUTH_DECIDER = { kinds: ["admin"], adminRoles: ["admin"] } as const;

export const returnsEndpoints = {
  createReturn: defineEndpoint({
    id: "returns.createReturn", method: "POST", path: "/ordertracking/create-return", auth: AUTH_CUSTOMER, status: 201,
    summary: "Ask to return (refund) or replace delivered items, within 7 days of delivery",
    body: CreateReturnBodySchema, response: ReturnedOrderSchema,
  }),
  returnOrder: defineEndpoint({
    id: "returns.returnOrder", method: "POST", path: "/returns/return-order", auth: AUTH_CUSTOMER, status: 201,
    summary: 'Ask to return items for a refund (message "Order return was successful")', body: ReturnOrderBodySchema,
    response: ReturnedOrderSchema,
  }),
  replaceOrder: defineEndpoint({
    id: "returns.replaceOrder", method: "POST", path: "/returns/replace-order", auth: AUTH_CUSTOMER, status: 201,
    summary: 'Ask to replace items (message "Order replacement was successful")', body: ReturnOrderBodySchema,
    response: ReturnedOrderSchema,
  }),
  list: defineEndpoint({
    id: "returns.list", method: "GET", path: "/returns/all-order-returns", auth: returnsReadOrAdmin,
    summary: "Returns: the store's own (merchant) or all (admin)", query: ReturnListQuerySchema,
    response: page(ReturnedOrderSchema),
  }),
  get: defineEndpoint({
    id: "returns.get", method: "GET", path: "/returns/:id", auth: returnsReadOrAdmin, tenantOwned: true,
    summary: "One return", params: idParams, response: ReturnedOrderSchema,
  }),
  updateStatus: defineEndpoint({
    id: "returns.updateStatus", method: "PATCH", path: "/returns/:id/status",
    auth: { kinds: ["merchant"], permission: "returns:write" }, tenantOwned: true,
    summary: "Accept, reject, or mark a return received", params: idParams, body: ReturnStatusBodySchema,
    response: ReturnedOrderSchema,
  }),
  adminStatus: defineEndpoint({
    id: "returns.adminStatus", method: "PATCH", path: "/returns/:id/admin-status", auth: AUTH_DECIDER,
    summary: "Accept or reject, with a reason, a request the store left unanswered for 3 days or more (admin override)",
    params: idParams, body: ReturnAdminStatusBodySchema, response: ReturnedOrderSchema,
  }),
  refundDecision: defineEndpoint({
    id: "returns.refundDecision", method: "PATCH", path: "/returns/:id/refund-decision", auth: AUTH_DECIDER,
    summary: "Decide the refund of a received return (full or partial)", params: idParams,
    body: RefundDecisionBodySchema, response: ReturnedOrderSchema,
  }),
  replaceDecision: defineEndpoint({
    id: "returns.replaceDecision", method: "PATCH", path: "/returns/:id/replace-decision", auth: AUTH_DECIDER,
    summary: "Decide a replacement (approve ships a new order at no charge)", params: idParams,
    body: ReplaceDecisionBodySchema, response: ReturnedOrderSchema,
  }),
  chargebackDecision: defineEndpoint({
    id: "returns.chargebackDecision", method: "PATCH", path: "/returns/:id/chargeback-decision",
    auth: { kinds: ["admin"], adminRoles: ["admin"] },
    summary: "Decide a chargeback (`:id` is the chargeback's id): merchant liable, platform liable, or reject",
    params: idParams, body: ChargebackDecisionBodySchema, response: ChargebackSchema,
  }),
  refundRequests: defineEndpoint({
    id: "returns.refundRequests", method: "GET", path: "/refunds/requests", auth: AUTH_DECIDER,
    summary: "Refund requests", query: RefundRequestsQuerySchema, response: page(RefundRequestSchema),
  }),
  rejectRefund: defineEndpoint({
    id: "returns.rejectRefund", method: "PATCH", path: "/refunds/:id/reject", auth: AUTH_DECIDER,
    summary: "Reject a refund request", params: idParams, body: RejectRefundBodySchema, response: RefundRequestSchema,
  }),
  decideRefund: defineEndpoint({
    id: "returns.decideRefund", method: "PATCH", path: "/refunds/:id/decision", auth: AUTH_DECIDER,
    summary: "Approve (optionally partial) or reject a refund request", params: idParams,
    body: RefundDecisionSimpleBodySchema, response: RefundRequestSchema,
  }),
  refundReturns: defineEndpoint({
    id: "returns.refundReturns", method: "GET", path: "/refunds/returns", auth: returnsReadOrAdmin,
    summary: "Returns with (refund=true) or without refunds in a date range", query: RefundReturnsQuerySchema,
    response: page(ReturnedOrderSchema),
  }),
} as const;
