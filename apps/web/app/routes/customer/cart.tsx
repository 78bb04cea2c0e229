import { lazy, Suspense } from "react";
import { RequireSessionLight } from "../../features/auth/require-session-light";
import { useServerSession } from "../../features/auth/session-seed";
// Straight from its modules: the cart barrel also names the product page's button.
import { CartScreen, CartSkeleton } from "../../features/cart/cart-screen";
import { AREAS } from "../../lib/areas";
import { hasSession } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";

// A visitor's cart lives in this browser, so the server cannot draw it: its code comes only to visitors.
const GuestCartScreen = lazy(() => import("../../features/cart/guest-cart-screen").then((m) => ({ default: m.GuestCartScreen })));

export const meta = () => [{ title: "Your cart · Bitmarte" }];

/**
 * Signed-in customers see their account's cart, drawn on the server when the page request carried their
 * session; visitors see the cart kept in this browser, drawn once the page runs there (its outline before).
 */
export default function CartPage() {
  const hydrated = useHydrated();
  const serverSession = useServerSession();
  const signedIn = hydrated ? hasSession("customer") : serverSession !== null;
  if (!signedIn) {
    if (!hydrated) return <CartSkeleton />;
    return (
      <Suspense fallback={<CartSkeleton />}>
        <GuestCartScreen />
      </Suspense>
    );
  }
  return <RequireSessionLight area={AREAS.customer}>{() => <CartScreen />}</RequireSessionLight>;
}
