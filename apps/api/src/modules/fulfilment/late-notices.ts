import { ORDER_STATUSES, type OrderStatusCode } from "@bitmarte/contracts";
import type { Db } from "../../db/client.js";
import { notifyAdmins } from "../admins/index.js";
import { getSettings, stageHours } from "./fulfilment.service.js";
import { claimLateSteps, type LateStep } from "./late-notices.repository.js";

/** Steps told per run at most; the rest wait for the next run (each step is told once either way). */
const STEPS_PER_RUN = 200;

function words(step: LateStep, hours: number): { title: string; body: string } {
  const stage = ORDER_STATUSES[step.stage as OrderStatusCode] ?? step.stage;
  const limit = step.level === "red" ? 2 * hours : hours;
  return {
    title: step.level === "red" ? `Order ${step.orderNumber} is very late` : `Order ${step.orderNumber} is late`,
    body: `Order ${step.orderNumber} from ${step.storeName} has had the status “${stage}” for more than ${limit} hours.`,
  };
}

/**
 * Tells operations of orders that became late (or very late) in their stage since the last run: the
 * admins and schedulers who plan deliveries and super admins, and the order's dispatcher, if it has
 * one. Each step of an order is told once. Answers how many steps were told.
 */
export async function noticeLateOrders(ctx: { db: Db; now: Date; config: { APP_URL: string } }): Promise<number> {
  const hours = stageHours(await getSettings(ctx)) as Record<string, number>;
  return ctx.db.transaction(async (tx) => {
    const steps = await claimLateSteps(tx, hours, ctx.now, STEPS_PER_RUN);
    for (const step of steps) {
      const { title, body } = words(step, hours[step.stage]);
      await notifyAdmins(
        tx,
        { roles: ["admin", "scheduler"], exclude: step.dispatcherId ? [step.dispatcherId] : [] },
        { kind: "order_late", title, body, link: `/admin/orders/${step.orderId}`, appUrl: ctx.config.APP_URL, now: ctx.now },
      );
      if (step.dispatcherId) {
        await notifyAdmins(
          tx,
          { userIds: [step.dispatcherId], withSuperadmins: false },
          { kind: "order_late", title, body, link: `/admin/deliveries/${step.orderId}`, appUrl: ctx.config.APP_URL, now: ctx.now },
        );
      }
    }
    return steps.length;
  });
}
