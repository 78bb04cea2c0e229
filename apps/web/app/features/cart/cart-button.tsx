import type { CartResponse } from "@bitmarte/contracts";
import { useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useGuestCart } from "../../lib/guest-cart";
import { useHydrated } from "../../lib/use-hydrated";
import { hasSession } from "../../lib/session";
import { HeaderIconLink } from "../../ui/header-icon-link";
import { ShellIcon } from "../../ui/shell-icons";
import { cartKeys, cartQuery } from "./cart-count.queries";
import { cartItemCount } from "./cart-model";

/** Cart icon for the site header, with the number of units in the cart. */
export function CartButton() {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  // Before hydration: signed in when the server render knew the customer's cart (useSeedServerCart).
  const signedIn = hydrated ? hasSession("customer") : queryClient.getQueryData(cartKeys.cart()) !== undefined;
  const cart = useQuery({ ...cartQuery(), enabled: hydrated && signedIn });
  const guest = useGuestCart();
  const count = signedIn ? (cart.data ? cartItemCount(cart.data.cartItemsList) : 0) : guest.reduce((n, l) => n + l.quantity, 0);
  const label = count === 1 ? "Cart, 1 item" : `Cart, ${count} items`;

  return (
    <HeaderIconLink to="/cart" label={label} title="Cart" count={count} testId="cart-count">
      <ShellIcon name="shoppingCart" size={22} />
    </HeaderIconLink>
  );
}

/** Puts the cart the server render read into the cache once per page answer, so the count is in the first byte. */
export function useSeedServerCart(cart: CartResponse["cartItemsData"] | null | undefined): void {
  const queryClient = useQueryClient();
  const seeded = useRef<unknown>(null);
  if (cart && seeded.current !== cart) {
    seeded.current = cart;
    queryClient.setQueryData(cartKeys.cart(), cart);
  }
}
