// Zod-free, so the customer's light pages (My orders) can name statuses without the schemas.

/** The order status machine (DOMAIN.md): code_name → known name. */
export const ORDER_STATUSES = {
  awaiting_payment: "Awaiting payment",
  pending: "Pending",
  confirmed: "Confirmed",
  ready_to_ship: "Ready to ship",
  "3pl_assigned": "Assigned to shipping partner",
  "3pl_accepted": "Accepted by shipping partner",
  dispatcher_assigned: "Assigned to dispatcher",
  picked_up: "Picked up",
  in_transit: "In transit",
  delivered: "Delivered",
  completed: "Completed",
  cancelled: "Cancelled",
  returned: "Returned",
} as const;
export const ORDER_STATUS_CODES = [
  "awaiting_payment",
  "pending",
  "confirmed",
  "ready_to_ship",
  "3pl_assigned",
  "3pl_accepted",
  "dispatcher_assigned",
  "picked_up",
  "in_transit",
  "delivered",
  "completed",
  "cancelled",
  "returned",
] as const satisfies readonly (keyof typeof ORDER_STATUSES)[];
export type OrderStatusCode = (typeof ORDER_STATUS_CODES)[number];
export type OrderStatusKnownName = (typeof ORDER_STATUSES)[OrderStatusCode];
