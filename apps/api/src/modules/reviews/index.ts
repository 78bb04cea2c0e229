// Reviews: a customer reviews a product (once per order item) and the store (once per order) after
// delivery; the store may reply to each once (the customer is told); the rating summaries live on the
// product and store rows; admins hide abusive ones.
export { reviewsRoutes } from "./reviews.routes.js";
export { addReviewsToOrderView } from "./reviews.service.js";
