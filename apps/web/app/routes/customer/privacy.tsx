import { PRIVACY, LegalPage } from "../../features/legal";

export const meta = () => [{ title: "Privacy policy · Bitmarte" }, { name: "description", content: PRIVACY.description }];

export default function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}
