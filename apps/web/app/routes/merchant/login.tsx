import { LoginScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { AuthPage } from "../../ui/auth-card";

export const meta = () => [{ title: "Merchant log in · Bitmarte" }];

export default function MerchantLogin() {
  return (
    <AuthPage>
      <LoginScreen area={AREAS.merchant} withBrand />
    </AuthPage>
  );
}
