import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of this domain, per area. Paths are relative to the area (customer: no prefix; merchant:
 * /merchant; admin: /admin). A section slug used here replaces that area's "coming soon" page.
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [
    route("search", "routes/customer/search.tsx"),
    route("category/:categoryId/:subCategoryId?/:childCategoryId?", "routes/customer/category.tsx"),
    route("product/:id", "routes/customer/product.tsx"),
    route("storefront/:storeUrl", "routes/storefront/store-page.tsx"),
  ],
  merchant: [
    route("products", "routes/merchant/products.tsx"),
    route("products/new", "routes/merchant/products-new.tsx"),
    route("products/:id/edit", "routes/merchant/products-edit.tsx"),
  ],
  admin: [
    route("products", "routes/admin/products.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("merchandising", "routes/admin/merchandising.tsx"),
  ],
};
