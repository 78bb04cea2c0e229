import { ConfirmEmailScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { AuthPage } from "../../ui/auth-card";
import type { Route } from "./+types/confirm-email";

export const meta = () => [{ title: "Confirm your email · Merchant · Bitmarte" }];

export default function MerchantConfirmEmail({ params }: Route.ComponentProps) {
  return (
    <AuthPage>
      <ConfirmEmailScreen area={AREAS.merchant} token={params.token} withBrand />
    </AuthPage>
  );
}
