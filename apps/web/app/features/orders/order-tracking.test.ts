import type { OrderStatusCode } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { trackingSteps } from "./order-tracking";

const act = (status: OrderStatusCode | null, at: string) => ({ status, createdAt: at });
const base = { assignedToShippingPartner: false, assignedToDispatcher: false };

describe("tracking steps", () => {
  it("shows the whole way with known names, done up to the current status", () => {
    const steps = trackingSteps({
      ...base,
      orderStatus: "confirmed",
      orderActivities: [act("pending", "2026-03-01T10:00:00Z"), act("confirmed", "2026-03-01T11:00:00Z"), act(null, "2026-03-01T11:05:00Z")],
    });
    expect(steps.map((s) => s.label)).toEqual(["Pending", "Confirmed", "Ready to ship", "Picked up", "In transit", "Delivered"]);
    expect(steps.map((s) => s.state)).toEqual(["done", "current", "upcoming", "upcoming", "upcoming", "upcoming"]);
    expect(steps[1]?.at).toBe("2026-03-01T11:00:00Z");
    expect(steps[2]?.at).toBeNull();
  });

  it("adds the dispatcher or the shipping partner step once it is known", () => {
    const byDispatcher = trackingSteps({ ...base, assignedToDispatcher: true, orderStatus: "dispatcher_assigned", orderActivities: [] });
    expect(byDispatcher.map((s) => s.code)).toContain("dispatcher_assigned");
    expect(byDispatcher.find((s) => s.state === "current")?.label).toBe("Assigned to dispatcher");
    const byPartner = trackingSteps({ ...base, assignedToShippingPartner: true, orderStatus: "in_transit", orderActivities: [] });
    expect(byPartner.map((s) => s.label)).toEqual([
      "Pending",
      "Confirmed",
      "Ready to ship",
      "Assigned to shipping partner",
      "Accepted by shipping partner",
      "Picked up",
      "In transit",
      "Delivered",
    ]);
  });

  it("ends a cancelled order at the step it reached, then Cancelled", () => {
    const steps = trackingSteps({
      ...base,
      orderStatus: "cancelled",
      orderActivities: [act("pending", "2026-03-01T10:00:00Z"), act("confirmed", "2026-03-01T11:00:00Z"), act("cancelled", "2026-03-01T12:00:00Z")],
    });
    expect(steps.map((s) => `${s.label}:${s.state}`)).toEqual(["Pending:done", "Confirmed:done", "Cancelled:current"]);
    expect(steps.at(-1)?.at).toBe("2026-03-01T12:00:00Z");
  });

  it("shows a returned order as delivered, then Returned", () => {
    const steps = trackingSteps({ ...base, orderStatus: "returned", orderActivities: [] });
    expect(steps.at(-2)?.label).toBe("Delivered");
    expect(steps.at(-1)).toMatchObject({ label: "Returned", state: "current" });
  });

  it("starts with Awaiting payment while unpaid, and ends with Completed once the return window closed", () => {
    expect(trackingSteps({ ...base, orderStatus: "awaiting_payment", orderActivities: [] })[0]).toMatchObject({ label: "Awaiting payment", state: "current" });
    const done = trackingSteps({ ...base, orderStatus: "completed", orderActivities: [] });
    expect(done.at(-1)).toMatchObject({ label: "Completed", state: "current" });
    expect(done.slice(0, -1).every((s) => s.state === "done")).toBe(true);
  });
});
