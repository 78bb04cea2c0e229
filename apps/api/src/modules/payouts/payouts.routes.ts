import {
  MESSAGES,
  ordersEndpoints as orders,
  payoutsEndpoints as payouts,
  reportsEndpoints as reports,
  returnsEndpoints as returns,
} from "@bitmarte/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { route } from "../../http/endpoint.js";
import * as service from "./payouts.service.js";

function sendCsv(reply: FastifyReply, csv: string, name: string) {
  reply
    .status(200)
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}.csv"`)
    .header("cache-control", "no-store")
    .send(csv);
}

/** Merchant payouts (approve, process, lists, stats), chargebacks, the merchant statement and reconciliation. */
export function payoutsRoutes(app: FastifyInstance): void {
  route(app, orders.approveMerchantPayment, async ({ ctx, params }) => ({
    data: await service.approveOrderPayout(ctx, params.orderId),
    message: MESSAGES.payoutApproved,
  }));
  route(app, reports.updateMerchantPayment, async ({ ctx, params, body }) => ({
    data: await service.updateMerchantPayment(ctx, params.id, body),
    message: body.status === "processed" ? MESSAGES.payoutProcessed : MESSAGES.payoutApproved,
  }));
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
