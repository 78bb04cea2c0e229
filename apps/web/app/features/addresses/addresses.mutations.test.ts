import type { CustomerShippingAddress } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { withDefault } from "./addresses.mutations";

const address = (id: string, isDefault: boolean): CustomerShippingAddress => ({
  id,
  fullName: "Ada Obi",
  phoneNumber: "08031234567",
  emailAddress: "ada@example.com",
  stateOrRegion: "Lagos",
  city: "Ikeja",
  LGA: null,
  address: "1 Allen Avenue",
  country: "Nigeria",
  default: isDefault,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("withDefault", () => {
  it("makes exactly one address the default", () => {
    const page = withDefault({ rows: [address("a", true), address("b", false), address("c", false)], count: 3 }, "c");
    expect(page.rows.map((r) => r.default)).toEqual([false, false, true]);
    expect(page.count).toBe(3);
  });
});
