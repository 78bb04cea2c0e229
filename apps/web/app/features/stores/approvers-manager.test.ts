import type { AdminAccount, Approver } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { approverCandidates } from "./approvers-manager";

const admin = (id: string, role: AdminAccount["role"], isActive = true): AdminAccount => ({
  id,
  firstName: id,
  lastName: "Admin",
  email: `${id}@bitmarte.test`,
  phoneNumber: null,
  role,
  isActive,
  lastLogin: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});
const approver = (id: string, isActive: boolean): Approver => ({
  id,
  adminId: id,
  firstName: id,
  lastName: "Admin",
  email: `${id}@bitmarte.test`,
  level: "first",
  isActive,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("approver candidates", () => {
  it("offers admins and super admins who are not active approvers", () => {
    const candidates = approverCandidates(
      [admin("ada", "admin"), admin("sam", "superadmin"), admin("dan", "dispatcher"), admin("off", "admin", false), admin("act", "admin")],
      [approver("act", true)],
    );
    expect(candidates.map((c) => c.adminId)).toEqual(["ada", "sam"]);
  });

  it("offers former approvers even without the admin list", () => {
    const candidates = approverCandidates(undefined, [approver("old", false), approver("cur", true)]);
    expect(candidates).toEqual([{ adminId: "old", label: "old Admin · old@bitmarte.test (former approver)" }]);
  });
});
