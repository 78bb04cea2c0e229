// What the storefront pages (home, listings, product, store) use of the cart: only these pieces, so a
// storefront page does not load the cart and checkout screens (index.ts brings those too).
export { AddToCartButton, type AddToCartButtonProps } from "./add-to-cart-button";
export { CartButton, useSeedServerCart } from "./cart-button";
