import { Container } from "@mantine/core";
import { RequireSession } from "../../features/auth";
import { OrderList } from "../../features/orders";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "My orders · Bitmarte" }];

export default function OrdersPage() {
  return (
    <RequireSession area={AREAS.customer}>
      {() => (
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <OrderList />
        </Container>
      )}
    </RequireSession>
  );
}
