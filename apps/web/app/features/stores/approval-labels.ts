import type { StoreApproval } from "@bitmarte/contracts";
import type { StatusTone } from "../../ui/status-badge";

type ApprovalStatus = StoreApproval["status"];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: "Awaiting first approval",
  first_approved: "Awaiting second approval",
  approved: "Approved",
  rejected: "Rejected",
};

export const APPROVAL_STATUS_TONES: Record<ApprovalStatus, StatusTone> = {
  pending: "warning",
  first_approved: "info",
  approved: "success",
  rejected: "danger",
};

/** "0 of 2", "1 of 2", "2 of 2" approvals. */
export function approvalCount(approval: Pick<StoreApproval, "firstApproval" | "secondApproval">): number {
  return (approval.firstApproval ? 1 : 0) + (approval.secondApproval ? 1 : 0);
}

export type ApproveBlock = { allowed: true; label: string } | { allowed: false; label: string; reason: string };

/** What the server knows of the reviewer and the merchant that decides whether an approval can go through. */
export interface ApproveContext {
  /** The signed-in admin's approver level (`any` for the super admin; null when not an approver). */
  reviewerLevel?: "first" | "second" | "any" | null;
  /** The owner's KYC documents are on file (identity document and proof of address). */
  hasKycDocuments?: boolean;
}

/**
 * What the approve button does for this admin now: the first approval, the second (by someone else,
 * once a payment category is set), or nothing. The server decides; this only explains it up front.
 */
export function approveAction(approval: StoreApproval, adminId: string | undefined, context: ApproveContext = {}): ApproveBlock {
  if (approval.status === "approved") return { allowed: false, label: "Approved", reason: "This store already has both approvals." };
  const first = approval.status === "rejected" || !approval.firstApproval;
  const label = first ? "Give first approval" : "Give second approval";
  if (context.reviewerLevel === null) return { allowed: false, label, reason: "Only store approvers can approve stores." };
  if (context.hasKycDocuments === false) {
    return { allowed: false, label, reason: "The merchant has not uploaded an identity document and a proof of address yet. Reject with what is missing, or wait." };
  }
  if (first) {
    if (context.reviewerLevel === "second") return { allowed: false, label, reason: "You give second approvals. A first-level approver gives the first." };
    return { allowed: true, label };
  }
  if (adminId && approval.firstApprovedBy?.id === adminId) {
    return { allowed: false, label, reason: "You gave the first approval. A different approver gives the second." };
  }
  if (context.reviewerLevel === "first") return { allowed: false, label, reason: "You give first approvals. A second-level approver gives the second." };
  if (!approval.pricingPlanId) {
    return { allowed: false, label, reason: "Set the payment category before the second approval." };
  }
  return { allowed: true, label };
}
