import { RequireSessionLight } from "../../features/auth/require-session-light";
// Straight from its module: the orders barrel also names the order page (Mantine).
import { OrderList } from "../../features/orders/order-list";
import { AREAS } from "../../lib/areas";
import { SignedInPage } from "../../ui/light/signed-in-page";

export const meta = () => [{ title: "My orders · Bitmarte" }];

export default function OrdersPage() {
  return (
    <RequireSessionLight area={AREAS.customer}>
      {() => (
        <SignedInPage title="My orders" description="Each store ships its part of a checkout as its own order.">
          <OrderList />
        </SignedInPage>
      )}
    </RequireSessionLight>
  );
}
