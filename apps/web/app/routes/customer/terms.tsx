import { TERMS, LegalPage } from "../../features/legal";

export const meta = () => [{ title: "Terms of use · Bitmarte" }, { name: "description", content: TERMS.description }];

export default function TermsPage() {
  return <LegalPage document={TERMS} />;
}
