import { ForgotPasswordScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { AuthPage } from "../../ui/auth-card";

export const meta = () => [{ title: "Reset your password · Admin · Bitmarte" }];

export default function AdminForgotPassword() {
  return (
    <AuthPage>
      <ForgotPasswordScreen area={AREAS.admin} withBrand />
    </AuthPage>
  );
}
