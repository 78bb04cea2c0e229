// Reviews: the product page's reviews section and the customer's order page part. The store's and
// Bitmarte's screens and the customer's account list are exported from ./screens, so the storefront
// bundle does not carry them.

export { ProductReviews } from "./product-reviews";
