import { describe, expect, it } from "vitest";
import { formatHours, LATE_AFTER_HOURS, orderLateness } from "./order-lateness";

const now = Date.parse("2026-03-10T12:00:00Z");
const hoursAgo = (h: number) => new Date(now - h * 3600_000).toISOString();

describe("late flags", () => {
  it("is on time within the status's limit, late past it, very late past twice it", () => {
    const limit = LATE_AFTER_HOURS.pending ?? 0;
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

  it("gives each open status its own limit", () => {
    expect(orderLateness({ orderStatus: "3pl_assigned", updatedAt: hoursAgo(7) }, now).level).toBe("late");
    expect(orderLateness({ orderStatus: "in_transit", updatedAt: hoursAgo(7) }, now).level).toBe("on_time");
  });

  it("treats a date it cannot read as on time", () => {
    expect(orderLateness({ orderStatus: "pending", updatedAt: "not a date" }, now)).toEqual({ level: "on_time", hours: 0, limit: 12 });
  });

  it("writes hours and days", () => {
    expect(formatHours(5)).toBe("5 h");
    expect(formatHours(24)).toBe("1 d");
    expect(formatHours(50)).toBe("2 d 2 h");
  });
});
