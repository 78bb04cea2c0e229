import { ORDER_STATUSES, type OrderStatusCode } from "@bitmarte/contracts";
import { Badge, Tooltip } from "@mantine/core";
import { IconAlertTriangle, IconClockExclamation } from "@tabler/icons-react";
import { StatusBadge, type StatusBadgeProps, type StatusTone } from "../../ui/status-badge";
import { formatHours, LATENESS_COLORS, LATENESS_LABELS, type LatenessResult } from "./order-lateness";

const TONES: Record<OrderStatusCode, StatusTone> = {
  awaiting_payment: "neutral",
  pending: "warning",
  confirmed: "info",
  ready_to_ship: "info",
  "3pl_assigned": "info",
  "3pl_accepted": "info",
  dispatcher_assigned: "info",
  picked_up: "info",
  in_transit: "info",
  delivered: "success",
  completed: "success",
  cancelled: "danger",
  returned: "neutral",
};

export function statusTone(code: OrderStatusCode): StatusTone {
  return TONES[code];
}

/** An order status, shown by its known name (spec §4). */
export function OrderStatusBadge({ status, ...rest }: Omit<StatusBadgeProps, "status" | "tone"> & { status: OrderStatusCode }) {
  return <StatusBadge status={ORDER_STATUSES[status]} tone={TONES[status]} {...rest} />;
}

/** A yellow (late) or red (very late) flag with the time spent in the status; nothing when on time. */
export function LateBadge({ lateness, size = "sm" }: { lateness: LatenessResult; size?: "xs" | "sm" | "md" | "lg" }) {
  if (lateness.level === "on_time") return null;
  const label = `${LATENESS_LABELS[lateness.level]} · ${formatHours(lateness.hours)}`;
  const Icon = lateness.level === "very_late" ? IconAlertTriangle : IconClockExclamation;
  return (
    <Tooltip label={`In this status for ${formatHours(lateness.hours)}; expected within ${lateness.limit ?? 0} h`} withArrow>
      <Badge
        color={LATENESS_COLORS[lateness.level]}
        variant={lateness.level === "very_late" ? "filled" : "light"}
        radius="sm"
        tt="none"
        size={size}
        leftSection={<Icon size={12} aria-hidden />}
        data-lateness={lateness.level}
        c={lateness.level === "late" ? "yellow.9" : undefined}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
