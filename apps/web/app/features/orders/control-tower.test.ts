import type { OrderSummary } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { lateOnly } from "./admin-orders-screen";
import { addEvent, lateRows, subtractDelta } from "./control-tower";
import { StreamError } from "../../lib/event-stream";
import { parseStatusEvent, shouldReconnect } from "./use-live-orders";

const now = Date.parse("2026-03-10T12:00:00Z");
const hoursAgo = (h: number) => new Date(now - h * 3600_000).toISOString();

function order(name: string, orderStatus: OrderSummary["orderStatus"], hours: number): OrderSummary {
  return { id: name, orderName: name, orderStatus, updatedAt: hoursAgo(hours) } as OrderSummary;
}

describe("control tower", () => {
  it("lists late orders, very late first, then by how far past their limit", () => {
    const rows = [
      order("on-time", "pending", 1),
      order("late-pending", "pending", 13), // limit 12
      order("late-3pl", "3pl_assigned", 11), // limit 6, nearly twice
      order("very-late", "in_transit", 100), // limit 48
      order("done", "delivered", 500),
    ];
    expect(lateRows(rows, now).map((r) => `${r.order.orderName}:${r.lateness.level}`)).toEqual([
      "very-late:very_late",
      "late-3pl:late",
      "late-pending:late",
    ]);
    expect(lateOnly(rows, now).map((o) => o.orderName)).toEqual(["very-late", "late-3pl", "late-pending"]);
  });

  it("moves counts with each event until the lists are read again", () => {
    let delta = addEvent({}, { from: "pending", to: "confirmed" });
    delta = addEvent(delta, { from: "confirmed", to: "ready_to_ship" });
    expect(delta).toEqual({ pending: -1, confirmed: 0, ready_to_ship: 1 });
    const seen = delta;
    delta = addEvent(delta, { from: null, to: "pending" });
    expect(subtractDelta(delta, seen)).toEqual({ pending: 1 });
  });

  it("reads status events and skips anything else", () => {
    const event = {
      orderId: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01",
      orderName: "BM-260310-ABCDEF",
      storeName: "Demo Store",
      from: "pending",
      to: "confirmed",
      known_name: "Confirmed",
      actorType: "merchant",
      at: "2026-03-10T12:00:00Z",
    };
    expect(parseStatusEvent({ event: "status", data: JSON.stringify(event), id: null })).toEqual(event);
    expect(parseStatusEvent({ event: "status", data: "{oops", id: null })).toBeNull();
    expect(parseStatusEvent({ event: "ping", data: JSON.stringify(event), id: null })).toBeNull();
    expect(parseStatusEvent({ event: "status", data: JSON.stringify({ ...event, to: "flying" }), id: null })).toBeNull();
  });

  it("reconnects after drops and server errors, not after a refusal", () => {
    expect(shouldReconnect(new TypeError("network"))).toBe(true);
    expect(shouldReconnect(new StreamError("not yet", 501))).toBe(true);
    expect(shouldReconnect(new StreamError("no", 403))).toBe(false);
    expect(shouldReconnect(new StreamError("log in", 401))).toBe(false);
  });
});
