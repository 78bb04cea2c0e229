import { describe, expect, it } from "vitest";
import { AREAS, loginUrl, safeRedirect } from "./areas";

describe("safeRedirect", () => {
  it("keeps a path inside the same area", () => {
    expect(safeRedirect(AREAS.merchant, "/merchant/orders?page=2")).toBe("/merchant/orders?page=2");
    expect(safeRedirect(AREAS.customer, "/account/orders")).toBe("/account/orders");
    expect(safeRedirect(AREAS.customer, "/checkout?step=2")).toBe("/checkout?step=2");
    expect(safeRedirect(AREAS.customer, "/product/abc")).toBe("/product/abc");
  });

  it("falls back to the area home for other areas, absolute URLs and the login page", () => {
    expect(safeRedirect(AREAS.merchant, "/admin")).toBe("/merchant");
    expect(safeRedirect(AREAS.merchant, "/merchants")).toBe("/merchant");
    expect(safeRedirect(AREAS.admin, "//evil.example")).toBe("/admin");
    expect(safeRedirect(AREAS.admin, "https://evil.example/admin")).toBe("/admin");
    expect(safeRedirect(AREAS.customer, "/merchant")).toBe("/account");
    expect(safeRedirect(AREAS.customer, "/admin/stores")).toBe("/account");
    expect(safeRedirect(AREAS.customer, "/login")).toBe("/account");
    expect(safeRedirect(AREAS.partner, "/shipping-partner/login")).toBe("/shipping-partner");
    expect(safeRedirect(AREAS.partner, null)).toBe("/shipping-partner");
  });
});

describe("loginUrl", () => {
  it("adds redirectTo except for the area home", () => {
    expect(loginUrl(AREAS.admin, "/admin")).toBe("/admin/login");
    expect(loginUrl(AREAS.admin, "/admin/stores")).toBe("/admin/login?redirectTo=%2Fadmin%2Fstores");
  });
});
