import { MESSAGES } from "@bitmarte/contracts/light";
import { lazy, Suspense } from "react";
import { Outlet, useNavigate } from "react-router";
import { useCurrentUser, useLogout, useSeedServerSession } from "../../features/auth/session";
import { CartButton, useSeedServerCart } from "../../features/cart/storefront";
import { toast, Toaster } from "../../ui/light";
import { SiteFooter } from "../../ui/site-footer";
import { categoryTree } from "../../features/storefront/storefront-data.server";
import { toCategoryMenu } from "../../ui/category-menu";
import { SiteHeader } from "../../ui/site-header";
import type { Route } from "./+types/site-layout";

// Only a signed-in customer loads the bell's code (and opens its live stream).
const StorefrontBell = lazy(() => import("../../features/notifications/storefront-bell"));

/** The header's category menu, rendered with every page; the tree is cached per server. Without it the menu says so. */
export async function loader() {
  try {
    return { categories: toCategoryMenu(await categoryTree()) };
  } catch {
    return { categories: [] };
  }
}

/** The menu's categories change rarely: moving between pages does not ask for them again. */
export const shouldRevalidate = () => false;

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
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
      <SiteHeader
        user={user}
        checking={current.hasToken && current.isPending}
        onLogout={onLogout}
        cartSlot={<CartButton />}
        bellSlot={
          <Suspense fallback={null}>
            <StorefrontBell />
          </Suspense>
        }
        categories={loaderData?.categories}
      />
      <main id="main-content" style={{ flex: 1 }}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
