import { describe, expect, it } from "vitest";
import { attemptFingerprint, nextAttempt } from "./checkout-attempt";

describe("checkout attempts", () => {
  const order = { addressId: "a1", orderNote: " Leave at the gate ", paymentChannel: "card" };
  let n = 0;
  const newKey = () => `key-${++n}`;

  it("reuses the key when the same order is retried", () => {
    const first = nextAttempt(null, attemptFingerprint(order), newKey);
    const retry = nextAttempt(first, attemptFingerprint({ ...order, orderNote: "Leave at the gate" }), newKey);
    expect(retry.key).toBe(first.key);
  });

  it("starts a new attempt when the order changes", () => {
    const first = nextAttempt(null, attemptFingerprint(order), newKey);
    expect(nextAttempt(first, attemptFingerprint({ ...order, addressId: "a2" }), newKey).key).not.toBe(first.key);
    expect(nextAttempt(first, attemptFingerprint({ ...order, paymentChannel: "ussd" }), newKey).key).not.toBe(first.key);
  });
});
