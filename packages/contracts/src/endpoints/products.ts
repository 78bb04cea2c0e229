import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { dataPage, page, PageQuerySchema } from "../http.js";
import { IdResultSchema } from "../entities/common.js";
import {
  AddOfficialOutletBodySchema,
  AddPromotionProductsBodySchema,
  AdminAddProductBodySchema,
  AdminProductListSchema,
  AdminProductsQuerySchema,
  ApproveProductBodySchema,
  ApproveProductQuerySchema,
  CategoryProductsSchema,
  CouponProductSchema,
  CreateProductBodySchema,
  CreatePromotionBodySchema,
  CustomerProductsQuerySchema,
  FeaturedProductBodySchema,
  InventoryResultSchema,
  LowStockQuerySchema,
  MerchantProductsQuerySchema,
  MerchantTopProductsQuerySchema,
  OfficialOutletProductsSchema,
  OfficialOutletSchema,
  ProductApprovalResultSchema,
  ProductCardSchema,
  ProductsByIdsBodySchema,
  ProductSchema,
  ProductSectionQuerySchema,
  PromotionProductsResultSchema,
  PromotionProductsSchema,
  PromotionSchema,
  PublicProductSchema,
  RemovePromotionProductBodySchema,
  TopProductSchema,
  UpdateInventoryBodySchema,
  UpdateProductBodySchema,
} from "../entities/products.js";

/** Catalogue administration is for admins and super admins (dispatchers and schedulers handle orders). */
const AUTH_CATALOGUE_ADMIN = { kinds: ["admin"], adminRoles: ["admin", "superadmin"] } as const;
const idParams = z.object({ id: z.uuid() });
const promoParams = z.object({ promoId: z.uuid() });
const productsRead = { kinds: ["merchant"], permission: "products:read" } as const;
const productsWrite = { kinds: ["merchant"], permission: "products:write" } as const;

export const productsEndpoints = {
  // ---- merchant ----
  list: defineEndpoint({
    id: "products.list", method: "GET", path: "/products", auth: productsRead,
    summary: "The merchant's products (also serves GET /products/?search=)", query: MerchantProductsQuerySchema,
    response: dataPage(ProductSchema),
  }),
  get: defineEndpoint({
    id: "products.get", method: "GET", path: "/products/:id", auth: productsRead, tenantOwned: true,
    summary: "One of the merchant's products", params: idParams, response: ProductSchema,
  }),
  create: defineEndpoint({
    id: "products.create", method: "POST", path: "/products", auth: productsWrite, status: 201,
    summary: "Create a product (pending until an admin approves it)", body: CreateProductBodySchema,
    response: ProductSchema,
  }),
  update: defineEndpoint({
    id: "products.update", method: "PATCH", path: "/products/:id", auth: productsWrite, tenantOwned: true,
    summary: "Edit a product; name, description, image or category edits send it back to pending",
    params: idParams, body: UpdateProductBodySchema, response: ProductSchema,
  }),
  remove: defineEndpoint({
    id: "products.remove", method: "DELETE", path: "/products/:id", auth: productsWrite, tenantOwned: true,
    summary: "Delete (archive) a product", params: idParams, response: IdResultSchema,
  }),
  updateInventory: defineEndpoint({
    id: "products.updateInventory", method: "PATCH", path: "/products/update-product-inventory",
    auth: productsWrite, summary: "Set the stock of a product or one of its variants",
    body: UpdateInventoryBodySchema, response: InventoryResultSchema,
  }),
  topProducts: defineEndpoint({
    id: "products.topProducts", method: "GET", path: "/products/merchant/top-products", auth: productsRead,
    summary: "The merchant's best sellers", query: MerchantTopProductsQuerySchema, response: z.array(TopProductSchema),
  }),
  featured: defineEndpoint({
    id: "products.featured", method: "GET", path: "/products/merchant/featured", auth: productsRead,
    summary: "The merchant's featured products", response: z.array(ProductSchema),
  }),
  addFeatured: defineEndpoint({
    id: "products.addFeatured", method: "POST", path: "/products/merchant/featured", auth: productsWrite,
    status: 201, summary: "Feature one of the merchant's products", body: FeaturedProductBodySchema,
    response: ProductSchema,
  }),
  removeFeatured: defineEndpoint({
    id: "products.removeFeatured", method: "DELETE", path: "/products/merchant/featured/:productId",
    auth: productsWrite, tenantOwned: true, summary: "Stop featuring a product",
    params: z.object({ productId: z.uuid() }), response: z.object({ productId: z.uuid() }),
  }),
  lowStock: defineEndpoint({
    id: "products.lowStock", method: "GET", path: "/products/merchant/low-stock", auth: productsRead,
    summary: "Low-stock alerts: the merchant's products at or below their stock alert units, lowest stock first",
    query: LowStockQuerySchema, response: dataPage(ProductSchema),
  }),
  couponProducts: defineEndpoint({
    id: "products.couponProducts", method: "GET", path: "/products/merchant/coupon-products",
    auth: { kinds: ["merchant"], permission: "coupons:read" },
    summary: "The merchant's products, for choosing coupon targets (`data.products`)",
    response: z.object({ products: z.array(CouponProductSchema) }),
  }),

  // ---- customer (public) ----
  customerList: defineEndpoint({
    id: "products.customerList", method: "GET", path: "/products/customer/getallproducts", auth: "public",
    summary: "Browse and search visible products", query: CustomerProductsQuerySchema,
    response: dataPage(ProductCardSchema).extend({
      /** The search as it was run when a misspelt word was corrected ("iphnoe" → "iphone"). */
      correctedQuery: z.string().optional(),
      /** `count` is an estimate to two figures (a broad search ranks its best matches only): "about 20,000 results". */
      countIsEstimate: z.boolean().optional(),
    }),
  }),
  customerGet: defineEndpoint({
    id: "products.customerGet", method: "GET", path: "/products/customer/product/:id", auth: "public",
    summary: "One visible product with its variants", params: idParams, response: PublicProductSchema,
  }),
  customerByIds: defineEndpoint({
    id: "products.customerByIds", method: "POST", path: "/products/customer/product", auth: "public",
    summary: "Visible products by ids (recently viewed, wish list); unknown ids are left out",
    body: ProductsByIdsBodySchema, response: z.array(ProductCardSchema),
  }),
  superDeals: defineEndpoint({
    id: "products.superDeals", method: "GET", path: "/products/customer/super-deals", auth: "public",
    summary: "Products with the largest discounts", query: ProductSectionQuerySchema,
    response: z.array(ProductCardSchema),
  }),
  superDiscountedOffer: defineEndpoint({
    id: "products.superDiscountedOffer", method: "GET", path: "/products/customer/super-discounted-offer",
    auth: "public", summary: "Super discounted offers", query: ProductSectionQuerySchema,
    response: z.array(ProductCardSchema),
  }),
  dailyDiscountOffer: defineEndpoint({
    id: "products.dailyDiscountOffer", method: "GET", path: "/products/customer/daily-discount-offer",
    auth: "public", summary: "Today's discounted products (changes daily)", query: ProductSectionQuerySchema,
    response: z.array(ProductCardSchema),
  }),
  randomProductsCategory: defineEndpoint({
    id: "products.randomProductsCategory", method: "GET", path: "/products/customer/random-products-category",
    auth: "public", summary: "A few categories picked at random, each with some of its products",
    query: ProductSectionQuerySchema, response: z.array(CategoryProductsSchema),
  }),
  officialOutlets: defineEndpoint({
    id: "products.officialOutlets", method: "GET", path: "/products/customer/official-outlets", auth: "public",
    summary: "Official outlet stores with some of their products", query: ProductSectionQuerySchema,
    response: z.array(OfficialOutletProductsSchema),
  }),
  promotionProducts: defineEndpoint({
    id: "products.promotionProducts", method: "GET", path: "/products/customer/promotion-products", auth: "public",
    summary: "Running promotions with their products", query: ProductSectionQuerySchema,
    response: z.array(PromotionProductsSchema),
  }),

  // ---- admin ----
  adminList: defineEndpoint({
    id: "products.adminList", method: "GET", path: "/products/admin/getallproducts", auth: AUTH_CATALOGUE_ADMIN,
    summary: "All products, with approval metrics", query: AdminProductsQuerySchema,
    response: AdminProductListSchema,
  }),
  approve: defineEndpoint({
    id: "products.approve", method: "POST", path: "/products/approve-product", auth: AUTH_CATALOGUE_ADMIN,
    summary: "Approve or reject a product", query: ApproveProductQuerySchema, body: ApproveProductBodySchema,
    response: ProductApprovalResultSchema,
  }),
  adminAdd: defineEndpoint({
    id: "products.adminAdd", method: "POST", path: "/products/admin/add-product", auth: AUTH_CATALOGUE_ADMIN, status: 201,
    summary: "Add a product to an official outlet store (approved at once)", body: AdminAddProductBodySchema,
    response: ProductSchema,
  }),
  promotions: defineEndpoint({
    id: "products.promotions", method: "GET", path: "/products/admin/promotions", auth: AUTH_CATALOGUE_ADMIN,
    summary: "All promotions", query: PageQuerySchema, response: page(PromotionSchema),
  }),
  createPromotion: defineEndpoint({
    id: "products.createPromotion", method: "POST", path: "/products/admin/promotions", auth: AUTH_CATALOGUE_ADMIN,
    status: 201, summary: "Create a promotion", body: CreatePromotionBodySchema, response: PromotionSchema,
  }),
  addPromotionProducts: defineEndpoint({
    id: "products.addPromotionProducts", method: "POST", path: "/products/admin/add-promotion-products",
    auth: AUTH_CATALOGUE_ADMIN, summary: "Add products to a promotion", body: AddPromotionProductsBodySchema,
    response: PromotionProductsResultSchema,
  }),
  removePromotionProduct: defineEndpoint({
    id: "products.removePromotionProduct", method: "DELETE",
    path: "/products/admin/delete-product-promotion/:promoId", auth: AUTH_CATALOGUE_ADMIN,
    summary: "Remove a product from a promotion (body `{ productId }`)", params: promoParams,
    body: RemovePromotionProductBodySchema, response: PromotionProductsResultSchema,
  }),
  deletePromotion: defineEndpoint({
    id: "products.deletePromotion", method: "DELETE", path: "/products/admin/delete-promotion/:promoId",
    auth: AUTH_CATALOGUE_ADMIN, summary: "Delete a promotion", params: promoParams, response: IdResultSchema,
  }),
  adminOfficialOutlets: defineEndpoint({
    id: "products.adminOfficialOutlets", method: "GET", path: "/products/admin/official-outlets", auth: AUTH_CATALOGUE_ADMIN,
    summary: "Official outlet stores", query: PageQuerySchema, response: page(OfficialOutletSchema),
  }),
  addOfficialOutlet: defineEndpoint({
    id: "products.addOfficialOutlet", method: "POST", path: "/products/admin/add-official-outlet", auth: AUTH_CATALOGUE_ADMIN,
    status: 201, summary: "Make a store an official outlet", body: AddOfficialOutletBodySchema,
    response: OfficialOutletSchema,
  }),
  deleteOfficialOutlet: defineEndpoint({
    id: "products.deleteOfficialOutlet", method: "DELETE", path: "/products/admin/delete-official-outlet/:id",
    auth: AUTH_CATALOGUE_ADMIN, summary: "Remove an official outlet (by its outlet id)", params: idParams,
    response: IdResultSchema,
  }),
} as const;
