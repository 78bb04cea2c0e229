import type { OrderActivity } from "@bitmarte/contracts";
import { ORDER_STATUSES, type OrderStatusCode } from "@bitmarte/contracts/signed-in";

export type StepState = "done" | "current" | "upcoming";
export interface TrackingStep {
  code: OrderStatusCode;
  /** The status's known name (spec §4: the known name is displayed). */
  label: string;
  state: StepState;
  /** When the order reached this status, from the order's activities. */
  at: string | null;
}

export interface TrackingInput {
  orderStatus: OrderStatusCode;
  assignedToShippingPartner: boolean;
  assignedToDispatcher: boolean;
  orderActivities: Pick<OrderActivity, "status" | "createdAt">[];
}

/** The delivery path an order takes, as known names; the assignment step depends on who delivers it. */
function path(order: TrackingInput, reached: Set<OrderStatusCode>): OrderStatusCode[] {
  const steps: OrderStatusCode[] = [];
  if (order.orderStatus === "awaiting_payment") steps.push("awaiting_payment");
  steps.push("pending", "confirmed", "ready_to_ship");
  const byPartner =
    order.orderStatus === "3pl_assigned" || order.orderStatus === "3pl_accepted" || (order.assignedToShippingPartner && !order.assignedToDispatcher);
  const byDispatcher = order.orderStatus === "dispatcher_assigned" || order.assignedToDispatcher;
  if (byPartner) steps.push("3pl_assigned", "3pl_accepted");
  else if (byDispatcher) steps.push("dispatcher_assigned");
  else if (reached.has("3pl_accepted")) steps.push("3pl_assigned", "3pl_accepted");
  else if (reached.has("dispatcher_assigned")) steps.push("dispatcher_assigned");
  steps.push("picked_up", "in_transit", "delivered");
  if (order.orderStatus === "completed" || reached.has("completed")) steps.push("completed");
  return steps;
}

/**
 * The customer's tracking steps: every status on the way to delivery, done up to the current one.
 * A cancelled or returned order shows the steps it reached, then the cancellation or return.
 */
export function trackingSteps(order: TrackingInput): TrackingStep[] {
  const reachedAt = new Map<OrderStatusCode, string>();
  for (const a of [...order.orderActivities].sort((x, y) => x.createdAt.localeCompare(y.createdAt))) {
    if (a.status) reachedAt.set(a.status, a.createdAt);
  }
  const reached = new Set(reachedAt.keys());
  const steps = path(order, reached);
  const at = (code: OrderStatusCode) => reachedAt.get(code) ?? null;

  if (order.orderStatus === "cancelled" || order.orderStatus === "returned") {
    // The furthest step of the path the order reached before it stopped.
    let last = -1;
    steps.forEach((code, i) => {
      if (reached.has(code)) last = i;
    });
    if (order.orderStatus === "returned") last = Math.max(last, steps.indexOf("delivered"));
    const done = steps.slice(0, last + 1).map((code) => ({ code, label: ORDER_STATUSES[code], state: "done" as const, at: at(code) }));
    return [...done, { code: order.orderStatus, label: ORDER_STATUSES[order.orderStatus], state: "current", at: at(order.orderStatus) }];
  }

  const index = steps.indexOf(order.orderStatus);
  return steps.map((code, i) => ({
    code,
    label: ORDER_STATUSES[code],
    state: i < index ? "done" : i === index ? "current" : "upcoming",
    at: i <= index ? at(code) : null,
  }));
}
