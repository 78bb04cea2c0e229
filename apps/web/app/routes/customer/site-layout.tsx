import { MESSAGES } from "@bitmarte/contracts/light";
import { Outlet, useNavigate } from "react-router";
import { useCurrentUser, useLogout, useSeedServerSession } from "../../features/auth/session";
import { CartButton, useSeedServerCart } from "../../features/cart/storefront";
import { toast, Toaster } from "../../ui/light";
import { SiteFooter } from "../../ui/site-footer";
import { SiteHeader } from "../../ui/site-header";

export default function SiteLayout() {
  const navigate = useNavigate();
  // First, so the header below reads the customer the server already knew (signed-in pages).
  const serverSession = useSeedServerSession();
  useSeedServerCart(serverSession?.cart);
  const current = useCurrentUser("customer");
  const logout = useLogout("customer");
  const user = current.data ? { firstName: current.data.firstName, email: current.data.email } : null;

  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        toast(MESSAGES.loggedOut);
        navigate("/", { replace: true });
      },
    });

  return (
    <div style={{ display: "flex", flexDirection: "column", minHeight: "100dvh" }}>
      <SiteHeader user={user} checking={current.hasToken && current.isPending} onLogout={onLogout} cartSlot={<CartButton />} />
      <main id="main-content" style={{ flex: 1 }}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
