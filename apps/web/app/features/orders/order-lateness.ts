import type { FulfilmentSettings, LateOrder, OrderStatusCode } from "@bitmarte/contracts";

export type Lateness = "on_time" | "late" | "very_late";

/** Hours an order may sit in a status before it is late; twice as long makes it very late. */
export type LateThresholds = Partial<Record<OrderStatusCode, number>>;

/**
 * The stages the fulfilment settings time (waiting for the store, ready to ship, assigned, on the road),
 * with the server's default hours for when the settings cannot be read (merchants and partners cannot).
 * Finished statuses and unpaid orders are never late.
 */
export const DEFAULT_LATE_HOURS: LateThresholds = {
  pending: 24,
  confirmed: 24,
  ready_to_ship: 24,
  "3pl_assigned": 24,
  "3pl_accepted": 24,
  dispatcher_assigned: 24,
  picked_up: 72,
  in_transit: 72,
};

/** The per-status limits of the admin's fulfilment settings. */
export function thresholdsFromSettings(s: FulfilmentSettings): LateThresholds {
  return {
    // The store's part: accepting and packing.
    pending: s.pendingLateHours,
    confirmed: s.pendingLateHours,
    ready_to_ship: s.readyToShipLateHours,
    "3pl_assigned": s.assignedLateHours,
    "3pl_accepted": s.assignedLateHours,
    dispatcher_assigned: s.assignedLateHours,
    picked_up: s.inTransitLateHours,
    in_transit: s.inTransitLateHours,
  };
}

const HOUR = 60 * 60 * 1000;

export interface LatenessInput {
  orderStatus: OrderStatusCode;
  /** When the order last changed (used when the status's own time is not known). */
  updatedAt: string;
  /** When the order entered its current status: what the server's late flags measure from. */
  statusChangedAt?: string;
}

export interface LatenessResult {
  level: Lateness;
  /** Whole hours in the current status (0 when unknown). */
  hours: number;
  /** The status's limit in hours, when it has one. */
  limit: number | null;
}

/** Whether an order is late, from the time it has spent in its current status. */
export function orderLateness(order: LatenessInput, now: Date | number, thresholds: LateThresholds = DEFAULT_LATE_HOURS): LatenessResult {
  const limit = thresholds[order.orderStatus] ?? null;
  const since = Date.parse(order.statusChangedAt ?? order.updatedAt);
  const nowMs = typeof now === "number" ? now : now.getTime();
  const hours = Number.isFinite(since) ? Math.max(0, Math.floor((nowMs - since) / HOUR)) : 0;
  if (limit === null || !Number.isFinite(since)) return { level: "on_time", hours, limit };
  const elapsed = nowMs - since;
  if (elapsed >= 2 * limit * HOUR) return { level: "very_late", hours, limit };
  if (elapsed >= limit * HOUR) return { level: "late", hours, limit };
  return { level: "on_time", hours, limit };
}

/** The server's verdict on a late order (operations board), in the same shape. */
export function boardLateness(late: Pick<LateOrder, "level" | "hours" | "stage">, thresholds: LateThresholds): LatenessResult {
  return { level: late.level === "red" ? "very_late" : "late", hours: Math.floor(late.hours), limit: thresholds[late.stage] ?? null };
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
