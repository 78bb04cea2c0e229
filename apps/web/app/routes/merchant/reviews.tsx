import { useSessionUser } from "../../features/auth";
import { ReviewsScreen } from "../../features/reviews/screens";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Reviews · Bitmarte merchant" }];

export default function MerchantReviewsPage() {
  const user = useSessionUser();
  const allowed = user.role !== "staff" || user.permissions.includes("products:read");
  const canReply = user.role !== "staff" || user.permissions.includes("products:write");
  return (
    <>
      <PageHeader title="Reviews" description="What customers wrote about your products and your store after delivery. Reply to thank them or to put things right." />
      {allowed ? <ReviewsScreen scope="merchant" canReply={canReply} /> : <EmptyState title="No access to reviews" description="Ask the store owner for the products permission." />}
    </>
  );
}
