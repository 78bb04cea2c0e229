import { useSessionUser } from "../../features/auth";
import { CouponList, couponAccess } from "../../features/coupons";
import { EmptyState } from "../../ui/empty-state";

export const meta = () => [{ title: "Coupons · Bitmarte merchant" }];

export default function CouponsPage() {
  const access = couponAccess(useSessionUser());
  if (!access.read) return <EmptyState title="No access to coupons" description="Ask the store owner for the coupons permission." />;
  return <CouponList canWrite={access.write} />;
}
