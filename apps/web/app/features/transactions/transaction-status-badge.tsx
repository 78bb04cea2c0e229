import type { TransactionStatus } from "@bitmarte/contracts";
import { StatusBadge, type StatusBadgeProps, type StatusTone } from "../../ui/status-badge";
import { TRANSACTION_STATUS_LABELS } from "./transactions-model";

const TONES: Record<TransactionStatus, StatusTone> = {
  success: "success",
  pending: "warning",
  failed: "danger",
  abandoned: "neutral",
  reversed: "info",
};

export function TransactionStatusBadge({ status, ...rest }: { status: TransactionStatus } & Omit<StatusBadgeProps, "status" | "tone">) {
  return <StatusBadge status={TRANSACTION_STATUS_LABELS[status]} tone={TONES[status]} {...rest} />;
}
