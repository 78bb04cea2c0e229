import { describe, expect, it } from "vitest";
import { boardLateness, DEFAULT_LATE_HOURS, formatHours, orderLateness, thresholdsFromSettings } from "./order-lateness";

const now = Date.parse("2026-03-10T12:00:00Z");
const hoursAgo = (h: number) => new Date(now - h * 3600_000).toISOString();

describe("late flags", () => {
  it("is on time within the status's limit, late past it, very late past twice it", () => {
    const limit = DEFAULT_LATE_HOURS.pending ?? 0;
    expect(orderLateness({ orderStatus: "pending", updatedAt: hoursAgo(limit - 1) }, now).level).toBe("on_time");
    expect(orderLateness({ orderStatus: "pending", updatedAt: hoursAgo(limit) }, now).level).toBe("late");
    expect(orderLateness({ orderStatus: "pending", updatedAt: hoursAgo(2 * limit - 0.5) }, now).level).toBe("late");
    expect(orderLateness({ orderStatus: "pending", updatedAt: hoursAgo(2 * limit) }, now)).toEqual({ level: "very_late", hours: 2 * limit, limit });
  });

  it("never flags finished or unpaid orders", () => {
    for (const orderStatus of ["delivered", "completed", "cancelled", "returned", "awaiting_payment"] as const) {
      expect(orderLateness({ orderStatus, updatedAt: hoursAgo(1000) }, now).level).toBe("on_time");
    }
  });

  it("takes each stage's limit from the fulfilment settings", () => {
    const thresholds = thresholdsFromSettings({ returnWindowDays: 7, pendingLateHours: 2, readyToShipLateHours: 4, assignedLateHours: 6, inTransitLateHours: 8 });
    expect(thresholds).toEqual({ pending: 2, confirmed: 2, ready_to_ship: 4, "3pl_assigned": 6, "3pl_accepted": 6, dispatcher_assigned: 6, picked_up: 8, in_transit: 8 });
    expect(orderLateness({ orderStatus: "dispatcher_assigned", updatedAt: hoursAgo(7) }, now, thresholds).level).toBe("late");
    expect(orderLateness({ orderStatus: "in_transit", updatedAt: hoursAgo(7) }, now, thresholds).level).toBe("on_time");
    expect(orderLateness({ orderStatus: "confirmed", updatedAt: hoursAgo(3) }, now, thresholds).level).toBe("late");
  });

  it("reads the board's yellow and red as late and very late", () => {
    expect(boardLateness({ level: "yellow", hours: 25.6, stage: "pending" }, DEFAULT_LATE_HOURS)).toEqual({ level: "late", hours: 25, limit: 24 });
    expect(boardLateness({ level: "red", hours: 50, stage: "in_transit" }, {})).toEqual({ level: "very_late", hours: 50, limit: null });
  });

  it("treats a date it cannot read as on time", () => {
    expect(orderLateness({ orderStatus: "pending", updatedAt: "not a date" }, now)).toEqual({ level: "on_time", hours: 0, limit: 24 });
  });

  it("writes hours and days", () => {
    expect(formatHours(5)).toBe("5 h");
    expect(formatHours(24)).toBe("1 d");
    expect(formatHours(50)).toBe("2 d 2 h");
  });
});
