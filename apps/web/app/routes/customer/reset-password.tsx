import { ResetPasswordScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import type { Route } from "./+types/reset-password";

export const meta = () => [{ title: "Choose a new password · Bitmarte" }];

export default function CustomerResetPassword({ params }: Route.ComponentProps) {
  return <ResetPasswordScreen area={AREAS.customer} token={params.token} />;
}
