import { describe, expect, it } from "vitest";
import { adminSections, canOpenSection, findSection, MERCHANT_SECTIONS, merchantSections } from "./dashboard-nav";

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
      "reviews",
    ]);
  });

  it("finds the section after the prefix", () => {
    expect(findSection(MERCHANT_SECTIONS, "/merchant", "/merchant/store-profile")?.label).toBe("Store profile");
    expect(findSection(MERCHANT_SECTIONS, "/merchant", "/merchant/nope")).toBeUndefined();
  });

  it("gives each admin role its own delivery pages", () => {
    const slugs = (role: "admin" | "superadmin" | "dispatcher" | "scheduler") => adminSections({ role }).map((s) => s.slug);
    expect(slugs("dispatcher")).toContain("deliveries");
    expect(slugs("dispatcher")).not.toContain("orders");
    expect(slugs("dispatcher")).not.toContain("dispatch");
    expect(slugs("scheduler")).toEqual(expect.arrayContaining(["dispatch", "control-tower"]));
    expect(slugs("scheduler")).not.toContain("orders");
    expect(slugs("admin")).toEqual(expect.arrayContaining(["orders", "dispatch", "control-tower"]));
    expect(slugs("admin")).not.toContain("deliveries");
  });

  it("lets staff open orders only with an orders permission", () => {
    expect(canOpenSection("merchant", { role: "staff", permissions: ["orders:read"] }, "orders")).toBe(true);
    expect(canOpenSection("merchant", { role: "staff", permissions: ["products:read"] }, "orders")).toBe(false);
    expect(canOpenSection("admin", { role: "dispatcher", permissions: [] }, "nope")).toBe(false);
  });
});
