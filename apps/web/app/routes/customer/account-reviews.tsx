import { MyReviews } from "../../features/reviews/screens";
import { AccountPage } from "./account-page";

export const meta = () => [{ title: "My reviews · Bitmarte" }];

export default function AccountReviewsPage() {
  return (
    <AccountPage title="My reviews" description="Reviews you wrote of products and stores, newest first.">
      <MyReviews />
    </AccountPage>
  );
}
