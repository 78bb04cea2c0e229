import { ORDER_STATUS_CODES } from "@bitmarte/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertTransition, bitmarteOrderStatus, canMove, ORDER_TRANSITIONS, orderStatusId } from "./orders.state.js";

describe("order status machine", () => {
  it("numbers the statuses from 1 in the contract's order, with their known names", () => {
    expect(ORDER_STATUS_CODES.map(orderStatusId)).toEqual(ORDER_STATUS_CODES.map((_, i) => i + 1));
    expect(bitmarteOrderStatus("pending")).toEqual({ id: 2, code_name: "pending", known_name: "Pending" });
    expect(bitmarteOrderStatus("3pl_accepted")).toEqual({ id: 6, code_name: "3pl_accepted", known_name: "Accepted by shipping partner" });
  });

  it("only the system confirms a payment; customers cancel only before confirmation; merchants before ready to ship", () => {
    expect(canMove("awaiting_payment", "pending", "system")).toBe(true);
    expect(canMove("awaiting_payment", "pending", "customer")).toBe(false);
    expect(canMove("pending", "cancelled", "customer")).toBe(true);
    expect(canMove("confirmed", "cancelled", "customer")).toBe(false);
    expect(canMove("confirmed", "cancelled", "merchant")).toBe(true);
    expect(canMove("ready_to_ship", "cancelled", "merchant")).toBe(false);
    expect(canMove("in_transit", "cancelled", "admin")).toBe(true);
    expect(canMove("delivered", "cancelled", "admin")).toBe(false);
    expect(() => assertTransition("cancelled", "pending", "system")).toThrow("An order that is Cancelled cannot be moved to Pending");
  });

  it("final statuses have no way out, and every status is in the table", () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUS_CODES].sort());
    expect(ORDER_TRANSITIONS.cancelled).toEqual({});
    expect(ORDER_TRANSITIONS.returned).toEqual({});
  });
});

describe("order status machine properties", () => {
  const movers = ["system", "customer", "merchant", "admin", "scheduler", "dispatcher", "partner"] as const;
  const TERMINAL = ["cancelled", "returned"];
  /** The one step forward from each status (a partner accepts; a platform dispatcher needs no acceptance). */
  const NEXT: Record<string, string[]> = {
    awaiting_payment: ["pending"],
    pending: ["confirmed"],
    confirmed: ["ready_to_ship"],
    ready_to_ship: ["3pl_assigned", "dispatcher_assigned"],
    "3pl_assigned": ["3pl_accepted"],
    "3pl_accepted": ["picked_up"],
    dispatcher_assigned: ["picked_up"],
    picked_up: ["in_transit"],
    in_transit: ["delivered"],
    delivered: ["completed"],
  };

  it("no sequence of attempted moves reaches a state the table forbids", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ORDER_STATUS_CODES), fc.constantFrom(...movers)), { maxLength: 40 }), (attempts) => {
        let state: (typeof ORDER_STATUS_CODES)[number] = "awaiting_payment";
        for (const [to, who] of attempts) {
          if (canMove(state, to, who)) {
            expect(ORDER_TRANSITIONS[state][to]).toContain(who);
            state = to;
          } else {
            expect(() => assertTransition(state, to, who)).toThrow();
          }
        }
      }),
    );
  });

  it("every status can reach a final one", () => {
    for (const start of ORDER_STATUS_CODES) {
      const seen = new Set<string>([start]);
      const queue: string[] = [start];
      while (queue.length) {
        const s = queue.shift() as (typeof ORDER_STATUS_CODES)[number];
        for (const next of Object.keys(ORDER_TRANSITIONS[s])) if (!seen.has(next)) seen.add(next), queue.push(next);
      }
      expect([...seen].some((s) => TERMINAL.includes(s) || s === "completed"), start).toBe(true);
    }
  });

  it("no forward move skips a step: each goes to the next stage, back to the queue, or out (cancel, return)", () => {
    for (const from of ORDER_STATUS_CODES) {
      for (const to of Object.keys(ORDER_TRANSITIONS[from])) {
        if (TERMINAL.includes(to) || TERMINAL.includes(from)) continue;
        expect(NEXT[from]?.includes(to) || to === "ready_to_ship", `${from} → ${to}`).toBe(true);
      }
    }
  });
});
