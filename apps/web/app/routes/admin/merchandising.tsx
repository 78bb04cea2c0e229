import { MerchandisingScreen } from "../../features/merchandising";

export const meta = () => [{ title: "Merchandising · Admin · Bitmarte" }];

export default function AdminMerchandising() {
  return <MerchandisingScreen />;
}
