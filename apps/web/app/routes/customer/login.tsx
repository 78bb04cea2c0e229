import { LoginScreen } from "../../features/auth";
import { AREAS } from "../../lib/areas";

export const meta = () => [{ title: "Log in · Bitmarte" }];

export default function CustomerLogin() {
  return <LoginScreen area={AREAS.customer} />;
}
