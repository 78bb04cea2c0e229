import { LoginScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { AuthPage } from "../../ui/auth-card";

export const meta = () => [{ title: "Admin log in · Bitmarte" }];

export default function AdminLogin() {
  return (
    <AuthPage>
      <LoginScreen area={AREAS.admin} withBrand />
    </AuthPage>
  );
}
