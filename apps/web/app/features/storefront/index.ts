export { CategoryNotFound, CategoryPage, categoryHref, SearchPage, StoreProductsPage } from "./listing-pages";
export { ProductDetail, ProductUnavailable } from "./product-detail";
export { EMPTY_FILTERS, parseProductFilters, type ProductFilters } from "./product-filters";
export { StorefrontHome } from "./storefront-home";
