import { CustomerSignupScreen } from "../../features/auth";

export const meta = () => [{ title: "Create your account · Bitmarte" }];

export default function CustomerSignup() {
  return <CustomerSignupScreen />;
}
