import type { ReturnStatus } from "@bitmarte/contracts";
import { StatusBadge, type StatusBadgeProps } from "../../ui/status-badge";
import { RETURN_STATUS_LABELS, RETURN_STATUS_TONES } from "./returns-model";

export function ReturnStatusBadge({ status, ...rest }: { status: ReturnStatus } & Omit<StatusBadgeProps, "status" | "tone">) {
  return <StatusBadge status={RETURN_STATUS_LABELS[status]} tone={RETURN_STATUS_TONES[status]} {...rest} />;
}
