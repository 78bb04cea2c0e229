import { type BitmarteOrderStatus, fillMessage, MESSAGES, ORDER_STATUS_CODES, ORDER_STATUSES, type OrderStatusCode } from "@bitmarte/contracts";
import { AppError } from "../../lib/errors.js";

/** Stable numeric ids of the statuses (spec §3 orderStatusId / bitmarteOrderStatus.id): position + 1. */
export function orderStatusId(code: OrderStatusCode): number {
  return ORDER_STATUS_CODES.indexOf(code) + 1;
}

export function bitmarteOrderStatus(code: OrderStatusCode): BitmarteOrderStatus {
  return { id: orderStatusId(code), code_name: code, known_name: ORDER_STATUSES[code] };
}

export type OrderMover = "system" | "customer" | "merchant" | "admin" | "scheduler" | "dispatcher" | "partner";

/**
 * The status machine (DOMAIN.md "Orders"): for each status, the moves and who may make them. Assignment,
 * delivery with the token, completion and returns have their own operations; they are listed so that one
 * table answers "what may happen next".
 */
export const ORDER_TRANSITIONS: Record<OrderStatusCode, Partial<Record<OrderStatusCode, readonly OrderMover[]>>> = {
  awaiting_payment: { pending: ["system"], cancelled: ["system", "customer", "admin"] },
  pending: { confirmed: ["merchant"], cancelled: ["customer", "merchant", "admin"] },
  confirmed: { ready_to_ship: ["merchant"], cancelled: ["merchant", "admin"] },
  ready_to_ship: {
    "3pl_assigned": ["admin"],
    dispatcher_assigned: ["admin", "scheduler"],
    cancelled: ["admin"],
  },
  "3pl_assigned": { "3pl_accepted": ["partner"], ready_to_ship: ["partner", "admin"], cancelled: ["admin"] },
  "3pl_accepted": { picked_up: ["partner"], ready_to_ship: ["partner", "admin"], cancelled: ["admin"] },
  dispatcher_assigned: { picked_up: ["dispatcher"], ready_to_ship: ["admin", "scheduler"], cancelled: ["admin"] },
  picked_up: { in_transit: ["partner", "dispatcher"], cancelled: ["admin"] },
  in_transit: { delivered: ["partner", "dispatcher"], cancelled: ["admin"] },
  delivered: { completed: ["system"], returned: ["system", "admin"] },
  completed: { returned: ["system", "admin"] },
  cancelled: {},
  returned: {},
};

export function canMove(from: OrderStatusCode, to: OrderStatusCode, who: OrderMover): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(who) ?? false;
}

export function assertTransition(from: OrderStatusCode, to: OrderStatusCode, who: OrderMover): void {
  if (!canMove(from, to, who)) {
    throw new AppError(409, "CONFLICT", fillMessage(MESSAGES.orderMoveNotAllowed, { from: ORDER_STATUSES[from], to: ORDER_STATUSES[to] }));
  }
}
