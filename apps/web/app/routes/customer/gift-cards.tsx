import { Container } from "@mantine/core";
import { RequireSession } from "../../features/auth";
import { GiftCardsScreen } from "../../features/giftcards";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Gift cards · Bitmarte" }];

export default function GiftCardsPage() {
  return (
    <RequireSession area={AREAS.customer}>
      {() => (
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <GiftCardsScreen />
        </Container>
      )}
    </RequireSession>
  );
}
