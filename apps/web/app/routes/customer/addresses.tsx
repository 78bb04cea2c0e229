import { Container } from "@mantine/core";
import { AddressBook } from "../../features/addresses";
import { RequireSession } from "../../features/auth";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Shipping addresses · Bitmarte" }];

export default function AddressesPage() {
  return (
    <RequireSession area={AREAS.customer}>
      {(user) => (
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <AddressBook email={user.email} />
        </Container>
      )}
    </RequireSession>
  );
}
