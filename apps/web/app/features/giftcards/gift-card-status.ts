import type { GiftCardStatus } from "@bitmarte/contracts";
import type { StatusTone } from "../../ui/status-badge";

/** How a gift card's status reads, and its tone (the gift cards page and the status page). */
export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, { label: string; tone: StatusTone }> = {
  awaiting_payment: { label: "Awaiting payment", tone: "warning" },
  active: { label: "Active", tone: "success" },
  redeemed: { label: "Used up", tone: "neutral" },
  expired: { label: "Expired", tone: "danger" },
  cancelled: { label: "Cancelled", tone: "danger" },
};
