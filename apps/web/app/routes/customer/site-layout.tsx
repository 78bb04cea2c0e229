import { MESSAGES } from "@bitmarte/contracts";
import { Box } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Outlet, useNavigate } from "react-router";
import { useCurrentUser, useLogout } from "../../features/auth/session";
import { CartButton } from "../../features/cart/storefront";
import { SiteFooter } from "../../ui/site-footer";
import { SiteHeader } from "../../ui/site-header";

export default function SiteLayout() {
  const navigate = useNavigate();
  const current = useCurrentUser("customer");
  const logout = useLogout("customer");
  const user = current.data ? { firstName: current.data.firstName, email: current.data.email } : null;

  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        notifications.show({ message: MESSAGES.loggedOut, color: "brand" });
        navigate("/", { replace: true });
      },
    });

  return (
    <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
      <SiteHeader user={user} checking={current.hasToken && current.isPending} onLogout={onLogout} cartSlot={<CartButton />} />
      <Box component="main" id="main-content" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
