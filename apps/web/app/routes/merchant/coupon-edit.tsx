import datesStyles from "@mantine/dates/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { couponAccess, EditCoupon } from "../../features/coupons";
import { EmptyState } from "../../ui/empty-state";
import type { Route } from "./+types/coupon-edit";

export const links = () => [{ rel: "stylesheet", href: datesStyles }];
export const meta = () => [{ title: "Edit coupon · Bitmarte merchant" }];

export default function EditCouponPage({ params }: Route.ComponentProps) {
  const access = couponAccess(useSessionUser());
  if (!access.write) return <EmptyState title="No access to edit coupons" description="Ask the store owner for the coupons write permission." />;
  return <EditCoupon id={params.id} />;
}
