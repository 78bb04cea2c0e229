// What the public product page uses of reviews: only the reviews section, so the page does not load the
// order-page review forms or the store's and Bitmarte's screens.
export { ProductReviews } from "./product-reviews";
