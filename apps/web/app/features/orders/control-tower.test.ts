import type { LateOrder, OrderSummary } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { StreamError, shouldReconnect } from "../../lib/event-stream";
import { addEvent, lateByStatus, subtractDelta } from "./control-tower";
import { parseStatusEvent } from "./use-live-orders";

describe("control tower", () => {
  it("counts late and very late orders per status", () => {
    const late = (orderStatus: OrderSummary["orderStatus"], level: LateOrder["level"]) => ({ level, order: { orderStatus } as OrderSummary });
    expect(lateByStatus([late("pending", "yellow"), late("pending", "red"), late("pending", "red"), late("in_transit", "yellow")])).toEqual({
      pending: { yellow: 1, red: 2 },
      in_transit: { yellow: 1, red: 0 },
    });
  });

  it("moves counts with each event until the board is read again", () => {
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
      orderNumber: "BM-260310-ABCDEF-1",
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
