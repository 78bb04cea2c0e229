import { describe, expect, it } from "vitest";
import { adminSections, findSection, MERCHANT_SECTIONS, merchantSections } from "./dashboard-nav";

describe("dashboard navigation", () => {
  it("shows Admins only to the super admin", () => {
    expect(adminSections({ role: "superadmin" }).map((s) => s.slug)).toContain("admins");
    for (const role of ["admin", "dispatcher", "scheduler"] as const) {
      expect(adminSections({ role }).map((s) => s.slug)).not.toContain("admins");
    }
  });

  it("shows failed jobs to admins and the super admin only", () => {
    for (const role of ["admin", "superadmin"] as const) expect(adminSections({ role }).map((s) => s.slug)).toContain("jobs");
    for (const role of ["dispatcher", "scheduler"] as const) expect(adminSections({ role }).map((s) => s.slug)).not.toContain("jobs");
  });

  it("shows a merchant owner every section and staff only their permitted ones", () => {
    expect(merchantSections({ role: "merchant", permissions: [] })).toHaveLength(MERCHANT_SECTIONS.length);
    expect(merchantSections({ role: "staff", permissions: ["orders:read", "products:write"] }).map((s) => s.slug)).toEqual([
      "products",
      "orders",
    ]);
  });

  it("finds the section after the prefix", () => {
    expect(findSection(MERCHANT_SECTIONS, "/merchant", "/merchant/store-profile")?.label).toBe("Store profile");
    expect(findSection(MERCHANT_SECTIONS, "/merchant", "/merchant/nope")).toBeUndefined();
  });
});
