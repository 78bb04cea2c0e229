import { MerchantSignupScreen } from "../../features/auth";
import { AuthPage } from "../../ui/auth-card";

export const meta = () => [{ title: "Open your store · Bitmarte" }];

export default function MerchantSignup() {
  return (
    <AuthPage>
      <MerchantSignupScreen />
    </AuthPage>
  );
}
