import { ORDER_STATUS_CODES } from "@bitmarte/contracts";
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
