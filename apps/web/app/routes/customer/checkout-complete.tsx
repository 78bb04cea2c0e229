import { Container } from "@mantine/core";
import { useSearchParams } from "react-router";
import { RequireSession } from "../../features/auth";
import { PaymentReturn } from "../../features/checkout";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Order placed · Bitmarte" }];

/** Where the payment page sends the customer back (`?reference=`). */
export default function CheckoutCompletePage() {
  const [params] = useSearchParams();
  return (
    <RequireSession area={AREAS.customer}>
      {() => (
        <Container size="md" py={{ base: "lg", sm: "xl" }}>
          <PaymentReturn reference={params.get("reference")} orderName={params.get("orderName")} />
        </Container>
      )}
    </RequireSession>
  );
}
