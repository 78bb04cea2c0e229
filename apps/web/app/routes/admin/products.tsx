import { AdminProductReview } from "../../features/products";

export const meta = () => [{ title: "Product review · Admin · Bitmarte" }];

export default function AdminProducts() {
  return <AdminProductReview />;
}
