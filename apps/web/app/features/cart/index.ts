export { AddToCartButton, type AddToCartButtonProps } from "./add-to-cart-button";
export { CartButton } from "./cart-button";
export { CartScreen } from "./cart-screen";
export { GuestCartScreen } from "./guest-cart-screen";
export { cartKeys } from "./cart.queries";
