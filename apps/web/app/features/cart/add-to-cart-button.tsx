import { useLocation, useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { addToGuestCart } from "../../lib/guest-cart";
import { hasSession } from "../../lib/session";
import { Button, toast } from "../../ui/light";
import { ShellIcon } from "../../ui/shell-icons";
import { useAddToCart } from "./add-to-cart.mutation";
import { isSignedOutError, loginReturnPath } from "./cart-auth";

export interface AddToCartButtonProps {
  productId: string;
  variantId?: string;
  quantity: number;
  /** The product needs a variant chosen first, or is sold out. */
  disabled?: boolean;
  size?: "xs" | "sm" | "md" | "lg";
  fullWidth?: boolean;
  label?: string;
}

const ADDED = "Added to cart";

/**
 * Adds a product (or one of its variants) to the customer's cart. A signed-out visitor's goes to the guest
 * cart in this browser, joined to the account at login; a token the server no longer accepts goes to login.
 */
export function AddToCartButton({ productId, variantId, quantity, disabled, size = "md", fullWidth, label = "Add to cart" }: AddToCartButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToCart();
  const toLogin = () => navigate(loginReturnPath(location.pathname, location.search));

  const onClick = () => {
    if (!hasSession("customer")) {
      addToGuestCart({ productId, variantId, quantity });
      toast(ADDED);
      return;
    }
    add.mutate(
      { productId, variantId, quantity },
      {
        onSuccess: ({ message }) => toast(message || ADDED),
        onError: (error) => {
          if (isSignedOutError(error)) toLogin();
          else toast(errorMessage(error), "error");
        },
      },
    );
  };

  return (
    <Button
      onClick={onClick}
      loading={add.isPending}
      // Enabled in the server's HTML: a click while the page hydrates is replayed by React once it has.
      disabled={disabled || quantity < 1}
      size={size}
      fullWidth={fullWidth}
      leftSection={<ShellIcon name="shoppingCartPlus" size={18} />}
      data-testid="add-to-cart"
    >
      {label}
    </Button>
  );
}
