import type { OrderDispatchInfo, OrderSummary } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { lateFirst, pickupLabel } from "./dispatch-screen";

const info = (over: Partial<OrderDispatchInfo> = {}): OrderDispatchInfo => ({
  deliveryState: "Lagos",
  deliveryCity: "Yaba",
  pickup: { hubId: null, hubName: null, city: "Ikeja", state: "Lagos" },
  weightKg: 1.5,
  late: null,
  partnerDecline: null,
  tokenLocked: false,
  ...over,
});
const row = (orderName: string, dispatch?: OrderDispatchInfo) => ({ id: orderName, orderName, dispatch }) as OrderSummary;

describe("the dispatch queue", () => {
  it("puts very late orders first, then late ones, and keeps the server's order otherwise", () => {
    const rows = [row("A", info()), row("B", info({ late: "yellow" })), row("C"), row("D", info({ late: "red" })), row("E", info({ late: "yellow" }))];
    expect(lateFirst(rows).map((r) => r.orderName)).toEqual(["D", "B", "E", "A", "C"]);
  });

  it("names the pickup place: a hub by its name, else the store's town", () => {
    expect(pickupLabel(row("A", info()))).toBe("Ikeja, Lagos");
    expect(pickupLabel(row("B", info({ pickup: { hubId: "h", hubName: "Ikeja Hub", city: "Ikeja", state: "Lagos" } })))).toBe("Hub: Ikeja Hub");
    expect(pickupLabel(row("C"))).toBe("");
  });
});
