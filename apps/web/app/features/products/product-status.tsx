import type { Product, ProductApprovalStatus } from "@bitmarte/contracts";
import { StatusBadge } from "../../ui/status-badge";

export const PRODUCT_STATUS_LABELS: Record<ProductApprovalStatus, string> = {
  approved: "Approved",
  pending: "Pending review",
  rejected: "Rejected",
};

export function ProductStatusBadge({ status }: { status: ProductApprovalStatus }) {
  const tone = status === "approved" ? "success" : status === "rejected" ? "danger" : "warning";
  return (
    <StatusBadge
      status={PRODUCT_STATUS_LABELS[status]}
      tone={tone}
      data-testid="product-status"
      styles={{ root: { flexShrink: 0, maxWidth: "none" }, label: { overflow: "visible" } }}
    />
  );
}

/** An approved product's content edit: waiting for review, or not approved (nothing when none). */
export function RevisionBadge({ product }: { product: Pick<Product, "approvalStatus" | "revision"> }) {
  if (product.approvalStatus !== "approved" || !product.revision) return null;
  const waiting = product.revision.status === "pending";
  return (
    <StatusBadge
      status={waiting ? "Changes in review" : "Changes not approved"}
      tone={waiting ? "warning" : "danger"}
      data-testid="revision-status"
      styles={{ root: { flexShrink: 0, maxWidth: "none" }, label: { overflow: "visible" } }}
    />
  );
}

/** Stock at or below the product's alert level (and above nothing) needs the merchant's attention. */
export function stockLevel(quantity: number, alertAt: number): "out" | "low" | "ok" {
  if (quantity <= 0) return "out";
  if (quantity <= alertAt) return "low";
  return "ok";
}
