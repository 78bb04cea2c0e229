// Reviews screens outside the storefront: the store's and Bitmarte's lists, and the customer's own.

export { MyReviews } from "./my-reviews";
export { ReviewsScreen, StarDistribution } from "./reviews-screen";
