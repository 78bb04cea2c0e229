import { CreateOrderBodySchema, IDEMPOTENCY_KEY_HEADER, MESSAGES } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES, checkOrderNote, IDEMPOTENCY_HEADER, ORDER_NOTE_MAX } from "./checkout-messages";

const ADDRESS = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";

describe("checkout wording without zod", () => {
  it("is the contracts' own", () => {
    expect(CHECKOUT_MESSAGES.placeOrderFailed).toBe(MESSAGES.placeOrderFailed);
    expect(CHECKOUT_MESSAGES.createOrderFailed).toBe(MESSAGES.createOrderFailed);
    expect(IDEMPOTENCY_HEADER).toBe(IDEMPOTENCY_KEY_HEADER);
  });

  it("checks the order note as CreateOrderBodySchema does", () => {
    const long = ` ${"a".repeat(ORDER_NOTE_MAX + 1)} `;
    const parsed = CreateOrderBodySchema.safeParse({ addressId: ADDRESS, orderNote: long, paymentChannel: "card" });
    expect(parsed.success).toBe(false);
    const checked = checkOrderNote(long);
    expect(checked).toEqual({ ok: false, error: parsed.error?.issues.find((i) => i.path[0] === "orderNote")?.message });

    const fits = ` ${"a".repeat(ORDER_NOTE_MAX)} `;
    expect(CreateOrderBodySchema.parse({ addressId: ADDRESS, orderNote: fits, paymentChannel: "card" }).orderNote).toBe("a".repeat(ORDER_NOTE_MAX));
    expect(checkOrderNote(fits)).toEqual({ ok: true, note: "a".repeat(ORDER_NOTE_MAX) });
    expect(checkOrderNote("   ")).toEqual({ ok: true, note: undefined });
  });
});
