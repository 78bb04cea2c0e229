import { describe, expect, it } from "vitest";
import { orderActions } from "./order-actions";

const labels = (...args: Parameters<typeof orderActions>) => orderActions(...args).map((a) => a.label);

describe("order actions: buttons come only from the moves the server allows", () => {
  it("gives a merchant Accept and Cancel on a pending order", () => {
    expect(labels("merchant", "pending", ["confirmed", "cancelled"])).toEqual(["Accept order", "Cancel order"]);
    const [accept] = orderActions("merchant", "pending", ["confirmed", "cancelled"]);
    expect(accept).toMatchObject({ kind: "move", status: "confirmed", primary: true });
  });

  it("gives a merchant Mark ready to ship on a confirmed order", () => {
    expect(labels("merchant", "confirmed", ["ready_to_ship", "cancelled"])).toEqual(["Mark ready to ship", "Cancel order"]);
  });

  it("shows nothing the server did not allow, and nothing for system moves", () => {
    expect(orderActions("merchant", "confirmed", [])).toEqual([]);
    expect(orderActions("merchant", "delivered", ["completed", "returned"])).toEqual([]);
    expect(orderActions("customer", "awaiting_payment", ["pending"])).toEqual([]);
  });

  it("turns ready_to_ship into a decline for a partner and a take-back for an admin", () => {
    expect(orderActions("partner", "3pl_assigned", ["3pl_accepted", "ready_to_ship"]).map((a) => a.kind)).toEqual(["move", "decline"]);
    expect(labels("partner", "3pl_assigned", ["3pl_accepted", "ready_to_ship"])).toEqual(["Accept delivery", "Decline"]);
    expect(orderActions("admin", "dispatcher_assigned", ["ready_to_ship", "cancelled"]).map((a) => a.kind)).toEqual(["unassign", "cancel"]);
  });

  it("offers the admin assignment to a partner or a dispatcher when the order is ready to ship", () => {
    expect(orderActions("admin", "ready_to_ship", ["cancelled", "dispatcher_assigned", "3pl_assigned"]).map((a) => a.kind)).toEqual([
      "assign-dispatcher",
      "assign-partner",
      "cancel",
    ]);
    // Nobody but the admin scope gets assignment buttons.
    expect(orderActions("dispatcher", "ready_to_ship", ["dispatcher_assigned"])).toEqual([]);
  });

  it("walks a dispatcher through picked up, in transit and delivery with the token", () => {
    expect(labels("dispatcher", "dispatcher_assigned", ["picked_up"])).toEqual(["Mark picked up"]);
    expect(labels("dispatcher", "picked_up", ["in_transit"])).toEqual(["Mark in transit"]);
    expect(orderActions("dispatcher", "in_transit", ["delivered"])).toEqual([{ kind: "deliver", label: "Deliver with token" }]);
  });

  it("lets a customer cancel before confirmation", () => {
    expect(labels("customer", "pending", ["cancelled"])).toEqual(["Cancel order"]);
  });

  it("ignores repeats and the current status", () => {
    expect(labels("merchant", "pending", ["confirmed", "confirmed", "pending"])).toEqual(["Accept order"]);
  });

  it("marks only the first forward move as primary", () => {
    const actions = orderActions("partner", "3pl_accepted", ["picked_up", "in_transit"]);
    expect(actions.filter((a) => a.kind === "move" && a.primary)).toHaveLength(1);
  });
});
