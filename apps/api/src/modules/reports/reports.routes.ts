import { reportsEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sendCsv } from "../../http/csv-reply.js";
import { route } from "../../http/endpoint.js";
import * as service from "./reports.service.js";

function send<T>(reply: FastifyReply, answer: service.Answer<T>, now: Date): { data: T } | { raw: true } {
  if ("data" in answer) return { data: answer.data };
  sendCsv(reply, answer.csv, `${answer.name}-${now.toISOString().slice(0, 10)}`);
  return { raw: true };
}

/** Spec §7 reports: merchants see their store, admins all stores or one. Tables answer CSV with `format=csv`. */
export function reportsRoutes(app: FastifyInstance): void {
  route(app, e.sales, async ({ ctx, query }) => ({ data: await service.salesReport(ctx, query) }));
  route(app, e.orders, async ({ ctx, query }) => ({ data: await service.ordersReport(ctx, query) }));
  route(app, e.salesOverTime, async ({ ctx, query }) => ({ data: await service.timeSeriesReport(ctx, query, "sales") }));
  route(app, e.ordersOverTime, async ({ ctx, query }) => ({ data: await service.timeSeriesReport(ctx, query, "placed") }));
  route(app, e.finance, async ({ ctx, query }) => ({ data: await service.financeReport(ctx, query) }));
  route(app, e.returns, async ({ ctx, query }) => ({ data: await service.returnsReport(ctx, query) }));
  route(app, e.productsSold, async ({ ctx, query, reply }) => send(reply, await service.productsSoldReport(ctx, query), ctx.now));
  route(app, e.productsReturned, async ({ ctx, query, reply }) => send(reply, await service.productsReturnedReport(ctx, query), ctx.now));
  route(app, e.salesByProducts, async ({ ctx, query, reply }) => send(reply, await service.salesByProducts(ctx, query), ctx.now));
  route(app, e.salesByCustomers, async ({ ctx, query, reply }) => send(reply, await service.salesByCustomers(ctx, query), ctx.now));
  route(app, e.salesByLocation, async ({ ctx, query, reply }) => send(reply, await service.salesByLocation(ctx, query), ctx.now));
  route(app, e.salesTable, async ({ ctx, query, reply }) => send(reply, await service.salesTable(ctx, query), ctx.now));
  route(app, e.nextDaySettlement, async ({ ctx, query, reply }) => send(reply, await service.nextDaySettlement(ctx, query), ctx.now));
}
