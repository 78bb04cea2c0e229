import { useSessionUser } from "../../features/auth";
import { ThemeGallery } from "../../features/themes";

export const meta = () => [{ title: "Themes · Bitmarte merchant" }];

export default function MerchantThemesPage() {
  const user = useSessionUser();
  return <ThemeGallery canWrite={user.role !== "staff" || user.permissions.includes("themes:write")} />;
}
