import { MerchantHealthScreen } from "../../features/sellerhealth";

export const meta = () => [{ title: "Seller health · Bitmarte merchant" }];

export default function MerchantHealthPage() {
  return <MerchantHealthScreen />;
}
