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

/**
 * What the approve button does for this admin now: the first approval, the second (by someone else,
 * once a payment category is set), or nothing. The server decides; this only explains it up front.
 */
export function approveAction(approval: StoreApproval, adminId: string | undefined): ApproveBlock {
  if (approval.status === "approved") return { allowed: false, label: "Approved", reason: "This store already has both approvals." };
  if (approval.status === "rejected" || !approval.firstApproval) return { allowed: true, label: "Give first approval" };
  if (adminId && approval.firstApprovedBy?.id === adminId) {
    return { allowed: false, label: "Give second approval", reason: "You gave the first approval. A different approver gives the second." };
  }
  if (!approval.pricingPlanId) {
    return { allowed: false, label: "Give second approval", reason: "Set the payment category before the second approval." };
  }
  return { allowed: true, label: "Give second approval" };
}
