import { describe, expect, it } from "vitest";
import { adminDecision, merchantMoves, refundScope, returnableUnits, returnStepText } from "./returns-model";

describe("returns model", () => {
  it("counts the units still returnable per item", () => {
    expect(returnableUnits([{ id: "a", quantity: 3, returnedQuantity: 1 }, { id: "b", quantity: 1, returnedQuantity: 1 }])).toEqual({ a: 2, b: 0 });
  });

  it("offers the merchant accept or reject, then received, then nothing", () => {
    expect(merchantMoves({ status: "requested" })).toEqual(["accepted", "rejected"]);
    expect(merchantMoves({ status: "accepted" })).toEqual(["received"]);
    expect(merchantMoves({ status: "received" })).toEqual([]);
    expect(merchantMoves({ status: "rejected" })).toEqual([]);
  });

  it("lets the admin decide only received returns, by type", () => {
    expect(adminDecision({ status: "received", type: "refund" })).toBe("refund");
    expect(adminDecision({ status: "received", type: "replace" })).toBe("replace");
    expect(adminDecision({ status: "accepted", type: "refund" })).toBeNull();
  });

  it("tells the customer where a return stands", () => {
    expect(returnStepText({ status: "rejected", type: "refund", rejectionReason: "Used", refundStatus: null })).toBe("The store rejected it: Used");
    expect(returnStepText({ status: "refunded", type: "refund", rejectionReason: null, refundStatus: "approved" })).toBe("Refund approved; it is on its way.");
    expect(returnStepText({ status: "refunded", type: "refund", rejectionReason: null, refundStatus: "paid" })).toBe("Refunded.");
  });

  it("says whether the refund to confirm is full or partial, in naira", () => {
    const naira = (n: number) => `₦${n.toFixed(2)}`;
    expect(refundScope(100, 100, naira)).toBe("a full refund of ₦100.00");
    expect(refundScope(40.5, 100, naira)).toBe("a partial refund: ₦40.50 of the ₦100.00 asked");
  });
});
