import { Container } from "@mantine/core";
import { RequireSession } from "../../features/auth";
import { GiftCardStatusPage } from "../../features/giftcards";
import { AREAS } from "../../lib/areas";
import type { Route } from "./+types/gift-card-status";

export const meta = () => [{ title: "Gift card · Bitmarte" }];

export default function GiftCardStatusRoute({ params }: Route.ComponentProps) {
  return (
    <RequireSession area={AREAS.customer}>
      {() => (
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <GiftCardStatusPage code={params.code} />
        </Container>
      )}
    </RequireSession>
  );
}
