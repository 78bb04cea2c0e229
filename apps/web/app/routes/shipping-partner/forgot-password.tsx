import { ForgotPasswordScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { AuthPage } from "../../ui/auth-card";

export const meta = () => [{ title: "Reset your password · Shipping partner · Bitmarte" }];

export default function ShippingPartnerForgotPassword() {
  return (
    <AuthPage>
      <ForgotPasswordScreen area={AREAS.partner} withBrand />
    </AuthPage>
  );
}
