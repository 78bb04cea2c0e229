import { ResetPasswordScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { AuthPage } from "../../ui/auth-card";
import type { Route } from "./+types/reset-password";

export const meta = () => [{ title: "Choose a new password · Shipping partner · Bitmarte" }];

export default function ShippingPartnerResetPassword({ params }: Route.ComponentProps) {
  return (
    <AuthPage>
      <ResetPasswordScreen area={AREAS.partner} token={params.token} withBrand />
    </AuthPage>
  );
}
