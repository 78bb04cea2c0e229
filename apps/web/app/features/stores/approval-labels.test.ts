import type { StoreApproval } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { approvalCount, approveAction } from "./approval-labels";

const ME = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";
const OTHER = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a02";
const approval = (over: Partial<StoreApproval>): StoreApproval => ({
  storeId: OTHER,
  merchantId: OTHER,
  storeName: "Shop",
  storeUrl: "shop",
  merchantName: "A B",
  email: "a@b.c",
  status: "pending",
  firstApproval: false,
  firstApprovedBy: null,
  firstApprovedAt: null,
  secondApproval: false,
  secondApprovedBy: null,
  secondApprovedAt: null,
  rejectionReason: null,
  pricingPlanId: ME,
  pricingPlanName: "Starter",
  onboardingPercentage: 100,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("approve button", () => {
  it("gives the first approval of a pending or rejected store", () => {
    expect(approveAction(approval({}), ME)).toEqual({ allowed: true, label: "Give first approval" });
    expect(approveAction(approval({ status: "rejected" }), ME).label).toBe("Give first approval");
  });

  it("refuses the second approval to the admin who gave the first", () => {
    const first = approval({ status: "first_approved", firstApproval: true, firstApprovedBy: { id: ME, name: "Me" } });
    expect(approveAction(first, ME)).toMatchObject({ allowed: false, label: "Give second approval" });
    expect(approveAction(first, OTHER)).toEqual({ allowed: true, label: "Give second approval" });
  });

  it("needs a payment category before the second approval", () => {
    const first = approval({ status: "first_approved", firstApproval: true, firstApprovedBy: { id: OTHER, name: "Other" }, pricingPlanId: null });
    expect(approveAction(first, ME)).toMatchObject({ allowed: false, reason: expect.stringMatching(/payment category/) });
  });

  it("explains approver levels and missing KYC documents before the server refuses", () => {
    const pending = approval({});
    const firstDone = approval({ status: "first_approved", firstApproval: true, firstApprovedBy: { id: OTHER, name: "Other" } });
    expect(approveAction(pending, ME, { reviewerLevel: "second" })).toMatchObject({ allowed: false, reason: expect.stringMatching(/first-level approver/) });
    expect(approveAction(firstDone, ME, { reviewerLevel: "first" })).toMatchObject({ allowed: false, reason: expect.stringMatching(/second-level approver/) });
    expect(approveAction(firstDone, ME, { reviewerLevel: "second" }).allowed).toBe(true);
    expect(approveAction(pending, ME, { reviewerLevel: "any" }).allowed).toBe(true);
    expect(approveAction(firstDone, ME, { reviewerLevel: "any" }).allowed).toBe(true);
    expect(approveAction(pending, ME, { reviewerLevel: null })).toMatchObject({ allowed: false });
    expect(approveAction(pending, ME, { reviewerLevel: "first", hasKycDocuments: false })).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/identity document and a proof of address/),
    });
  });

  it("counts approvals", () => {
    expect(approvalCount({ firstApproval: true, secondApproval: false })).toBe(1);
    expect(approveAction(approval({ status: "approved", firstApproval: true, secondApproval: true }), ME).allowed).toBe(false);
  });
});
