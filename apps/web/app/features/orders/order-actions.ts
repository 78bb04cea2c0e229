import { ORDER_STATUSES, type OrderStatusCode } from "@bitmarte/contracts/signed-in";

/** Who is looking at an order; each has its own endpoints and token. */
export type OrderScope = "customer" | "merchant" | "admin" | "dispatcher" | "partner";

/** A status move made through PATCH update-order-status (or the partner's status endpoint). */
export type StatusMoveCode = "confirmed" | "ready_to_ship" | "3pl_accepted" | "picked_up" | "in_transit";

export type OrderAction =
  | { kind: "move"; status: StatusMoveCode; label: string; description: string; primary: boolean }
  | { kind: "cancel"; label: string }
  | { kind: "decline"; label: string }
  | { kind: "unassign"; label: string }
  | { kind: "deliver"; label: string }
  | { kind: "assign-partner"; label: string }
  | { kind: "assign-dispatcher"; label: string };

const ASSIGNED: readonly OrderStatusCode[] = ["3pl_assigned", "3pl_accepted", "dispatcher_assigned"];

/** The order the buttons appear in: forward moves first, then assignment, then going back, cancel last. */
const RANK: Record<OrderAction["kind"], number> = {
  move: 0,
  deliver: 0,
  "assign-dispatcher": 1,
  "assign-partner": 1,
  unassign: 2,
  decline: 3,
  cancel: 4,
};

/**
 * The buttons for an order, built only from the moves the server allows the caller now
 * (GET /ordertracking/order-statuses). Moves that belong to the system (payment, completion,
 * returns) have no button. The same code can mean different things: `ready_to_ship` is "packed"
 * for a merchant of a confirmed order, a decline for a shipping partner, and taking the order back
 * for an admin or scheduler.
 */
export function orderActions(scope: OrderScope, current: OrderStatusCode, allowed: readonly OrderStatusCode[]): OrderAction[] {
  const actions: OrderAction[] = [];
  const seen = new Set<OrderStatusCode>();
  for (const code of allowed) {
    if (seen.has(code) || code === current) continue;
    seen.add(code);
    const action = actionFor(scope, current, code);
    if (action) actions.push(action);
  }
  const forward = actions.filter((a) => a.kind === "move" || a.kind === "deliver");
  return actions
    .map((a) => (a.kind === "move" ? { ...a, primary: forward[0] === a } : a))
    .sort((a, b) => RANK[a.kind] - RANK[b.kind]);
}

function actionFor(scope: OrderScope, current: OrderStatusCode, code: OrderStatusCode): OrderAction | null {
  switch (code) {
    case "confirmed":
      return { kind: "move", status: code, label: "Accept order", description: "Tell the customer you will prepare this order.", primary: true };
    case "ready_to_ship":
      if (current === "confirmed") {
        return { kind: "move", status: code, label: "Mark ready to ship", description: "The order is packed and can be picked up.", primary: true };
      }
      if (!ASSIGNED.includes(current)) return null;
      if (scope === "partner") return { kind: "decline", label: "Decline" };
      return { kind: "unassign", label: "Take back assignment" };
    case "3pl_accepted":
      return { kind: "move", status: code, label: "Accept delivery", description: "You will pick up and deliver this order.", primary: true };
    case "picked_up":
      return { kind: "move", status: code, label: "Mark picked up", description: "You have the parcel from the store.", primary: true };
    case "in_transit":
      return { kind: "move", status: code, label: "Mark in transit", description: "The parcel is on its way to the customer.", primary: true };
    case "delivered":
      return { kind: "deliver", label: "Deliver with token" };
    case "cancelled":
      return { kind: "cancel", label: "Cancel order" };
    case "3pl_assigned":
      return scope === "admin" ? { kind: "assign-partner", label: "Assign to a shipping partner" } : null;
    case "dispatcher_assigned":
      return scope === "admin" ? { kind: "assign-dispatcher", label: "Assign to a dispatcher" } : null;
    default:
      // awaiting_payment, pending, completed, returned: the system's moves.
      return null;
  }
}

/** "Confirmed" for a code, as the spec wants the known name shown. */
export function knownName(code: OrderStatusCode): string {
  return ORDER_STATUSES[code];
}

/** Statuses where the order is still moving (not finished, not waiting for payment). */
export const OPEN_STATUSES: readonly OrderStatusCode[] = [
  "pending",
  "confirmed",
  "ready_to_ship",
  "3pl_assigned",
  "3pl_accepted",
  "dispatcher_assigned",
  "picked_up",
  "in_transit",
];

export function isOpen(code: OrderStatusCode): boolean {
  return OPEN_STATUSES.includes(code);
}
