import { RequireSessionLight } from "../../features/auth/require-session-light";
// Straight from its module: the gift cards barrel also names the gift card status page (Mantine).
import { GiftCardsScreen } from "../../features/giftcards/gift-cards-screen";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Gift cards · Bitmarte" }];

export default function GiftCardsPage() {
  return <RequireSessionLight area={AREAS.customer}>{() => <GiftCardsScreen />}</RequireSessionLight>;
}
