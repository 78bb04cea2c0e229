import { Container } from "@mantine/core";
import { AddressPicker } from "../../features/addresses";
import { RequireSession } from "../../features/auth";
import { CheckoutScreen } from "../../features/checkout";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Checkout · Bitmarte" }];

export default function CheckoutPage() {
  return (
    <RequireSession area={AREAS.customer}>
      {(user) => (
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <CheckoutScreen renderAddressPicker={(value, onChange) => <AddressPicker value={value} onChange={onChange} email={user.email} />} />
        </Container>
      )}
    </RequireSession>
  );
}
