export { AdminProductReview } from "./admin-product-review";
export { MerchantProductsScreen } from "./merchant-products-screen";
export type { CategoryTreeState } from "./product-form";
export { productAccess } from "./product-access";
export { EditProductScreen, NewProductScreen, ProductsNoAccess } from "./product-screens";
export { productKeys } from "./products.queries";
