import { useSessionUser } from "../../features/auth";
import { ThemeCustomizer } from "../../features/themes";
import type { Route } from "./+types/themes-customize";

export const meta = () => [{ title: "Customise theme · Bitmarte merchant" }];

export default function MerchantThemeCustomizePage({ params }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <ThemeCustomizer
      themeId={Number(params.themeId)}
      storeName={user.storeName ?? "Your store"}
      canWrite={user.role !== "staff" || user.permissions.includes("themes:write")}
    />
  );
}
