import type { OrderStatusCode } from "@bitmarte/contracts";

export type Lateness = "on_time" | "late" | "very_late";

/**
 * How long an order may sit in a status before it is late (hours). Twice as long makes it very late.
 * Finished statuses (delivered, completed, cancelled, returned) and unpaid orders are never late.
 */
export const LATE_AFTER_HOURS: Partial<Record<OrderStatusCode, number>> = {
  pending: 12, // the merchant should accept within half a day
  confirmed: 24, // and pack within a day
  ready_to_ship: 12, // someone should be assigned
  "3pl_assigned": 6, // the partner should answer
  "3pl_accepted": 24, // and pick up
  dispatcher_assigned: 24,
  picked_up: 24,
  in_transit: 48,
};

const HOUR = 60 * 60 * 1000;

export interface LatenessInput {
  orderStatus: OrderStatusCode;
  /** When the order last changed; the contracts carry no separate "status changed at". */
  updatedAt: string;
}

export interface LatenessResult {
  level: Lateness;
  /** Whole hours in the current status (0 when unknown). */
  hours: number;
  /** The status's limit in hours, when it has one. */
  limit: number | null;
}

/** Whether an order is late, from the time it has spent in its current status. */
export function orderLateness(order: LatenessInput, now: Date | number): LatenessResult {
  const limit = LATE_AFTER_HOURS[order.orderStatus] ?? null;
  const since = Date.parse(order.updatedAt);
  const nowMs = typeof now === "number" ? now : now.getTime();
  const hours = Number.isFinite(since) ? Math.max(0, Math.floor((nowMs - since) / HOUR)) : 0;
  if (limit === null || !Number.isFinite(since)) return { level: "on_time", hours, limit };
  const elapsed = nowMs - since;
  if (elapsed >= 2 * limit * HOUR) return { level: "very_late", hours, limit };
  if (elapsed >= limit * HOUR) return { level: "late", hours, limit };
  return { level: "on_time", hours, limit };
}

/** "3 h", "2 d 4 h". */
export function formatHours(hours: number): string {
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

export const LATENESS_COLORS: Record<Lateness, string> = { on_time: "gray", late: "yellow", very_late: "red" };
export const LATENESS_LABELS: Record<Lateness, string> = { on_time: "On time", late: "Late", very_late: "Very late" };
