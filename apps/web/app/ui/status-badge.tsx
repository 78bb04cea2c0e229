import { Badge, type BadgeProps } from "@mantine/core";

export type StatusTone = "neutral" | "info" | "success" | "warning" | "danger";

const TONE_COLORS: Record<StatusTone, string> = {
  neutral: "gray",
  info: "blue",
  success: "brand",
  warning: "yellow",
  danger: "red",
};

/** Picks a tone from common status words; callers can pass `tone` to override. */
export function toneForStatus(status: string): StatusTone {
  const s = status.toLowerCase();
  if (/(deliver|complete|approved|processed|paid|success|active|confirmed|accepted)/.test(s)) return "success";
  if (/(cancel|reject|fail|declin|deactivat|refused|expired)/.test(s)) return "danger";
  if (/(pending|await|review|unapproved|processing)/.test(s)) return "warning";
  if (/(ship|transit|assigned|picked|dispatch)/.test(s)) return "info";
  return "neutral";
}

export interface StatusBadgeProps extends Omit<BadgeProps, "color" | "children"> {
  /** The text shown, e.g. an order status's known name. */
  status: string;
  tone?: StatusTone;
}

export function StatusBadge({ status, tone, ...rest }: StatusBadgeProps) {
  const color = TONE_COLORS[tone ?? toneForStatus(status)];
  return (
    <Badge color={color} variant="light" radius="sm" tt="none" fw={600} {...rest}>
      {status}
    </Badge>
  );
}
