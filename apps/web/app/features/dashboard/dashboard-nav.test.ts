import { mayCall } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, adminSections, canOpenAdminPath, canOpenMerchantPath, canOpenSection, findSection, MERCHANT_SECTIONS, merchantSections } from "./dashboard-nav";

const ROLES = ["admin", "superadmin", "dispatcher", "scheduler"] as const;

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

  it("names, for every admin section, the endpoints its page needs", () => {
    for (const section of ADMIN_SECTIONS) expect(section.needs?.length, section.slug).toBeGreaterThan(0);
  });

  it("shows a role an admin section only when the role may call every endpoint the section needs", () => {
    for (const role of ROLES) {
      const visible = adminSections({ role }).map((s) => s.slug);
      for (const section of ADMIN_SECTIONS) {
        const callable = (section.needs ?? []).every((e) => mayCall(e, { kind: "admin", role }));
        if (visible.includes(section.slug)) expect(callable, `${role} sees ${section.slug}`).toBe(true);
        // Only a deliberate narrowing (adminRoles) hides a section the role could use.
        if (callable && !visible.includes(section.slug)) expect(section.adminRoles, `${role} misses ${section.slug}`).toBeDefined();
      }
    }
  });

  it("gives dispatchers their deliveries only, and schedulers the dispatch desk and the board", () => {
    expect(adminSections({ role: "dispatcher" }).map((s) => s.slug)).toEqual(["deliveries"]);
    expect(adminSections({ role: "scheduler" }).map((s) => s.slug)).toEqual(["control-tower", "dispatch"]);
    const admin = adminSections({ role: "admin" }).map((s) => s.slug);
    for (const slug of ["stores", "hubs", "merchants", "transactions", "partners", "logistics", "payouts", "reports"]) expect(admin).toContain(slug);
    for (const slug of ["admins", "approvers", "audit-log", "deliveries"]) expect(admin).not.toContain(slug);
    const superadmin = adminSections({ role: "superadmin" }).map((s) => s.slug);
    expect(superadmin).toHaveLength(ADMIN_SECTIONS.length - 1);
    expect(superadmin).not.toContain("deliveries");
  });

  it("refuses paths of sections a role may not use, and lets schedulers open one order from the dispatch desk", () => {
    expect(canOpenAdminPath({ role: "scheduler" }, "/admin/stores")).toBe(false);
    expect(canOpenAdminPath({ role: "scheduler" }, "/admin/stores/0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01")).toBe(false);
    expect(canOpenAdminPath({ role: "dispatcher" }, "/admin/transactions")).toBe(false);
    expect(canOpenAdminPath({ role: "scheduler" }, "/admin/orders")).toBe(false);
    expect(canOpenAdminPath({ role: "scheduler" }, "/admin/orders/0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01")).toBe(true);
    expect(canOpenAdminPath({ role: "dispatcher" }, "/admin/orders/0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01")).toBe(false);
    expect(canOpenAdminPath({ role: "dispatcher" }, "/admin/deliveries/0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01")).toBe(true);
    expect(canOpenAdminPath({ role: "admin" }, "/admin/stores")).toBe(true);
    expect(canOpenAdminPath({ role: "admin" }, "/admin/admins")).toBe(false);
    // Pages outside every section are not the gate's business.
    expect(canOpenAdminPath({ role: "dispatcher" }, "/admin")).toBe(true);
    expect(canOpenAdminPath({ role: "dispatcher" }, "/admin/change-password")).toBe(true);
  });

  it("refuses staff the merchant pages their permissions do not cover, opened by URL too", () => {
    const productsOnly = { role: "staff" as const, permissions: ["products:read", "products:write"] };
    expect(canOpenMerchantPath(productsOnly, "/merchant/products/new")).toBe(true);
    expect(canOpenMerchantPath(productsOnly, "/merchant/plan")).toBe(false);
    expect(canOpenMerchantPath(productsOnly, "/merchant/themes")).toBe(false);
    expect(canOpenMerchantPath(productsOnly, "/merchant/payouts/statement")).toBe(false);
    expect(canOpenMerchantPath({ role: "staff" as const, permissions: ["themes:read"] }, "/merchant/themes")).toBe(true);
    expect(canOpenMerchantPath({ role: "merchant", permissions: [] }, "/merchant/plan")).toBe(true);
    expect(canOpenMerchantPath(productsOnly, "/merchant")).toBe(true);
    expect(canOpenMerchantPath(productsOnly, "/merchant/change-password")).toBe(true);
  });
});
