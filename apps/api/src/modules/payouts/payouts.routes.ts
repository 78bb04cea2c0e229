import {
  MESSAGES,
  PAYOUT_TRANSFER_MESSAGES,
  ordersEndpoints as orders,
  payoutsEndpoints as payouts,
  reportsEndpoints as reports,
  returnsEndpoints as returns,
} from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { sendCsv } from "../../http/csv-reply.js";
import { route } from "../../http/endpoint.js";
import { withRawJsonBodies } from "../../http/raw-body.js";
import { notFound } from "../../lib/errors.js";
import * as service from "./payouts.service.js";
import * as transfers from "./payouts.transfers.js";

/** Merchant payouts (approve, process, lists, stats), chargebacks, the merchant statement and reconciliation. */
export function payoutsRoutes(app: FastifyInstance): void {
  route(app, orders.approveMerchantPayment, async ({ ctx, params }) => ({
    data: await transfers.approveOrderPayoutAndSend(ctx, params.orderId),
    message: MESSAGES.payoutApproved,
  }));
  route(app, reports.updateMerchantPayment, async ({ ctx, params, body }) => {
    const data = await transfers.updatePayoutAndSend(ctx, params.id, body);
    return {
      data,
      message: body.status === "processed" ? MESSAGES.payoutProcessed : data.status === "sending" ? PAYOUT_TRANSFER_MESSAGES.sent : MESSAGES.payoutApproved,
    };
  });
  route(app, payouts.sendPayout, async ({ ctx, params }) => ({
    data: await transfers.sendPayout(ctx, params.id),
    message: PAYOUT_TRANSFER_MESSAGES.sent,
  }));
  // The transfer webhook keeps the raw body (its own scope, as the payments webhook). Plugins load after the
  // unimplemented-endpoint fallback, so it is claimed here.
  app.implementedEndpoints.add(payouts.transferWebhook.id);
  withRawJsonBodies(app, (scope, rawBodyOf) => {
    route(scope, payouts.transferWebhook, async ({ ctx, params, req }) => {
      await transfers.receiveTransferWebhook(ctx, params.provider, rawBodyOf(req), req.headers);
      return { data: null, message: MESSAGES.ok };
    });
  });
  route(app, reports.merchantPayments, async ({ ctx, query, reply }) => {
    const answer = await service.listMerchantPayments(ctx, query);
    if ("csv" in answer) {
      sendCsv(reply, answer.csv, `payouts-${query.startDate}-${query.endDate}`);
      return { raw: true };
    }
    return { data: answer.page };
  });
  route(app, reports.adminPayments, async ({ ctx, query, reply }) => {
    const answer = await service.listAdminPayments(ctx, query);
    if ("csv" in answer) {
      sendCsv(reply, answer.csv, `payouts-${query.startDate}-${query.endDate}`);
      return { raw: true };
    }
    return { data: answer.page };
  });
  route(app, reports.adminPaymentStats, async ({ ctx, query }) => ({
    data: await service.paymentStats(ctx, query),
  }));
  route(app, payouts.merchantPayment, async ({ ctx, params }) => ({
    data: await service.getMerchantPayment(ctx, params.id),
  }));

  route(app, payouts.statement, async ({ ctx, query, reply }) => {
    const statement = await service.merchantStatement(ctx, query);
    if (query.format === "csv") {
      sendCsv(reply, service.statementCsv(statement), `statement-${query.startDate}-${query.endDate}`);
      return { raw: true };
    }
    return { data: statement };
  });
  route(app, payouts.reconciliation, async ({ ctx, query }) => ({
    data: await service.reconciliation(ctx, query),
  }));

  route(app, payouts.bankAccount, async ({ ctx }) => ({
    data: await service.getBankAccount(ctx),
  }));
  route(app, payouts.saveBankAccount, async ({ ctx, body }) => ({
    data: await service.saveBankAccount(ctx, body),
    message: MESSAGES.payoutBankAccountSaved,
  }));
  route(app, payouts.chargebacks, async ({ ctx, query }) => ({
    data: await service.listChargebacks(ctx, query),
  }));
  route(app, payouts.chargeback, async ({ ctx, params }) => ({
    data: await service.getChargeback(ctx, params.id),
  }));
  route(app, payouts.recordChargeback, async ({ ctx, body }) => ({
    data: await service.recordChargeback(ctx, body),
    message: MESSAGES.chargebackRecorded,
  }));
  route(app, returns.chargebackDecision, async ({ ctx, params, body }) => ({
    data: await service.decideChargeback(ctx, params.id, body),
    message: MESSAGES.chargebackDecided,
  }));
}

/**
 * Development and browser journeys only, outside the endpoint table on purpose (like the dev clock): with
 * PAYOUT_PROVIDER=offline the offline bank returns a processed transfer. Never registered in production.
 */
export function payoutsDevRoutes(app: FastifyInstance, config: { NODE_ENV: string; PAYOUT_PROVIDER: string }): void {
  if (config.NODE_ENV === "production" || config.PAYOUT_PROVIDER !== "offline") return;
  app.post<{ Params: { id: string } }>("/api/v1/dev/payouts/:id/reverse-transfer", async (req) => {
    const ctx = app.makeCtx(req, null);
    if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) throw notFound(MESSAGES.payoutNotFound);
    const data = await transfers.reverseOfflineTransfer(ctx, req.params.id);
    return { success: true, message: MESSAGES.ok, data };
  });
}
