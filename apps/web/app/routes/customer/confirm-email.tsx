import { ConfirmEmailScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import type { Route } from "./+types/confirm-email";

export const meta = () => [{ title: "Confirm your email · Bitmarte" }];

export default function CustomerConfirmEmail({ params }: Route.ComponentProps) {
  return <ConfirmEmailScreen area={AREAS.customer} token={params.token} />;
}
