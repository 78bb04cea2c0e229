import { Container } from "@mantine/core";
import { RequireSession } from "../../features/auth";
import { CartScreen } from "../../features/cart";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Your cart · Bitmarte" }];

export default function CartPage() {
  return (
    <RequireSession area={AREAS.customer}>
      {() => (
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <CartScreen />
        </Container>
      )}
    </RequireSession>
  );
}
