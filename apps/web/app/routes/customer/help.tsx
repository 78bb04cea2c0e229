import { HELP, LegalPage } from "../../features/legal";

export const meta = () => [{ title: "Help and FAQ · Bitmarte" }, { name: "description", content: HELP.description }];

export default function HelpPage() {
  return <LegalPage document={HELP} />;
}
