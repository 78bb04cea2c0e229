import { ResetPasswordScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { AuthPage } from "../../ui/auth-card";
import type { Route } from "./+types/reset-password";

export const meta = () => [{ title: "Choose a new password · Merchant · Bitmarte" }];

export default function MerchantResetPassword({ params }: Route.ComponentProps) {
  return (
    <AuthPage>
      <ResetPasswordScreen area={AREAS.merchant} token={params.token} withBrand />
    </AuthPage>
  );
}
