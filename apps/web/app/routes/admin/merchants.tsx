import { MerchantsList } from "../../features/stores";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Merchants · Bitmarte admin" }];

export default function AdminMerchantsPage() {
  return (
    <>
      <PageHeader title="Merchants" description="Every merchant on Bitmarte, their store and its review." />
      <MerchantsList />
    </>
  );
}
