import { ForgotPasswordScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { AuthPage } from "../../ui/auth-card";

export const meta = () => [{ title: "Reset your password · Merchant · Bitmarte" }];

export default function MerchantForgotPassword() {
  return (
    <AuthPage>
      <ForgotPasswordScreen area={AREAS.merchant} withBrand />
    </AuthPage>
  );
}
