import { ReviewsScreen } from "../../features/reviews/screens";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Reviews · Bitmarte admin" }];

export default function AdminReviewsPage() {
  return (
    <>
      <PageHeader title="Reviews" description="Every store's product and store reviews. Hide abusive ones with a reason; they leave the ratings." />
      <ReviewsScreen scope="admin" />
    </>
  );
}
