import { Container } from "@mantine/core";
import { RequireSession } from "../../features/auth";
import { CartScreen, GuestCartScreen } from "../../features/cart";
import { AREAS } from "../../lib/areas";
import { hasSession } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";

export const meta = () => [{ title: "Your cart · Bitmarte" }];

/** Signed-in customers see their account's cart; visitors see the cart kept in this browser. */
export default function CartPage() {
  const hydrated = useHydrated();
  if (hydrated && !hasSession("customer")) {
    return (
      <Container size="lg" py={{ base: "lg", sm: "xl" }}>
        <GuestCartScreen />
      </Container>
    );
  }
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
