import type { Coupon } from "@bitmarte/contracts";
import { formatNaira } from "../../lib/format";

/** "20% off", "₦500.00 off", "Buy 2, get 20% off (up to 1)". */
export function describeDiscount(c: Pick<Coupon, "discountType" | "discountValue" | "minRequireValue" | "rewardValue" | "customerReward">): string {
  if (c.discountType === "Percent") return `${c.discountValue}% off`;
  if (c.discountType === "Fixed") return `${formatNaira(c.discountValue)} off`;
  return `Buy ${c.minRequireValue}, get ${c.rewardValue}% off (up to ${c.customerReward})`;
}
