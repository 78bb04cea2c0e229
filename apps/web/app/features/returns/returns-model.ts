import type { OrderReturnSummary, RefundRequestSort, ReturnedOrder, ReturnSort, ReturnStatus } from "@bitmarte/contracts";
import type { StatusTone } from "../../ui/status-badge";

export type ReturnScope = "merchant" | "admin";
export interface ReturnListParams {
  page: number;
  limit: number;
  status?: ReturnStatus;
  type?: "refund" | "replace";
  startDate?: string;
  endDate?: string;
  /** Only requests the store has left unanswered for RETURN_STORE_DECISION_DAYS (admins). */
  stuck?: "true";
  /** Absent: newest first. */
  sort?: ReturnSort;
}
export interface RefundListParams {
  page: number;
  limit: number;
  status?: "pending" | "approved" | "rejected" | "paid";
  /** Absent: newest first. */
  sort?: RefundRequestSort;
}

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  accepted: "Accepted",
  rejected: "Rejected",
  received: "Received",
  refunded: "Refunded",
  replaced: "Replaced",
  closed: "Closed",
};
export const RETURN_STATUS_TONES: Record<ReturnStatus, StatusTone> = {
  requested: "warning",
  accepted: "info",
  rejected: "danger",
  received: "info",
  refunded: "success",
  replaced: "success",
  closed: "neutral",
};
export const REFUND_STATUS_LABELS = { pending: "Waiting for a decision", approved: "Approved, being paid", rejected: "Rejected", paid: "Paid" } as const;
export const TYPE_LABELS = { refund: "Refund", replace: "Replacement" } as const;
export const METHOD_LABELS = { original: "Original payment method", gift_card: "Gift card" } as const;

/** What the customer should read about where a return stands. */
export function returnStepText(r: Pick<OrderReturnSummary, "status" | "type" | "rejectionReason" | "refundStatus">): string {
  switch (r.status) {
    case "requested":
      return "Waiting for the store to accept it.";
    case "accepted":
      return "Accepted: keep the items ready, they will be picked up from your delivery address.";
    case "rejected":
      return r.rejectionReason ? `The store rejected it: ${r.rejectionReason}` : "The store rejected it.";
    case "received":
      return r.type === "refund" ? "The store has the items back; Bitmarte is deciding your refund." : "The store has the items back; Bitmarte is deciding your replacement.";
    case "refunded":
      return r.refundStatus === "paid" ? "Refunded." : "Refund approved; it is on its way.";
    case "replaced":
      return "A replacement order was created at no charge.";
    case "closed":
      return "Closed without a refund or replacement.";
  }
}

/** Units of each order item the customer may still return. */
export function returnableUnits(items: { id: string; quantity: number; returnedQuantity: number }[]): Record<string, number> {
  return Object.fromEntries(items.map((i) => [i.id, Math.max(0, i.quantity - i.returnedQuantity)]));
}

/** The moves the merchant may make now. */
export function merchantMoves(r: Pick<ReturnedOrder, "status">): ("accepted" | "rejected" | "received")[] {
  if (r.status === "requested") return ["accepted", "rejected"];
  if (r.status === "accepted") return ["received"];
  return [];
}

/** The admin decides once the items are back. */
export function adminDecision(r: Pick<ReturnedOrder, "status" | "type">): "refund" | "replace" | null {
  if (r.status !== "received") return null;
  return r.type === "refund" ? "refund" : "replace";
}


/** "a full refund" or "a partial refund of ₦x out of ₦y asked": what the admin confirms before money moves. */
export function refundScope(amount: number, requested: number, format: (n: number) => string): string {
  return amount < requested ? `a partial refund: ${format(amount)} of the ${format(requested)} asked` : `a full refund of ${format(requested)}`;
}
