import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import { IconShoppingCart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useGuestCart } from "../../lib/guest-cart";
import { hasSession } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";
import { cartQuery } from "./cart.queries";
import { cartItemCount } from "./cart-model";

/** Cart icon for the site header, with the number of units in the cart. */
export function CartButton() {
  const hydrated = useHydrated();
  const signedIn = hydrated && hasSession("customer");
  const cart = useQuery({ ...cartQuery(), enabled: signedIn });
  const guest = useGuestCart();
  const count = signedIn ? (cart.data ? cartItemCount(cart.data.cartItemsList) : 0) : guest.reduce((n, l) => n + l.quantity, 0);
  const label = count === 1 ? "Cart, 1 item" : `Cart, ${count} items`;

  return (
    <Tooltip label="Cart" openDelay={400}>
      <Indicator label={count > 99 ? "99+" : count} size={18} disabled={count === 0} offset={4} color="brand" data-testid="cart-count">
        <ActionIcon component={Link} to="/cart" variant="subtle" size="lg" radius="xl" aria-label={label} color="dark">
          <IconShoppingCart size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
