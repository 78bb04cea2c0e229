import datesStyles from "@mantine/dates/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { couponAccess, NewCoupon } from "../../features/coupons";
import { EmptyState } from "../../ui/empty-state";

export const links = () => [{ rel: "stylesheet", href: datesStyles }];
export const meta = () => [{ title: "New coupon · Bitmarte merchant" }];

export default function NewCouponPage() {
  const access = couponAccess(useSessionUser());
  if (!access.write) return <EmptyState title="No access to create coupons" description="Ask the store owner for the coupons write permission." />;
  return <NewCoupon />;
}
