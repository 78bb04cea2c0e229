import { LoginScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { AuthPage } from "../../ui/auth-card";

export const meta = () => [{ title: "Shipping partner log in · Bitmarte" }];

export default function ShippingPartnerLogin() {
  return (
    <AuthPage>
      <LoginScreen area={AREAS.partner} withBrand />
    </AuthPage>
  );
}
