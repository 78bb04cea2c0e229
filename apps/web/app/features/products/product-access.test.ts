import { describe, expect, it } from "vitest";
import { productAccess } from "./product-access";

describe("productAccess", () => {
  it("lets the owner do everything", () => {
    expect(productAccess({ role: "merchant", permissions: [] })).toEqual({ canRead: true, canWrite: true });
  });

  it("follows a staff member's permissions", () => {
    expect(productAccess({ role: "staff", permissions: ["products:read"] })).toEqual({ canRead: true, canWrite: false });
    expect(productAccess({ role: "staff", permissions: ["products:write"] })).toEqual({ canRead: true, canWrite: true });
    expect(productAccess({ role: "staff", permissions: ["orders:read"] })).toEqual({ canRead: false, canWrite: false });
  });
});
