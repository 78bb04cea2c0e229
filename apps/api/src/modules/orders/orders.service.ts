import { type CustomerOrdersQuerySchema, splitSort } from "@bitmarte/contracts";
import type { z } from "zod";
import type { Ctx, CustomerActor } from "../../http/context.js";
import { expireUnpaidOrders } from "./checkout.service.js";
import * as repo from "./orders.repository.js";
import { summariesOf } from "./orders.views.js";

type CustomerCtx = Ctx<CustomerActor>;

// ---- the customer's orders ----

export async function listCustomerOrders(ctx: CustomerCtx, q: z.output<typeof CustomerOrdersQuerySchema>) {
  // Unpaid orders past their window are settled first, so the list shows them cancelled, not waiting.
  await expireUnpaidOrders(ctx, { customerId: ctx.actor.userId });
  const { rows, count } = await repo.listCustomerOrders(ctx.db, ctx.actor.userId, {
    status: q.status,
    sort: q.sort ? splitSort(q.sort) : undefined,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return { rows: await summariesOf(ctx.db, rows), count };
}
