import { describe, expect, it } from "vitest";
import { visibleTabs } from "./merchant-orders-screen";
import { statusCountsOf } from "./orders.queries";

describe("merchant order tabs", () => {
  it("always shows the main statuses, and the others only while they hold orders", () => {
    expect(visibleTabs({})).toEqual(["pending", "confirmed", "ready_to_ship", "delivered", "cancelled"]);
    expect(visibleTabs({ in_transit: 2, picked_up: 0, returned: 1 })).toEqual(["pending", "confirmed", "ready_to_ship", "in_transit", "delivered", "cancelled", "returned"]);
  });

  it("keeps the open tab even when it has emptied", () => {
    expect(visibleTabs({}, "picked_up")).toContain("picked_up");
  });

  it("reads the counts per status of a page when it has them", () => {
    expect(statusCountsOf({ rows: [], count: 0, statusCounts: { pending: 3 } } as never)).toEqual({ pending: 3 });
    expect(statusCountsOf({ rows: [], count: 0 })).toBeUndefined();
    expect(statusCountsOf(undefined)).toBeUndefined();
  });
});
