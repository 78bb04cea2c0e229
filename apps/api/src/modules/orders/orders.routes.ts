import { checkoutEndpoints as checkout, ordersEndpoints as orders } from "@bitmarte/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sendCsv } from "../../http/csv-reply.js";
import { route } from "../../http/endpoint.js";
import * as checkoutService from "./checkout.service.js";
import * as ordersService from "./orders.service.js";
import * as transactions from "./transactions.service.js";

const sendTransactionsCsv = (reply: FastifyReply, csv: string, now: Date) => sendCsv(reply, csv, `transactions-${now.toISOString().slice(0, 10)}`);

/** Checkout, order payments, the customer's orders and the transaction lists. */
export function ordersRoutes(app: FastifyInstance): void {
  checkoutService.registerOrderPayments();

  route(app, checkout.simulateOrder, async ({ ctx, body }) => ({ data: await checkoutService.simulateOrder(ctx, body) }));
  route(app, checkout.createOrder, async ({ ctx, body, req, reply }) => {
    const outcome = await checkoutService.createOrder(ctx, body, req.headers["idempotency-key"]);
    if (outcome.replayed) reply.header("idempotent-replayed", "true");
    return { data: outcome.result, message: outcome.message };
  });
  route(app, checkout.verifyTransaction, async ({ ctx, body }) => checkoutService.verifyOrderPayment(ctx, body.reference));

  route(app, orders.customerOrders, async ({ ctx, query }) => ({ data: await ordersService.listCustomerOrders(ctx, query) }));

  route(app, checkout.adminTransactions, async ({ ctx, query, reply }) => {
    const answer = await transactions.listAdminTransactions(ctx, query);
    if ("csv" in answer) {
      sendTransactionsCsv(reply, answer.csv, ctx.now);
      return { raw: true };
    }
    return { data: answer.page };
  });
  route(app, checkout.adminTransaction, async ({ ctx, params }) => ({ data: await transactions.getAdminTransaction(ctx, params.id) }));
  route(app, checkout.merchantTransactions, async ({ ctx, query, reply }) => {
    const answer = await transactions.listMerchantTransactions(ctx, query);
    if ("csv" in answer) {
      sendTransactionsCsv(reply, answer.csv, ctx.now);
      return { raw: true };
    }
    return { data: answer.page };
  });
  route(app, checkout.merchantTransaction, async ({ ctx, params }) => ({
    data: await transactions.getMerchantTransaction(ctx, params.id),
  }));
}

