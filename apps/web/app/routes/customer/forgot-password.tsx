import { ForgotPasswordScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Reset your password · Bitmarte" }];

export default function CustomerForgotPassword() {
  return <ForgotPasswordScreen area={AREAS.customer} />;
}
