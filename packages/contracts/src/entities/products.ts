import { z } from "zod";
import { DayStringSchema, MoneySchema, PageQuerySchema } from "../http.js";
import {
  choice,
  FileUrlSchema,
  NonNegativeMoneyInputSchema,
  NullableTimestampSchema,
  optionalText,
  PositiveMoneyInputSchema,
  QueryBooleanSchema,
  requiredText,
  SearchQuerySchema,
  TimestampSchema,
  uuidInput,
} from "./common.js";
import { PRODUCT_SORTS, CUSTOMER_PRODUCT_SORTS } from "../constants.js";
import { ADMIN_PRODUCT_SORTS, MERCHANT_PRODUCT_SORTS, sortQuery } from "../sort.js";
export { PRODUCT_SORTS, CUSTOMER_PRODUCT_SORTS };

export const PRODUCT_APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ProductApprovalStatus = (typeof PRODUCT_APPROVAL_STATUSES)[number];
export const ProductApprovalStatusSchema = z.enum(PRODUCT_APPROVAL_STATUSES);

/**
 * An edit of an approved product's reviewed content (name, description, images, category) waits
 * aside while customers keep seeing the approved content: `pending` until an admin decides;
 * `rejected` keeps the admin's reason until the merchant's next content edit.
 */
export const PRODUCT_REVISION_STATUSES = ["pending", "rejected"] as const;
export type ProductRevisionStatus = (typeof PRODUCT_REVISION_STATUSES)[number];

/** One reviewed field of a revision, as shown on the product now and as the edit would make it. */
export const ProductRevisionChangeSchema = z.object({
  field: z.enum(["name", "description", "hostedImages", "category"]),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ProductRevisionChange = z.infer<typeof ProductRevisionChangeSchema>;

export const ProductRevisionSchema = z.object({
  status: z.enum(PRODUCT_REVISION_STATUSES),
  name: z.string(),
  description: z.string(),
  hostedImages: z.array(z.string()),
  categoryId: z.uuid(),
  subCategoryId: z.uuid(),
  childCategoryId: z.uuid(),
  /** "Category › Sub-category › Child category" of the edit. */
  categoryPath: z.string(),
  changes: z.array(ProductRevisionChangeSchema),
  submittedAt: TimestampSchema,
  rejectionReason: z.string().nullable(),
  reviewedAt: NullableTimestampSchema,
});
export type ProductRevision = z.infer<typeof ProductRevisionSchema>;

export const WEIGHT_UNITS = ["kg", "g", "lb", "oz"] as const;
export const DIMENSION_UNITS = ["cm", "m", "in"] as const;
/** `whenSoldOut`: hide the product, or keep showing it marked sold out (DOMAIN.md). */
export const WHEN_SOLD_OUT = ["hide", "show_sold_out"] as const;
/** At most this many images per product. */
export const MAX_PRODUCT_IMAGES = 8;

/** Spec §3 pricing: costPrice (merchant only), sellingPrice, price (list price shown struck through). */
export const ProductPricingSchema = z.object({
  costPrice: MoneySchema,
  sellingPrice: MoneySchema,
  price: MoneySchema,
});
export type ProductPricing = z.infer<typeof ProductPricingSchema>;
/** Pricing as customers see it: no cost price. */
export const PublicPricingSchema = z.object({ sellingPrice: MoneySchema, price: MoneySchema });
export type PublicPricing = z.infer<typeof PublicPricingSchema>;

export const DimensionsSchema = z.object({ length: z.number(), width: z.number(), height: z.number() });
export type Dimensions = z.infer<typeof DimensionsSchema>;

/** One sellable variant (spec §3 productVariant.variant[]): own sku, quantity and discount (% off selling price). */
export const ProductVariantItemSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  discount: z.number().min(0).max(100),
  quantity: z.number().int(),
});
export type ProductVariantItem = z.infer<typeof ProductVariantItemSchema>;

/** Spec §3 productVariant.properties[]: option lists, e.g. `{ type: "size", options: ["S", "M"] }`. */
export const VariantPropertySchema = z.object({ type: z.string(), options: z.array(z.string()) });
export type VariantProperty = z.infer<typeof VariantPropertySchema>;

/** Spec §3 productVariant: id, productId, variant list, properties list. */
export const ProductVariantSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variant: z.array(ProductVariantItemSchema),
  properties: z.array(VariantPropertySchema),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

const productFields = {
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  categoryId: z.uuid(),
  subCategory: z.string(),
  subCategoryId: z.uuid(),
  childCategory: z.string(),
  childCategoryId: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  storeUrl: z.string(),
  merchantId: z.uuid(),
  hostedImages: z.array(z.string()),
  quantity: z.number().int(),
  sku: z.string().nullable(),
  weight: z.number(),
  weightUnit: z.enum(WEIGHT_UNITS),
  dimensions: DimensionsSchema.nullable(),
  dimensionUnit: z.enum(DIMENSION_UNITS),
  whenSoldOut: z.enum(WHEN_SOLD_OUT),
  contSalesOutOfStock: z.boolean(),
  IsDigitalProduct: z.boolean(),
  variant: z.array(ProductVariantItemSchema),
  variantProperties: z.array(VariantPropertySchema),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
};

/** Spec §3 product, as its merchant (and admins) see it. */
export const ProductSchema = z.object({
  ...productFields,
  pricing: ProductPricingSchema,
  stockAlertUnits: z.number().int(),
  approvalStatus: ProductApprovalStatusSchema,
  rejectionReason: z.string().nullable(),
  /** An edit of the approved content waiting for review, or the last one rejected (null when none). */
  revision: ProductRevisionSchema.nullable(),
  soldCount: z.number().int(),
  isFeatured: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;

/** Units in stock for one option value across the variants that have it (e.g. size M: 7). */
export const OptionStockSchema = z.object({ type: z.string(), option: z.string(), quantity: z.number().int() });
export type OptionStock = z.infer<typeof OptionStockSchema>;

/** A product as customers see it (no cost price, no stock alert, no approval data). */
export const PublicProductSchema = z.object({
  ...productFields,
  pricing: PublicPricingSchema,
  inStock: z.boolean(),
  isOfficialOutlet: z.boolean(),
  /** Store card on the product page. */
  storeLogo: z.string().nullable(),
  optionStock: z.array(OptionStockSchema),
});
export type PublicProduct = z.infer<typeof PublicProductSchema>;

/** A product card in customer lists (search, category pages, deals). */
export const ProductCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hostedImages: z.array(z.string()),
  pricing: PublicPricingSchema,
  storeId: z.uuid(),
  storeName: z.string(),
  storeUrl: z.string(),
  categoryId: z.uuid(),
  subCategoryId: z.uuid(),
  childCategoryId: z.uuid(),
  inStock: z.boolean(),
  hasVariants: z.boolean(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: TimestampSchema,
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** Merchant's product list for the coupon form (`data.products`). */
export const CouponProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hostedImages: z.array(z.string()),
  sellingPrice: MoneySchema,
  categoryId: z.uuid(),
  subCategoryId: z.uuid(),
  childCategoryId: z.uuid(),
});

export const TopProductSchema = z.object({
  product: ProductCardSchema,
  unitsSold: z.number().int(),
  revenue: MoneySchema,
});

export const PromotionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  startDate: DayStringSchema.nullable(),
  endDate: DayStringSchema.nullable(),
  productCount: z.number().int(),
  createdAt: TimestampSchema,
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const OfficialOutletSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  storeUrl: z.string(),
  logo: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type OfficialOutlet = z.infer<typeof OfficialOutletSchema>;

/** Home-page sections: a group (category, promotion, official outlet) and its product cards. */
export const CategoryProductsSchema = z.object({
  category: z.object({ id: z.uuid(), name: z.string() }),
  products: z.array(ProductCardSchema),
});
export const PromotionProductsSchema = z.object({ promotion: PromotionSchema, products: z.array(ProductCardSchema) });
export const OfficialOutletProductsSchema = z.object({ outlet: OfficialOutletSchema, products: z.array(ProductCardSchema) });

export const AdminProductListSchema = z.object({
  products: z.array(ProductSchema),
  pagination: z.object({ totalItems: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  metrics: z.object({ approved: z.number().int(), pending: z.number().int() }),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

export const InventoryResultSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  quantity: z.number().int(),
});

// ---- requests ----

const variantItemInput = z.object({
  id: z.uuid().optional(),
  sku: requiredText("Variant SKU", 64),
  size: optionalText("Size", 40).nullable(),
  color: optionalText("Colour", 40).nullable(),
  discount: z.number().min(0, "Discount cannot be negative").max(100, "Discount is a percentage (0–100)").default(0),
  quantity: z.number().int("Quantity must be a whole number").min(0, "Quantity cannot be negative"),
});
const variantPropertyInput = z.object({
  type: requiredText("Option name", 40),
  options: z.array(requiredText("Option value", 40)).min(1, "Add at least one option value").max(50),
});

/** Fields of a product body; create adds defaults and checks across fields. */
const productInputFields = {
  name: requiredText("Product name", 200, 2),
  description: requiredText("Description", 10000),
  categoryId: uuidInput("Category"),
  subCategoryId: uuidInput("Sub-category"),
  childCategoryId: uuidInput("Child category"),
  hostedImages: z
    .array(FileUrlSchema)
    .min(1, "Add at least one image")
    .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`),
  pricing: z.object({
    costPrice: NonNegativeMoneyInputSchema,
    sellingPrice: PositiveMoneyInputSchema,
    price: PositiveMoneyInputSchema,
  }),
  quantity: z.number().int("Quantity must be a whole number").min(0, "Quantity cannot be negative"),
  sku: optionalText("SKU", 64),
  weight: z.number().positive("Weight must be more than 0").max(100000, "Weight is too large"),
  weightUnit: choice(WEIGHT_UNITS, "Choose a weight unit", { kilogram: "kg", kilograms: "kg", kgs: "kg", gram: "g", grams: "g", pound: "lb", pounds: "lb", lbs: "lb", ounce: "oz", ounces: "oz" }),
  dimensions: z
    .object({
      length: z.number().positive("Length must be more than 0"),
      width: z.number().positive("Width must be more than 0"),
      height: z.number().positive("Height must be more than 0"),
    })
    .nullable(),
  dimensionUnit: choice(DIMENSION_UNITS, "Choose a dimension unit", { centimetre: "cm", centimeter: "cm", metre: "m", meter: "m", inch: "in", inches: "in" }),
  whenSoldOut: choice(WHEN_SOLD_OUT, "Choose what happens when sold out"),
  contSalesOutOfStock: z.boolean(),
  stockAlertUnits: z.number().int().min(0, "Stock alert cannot be negative"),
  IsDigitalProduct: z.boolean(),
  variant: z.array(variantItemInput).max(100, "At most 100 variants"),
  variantProperties: z.array(variantPropertyInput).max(5, "At most 5 option types"),
};

/** The spec names the size "dimension or dimensions": `dimension` is taken when `dimensions` is not sent. */
const dimensionAlias = { dimension: productInputFields.dimensions.optional() };
function takeDimension<T extends { dimension?: unknown; dimensions?: unknown }>(v: T): Omit<T, "dimension"> {
  const { dimension, ...rest } = v;
  if (dimension !== undefined && (rest.dimensions === undefined || rest.dimensions === null)) {
    return { ...rest, dimensions: dimension } as Omit<T, "dimension">;
  }
  return rest;
}

function checkProduct(
  v: { pricing?: { sellingPrice: number; price: number }; variant?: { sku: string }[] },
  ctx: z.core.$RefinementCtx,
) {
  if (v.pricing && v.pricing.price < v.pricing.sellingPrice) {
    ctx.addIssue({ code: "custom", path: ["pricing", "price"], message: "List price cannot be below the selling price" });
  }
  if (v.variant) {
    const skus = v.variant.map((x) => x.sku.toLowerCase());
    if (new Set(skus).size !== skus.length) {
      ctx.addIssue({ code: "custom", path: ["variant"], message: "Each variant needs its own SKU" });
    }
  }
}

export const CreateProductBodySchema = z
  .object({
    ...productInputFields,
    dimensions: productInputFields.dimensions.default(null),
    weightUnit: productInputFields.weightUnit.default("kg"),
    dimensionUnit: productInputFields.dimensionUnit.default("cm"),
    whenSoldOut: productInputFields.whenSoldOut.default("show_sold_out"),
    contSalesOutOfStock: productInputFields.contSalesOutOfStock.default(false),
    stockAlertUnits: productInputFields.stockAlertUnits.default(5),
    IsDigitalProduct: productInputFields.IsDigitalProduct.default(false),
    variant: productInputFields.variant.default([]),
    variantProperties: productInputFields.variantProperties.default([]),
    ...dimensionAlias,
  })
  .superRefine(checkProduct)
  .transform(takeDimension);
export type CreateProductBody = z.infer<typeof CreateProductBodySchema>;

/** PATCH: any subset. Editing name, description, images or category sends an approved product back to pending. */
export const UpdateProductBodySchema = z
  .object({ ...productInputFields, ...dimensionAlias })
  .partial()
  .superRefine(checkProduct)
  .transform(takeDimension);
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>;

/** Admin adds a product for an official outlet store. */
export const AdminAddProductBodySchema = z
  .object({
    ...productInputFields,
    storeId: uuidInput("Store"),
    dimensions: productInputFields.dimensions.default(null),
    weightUnit: productInputFields.weightUnit.default("kg"),
    dimensionUnit: productInputFields.dimensionUnit.default("cm"),
    whenSoldOut: productInputFields.whenSoldOut.default("show_sold_out"),
    contSalesOutOfStock: productInputFields.contSalesOutOfStock.default(false),
    stockAlertUnits: productInputFields.stockAlertUnits.default(5),
    IsDigitalProduct: productInputFields.IsDigitalProduct.default(false),
    variant: productInputFields.variant.default([]),
    variantProperties: productInputFields.variantProperties.default([]),
  })
  .superRefine(checkProduct);

export const UpdateInventoryBodySchema = z.object({
  productId: uuidInput("Product"),
  variantId: uuidInput("Variant").optional(),
  quantity: z.number().int("Quantity must be a whole number").min(0, "Quantity cannot be negative").max(1_000_000),
});

export const MerchantProductsQuerySchema = PageQuerySchema.extend({
  search: SearchQuerySchema,
  status: choice(PRODUCT_APPROVAL_STATUSES, "Status is pending, approved or rejected").optional(),
  /** Absent: newest first, or best match first with a search. */
  sort: sortQuery(MERCHANT_PRODUCT_SORTS),
});

/** Low-stock alerts: products (or their variants) at or below their stock alert level. */
export const LowStockQuerySchema = PageQuerySchema;

export const MerchantTopProductsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  startDate: DayStringSchema.optional(),
  endDate: DayStringSchema.optional(),
});

export const FeaturedProductBodySchema = z.object({ productId: uuidInput("Product") });

export const CustomerProductsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).default(0),
    search: SearchQuerySchema,
    childCategoryId: z.uuid().optional(),
    subCategoryId: z.uuid().optional(),
    categoryId: z.uuid().optional(),
    storeId: z.uuid().optional(),
    /** Default: `relevance` with a search, otherwise `newest`. */
    sortBy: z.enum(CUSTOMER_PRODUCT_SORTS, { message: "Unknown sort" }).optional(),
    minPrice: z.coerce.number().min(0, "Minimum price cannot be negative").optional(),
    maxPrice: z.coerce.number().min(0, "Maximum price cannot be negative").optional(),
    inStock: QueryBooleanSchema.optional(),
  })
  .refine((q) => [q.childCategoryId, q.subCategoryId, q.categoryId].filter(Boolean).length <= 1, {
    message: "Filter by one of childCategoryId, subCategoryId or categoryId",
    path: ["categoryId"],
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "Minimum price cannot be above maximum price",
    path: ["maxPrice"],
  });
export type CustomerProductsQuery = z.infer<typeof CustomerProductsQuerySchema>;

export const ProductsByIdsBodySchema = z.object({
  ids: z.array(uuidInput("Product")).min(1, "Give at least one product id").max(100, "At most 100 products"),
});

export const ProductSectionQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export const AdminProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  search: SearchQuerySchema,
  merchantId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  approvalStatus: choice(PRODUCT_APPROVAL_STATUSES, "Status is pending, approved or rejected").optional(),
  /** Absent: newest first, or best match first with a search. */
  sort: sortQuery(ADMIN_PRODUCT_SORTS),
});

export const ApproveProductQuerySchema = z.object({ productId: z.uuid(), merchantId: z.uuid() });
export const ApproveProductBodySchema = z
  .object({
    /** The spec sends no body: approving is the default. */
    approved: z.boolean({ message: "Say whether the product is approved" }).default(true),
    reason: optionalText("Reason", 500),
  })
  .refine((b) => b.approved || (b.reason !== undefined && b.reason.length >= 3), {
    message: "Give a reason when rejecting a product",
    path: ["reason"],
  });

export const CreatePromotionBodySchema = z
  .object({
    name: requiredText("Promotion name", 100, 2),
    description: optionalText("Description", 1000),
    image: FileUrlSchema.optional(),
    startDate: DayStringSchema.optional(),
    endDate: DayStringSchema.optional(),
  })
  .refine((b) => !b.startDate || !b.endDate || b.startDate <= b.endDate, {
    message: "Start date must be on or before end date",
    path: ["endDate"],
  });

export const AddPromotionProductsBodySchema = z.object({
  promotionId: uuidInput("Promotion"),
  productIds: z.array(uuidInput("Product")).min(1, "Choose at least one product").max(200, "At most 200 products"),
});
export const RemovePromotionProductBodySchema = z.object({ productId: uuidInput("Product") });
export const AddOfficialOutletBodySchema = z.object({ storeId: uuidInput("Store") });

export const PromotionProductsResultSchema = z.object({ promotionId: z.uuid(), productIds: z.array(z.uuid()) });
export const ProductApprovalResultSchema = z.object({
  id: z.uuid(),
  approvalStatus: ProductApprovalStatusSchema,
  rejectionReason: z.string().nullable(),
  reviewedAt: NullableTimestampSchema,
  /** The decision was on an edit of an approved product (the product itself stays approved). */
  revision: z.enum(["approved", "rejected"]).nullable(),
});

export type CouponProduct = z.infer<typeof CouponProductSchema>;
export type TopProduct = z.infer<typeof TopProductSchema>;
export type CategoryProducts = z.infer<typeof CategoryProductsSchema>;
export type PromotionProducts = z.infer<typeof PromotionProductsSchema>;
export type OfficialOutletProducts = z.infer<typeof OfficialOutletProductsSchema>;
export type InventoryResult = z.infer<typeof InventoryResultSchema>;
export type ProductApprovalResult = z.infer<typeof ProductApprovalResultSchema>;
