import type {
  CreateProductBodySchema,
  DIMENSION_UNITS,
  Product,
  UpdateProductBodySchema,
  WEIGHT_UNITS,
  WHEN_SOLD_OUT,
} from "@bitmarte/contracts";
import type { z } from "zod";

export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];
export type WhenSoldOut = (typeof WHEN_SOLD_OUT)[number];
export type CreateProductInput = z.input<typeof CreateProductBodySchema>;
export type UpdateProductInput = z.input<typeof UpdateProductBodySchema>;

/** The option types a variant row can carry (variants have a size and a colour). */
export const VARIANT_OPTION_TYPES = [
  { type: "size", label: "Size" },
  { type: "color", label: "Colour" },
] as const;
export type VariantOptionType = (typeof VARIANT_OPTION_TYPES)[number]["type"];

export interface VariantRowValues {
  /** The saved variant's id (edits keep it, so stock history stays with the variant). */
  id?: string;
  sku: string;
  size: string | null;
  color: string | null;
  quantity: number | "";
  discount: number | "";
}

/** The product form's values: inputs hold "" while empty, the body conversion turns them into numbers. */
export interface ProductFormValues {
  name: string;
  description: string;
  categoryId: string;
  subCategoryId: string;
  childCategoryId: string;
  hostedImages: string[];
  costPrice: number | "";
  sellingPrice: number | "";
  price: number | "";
  quantity: number | "";
  sku: string;
  weight: number | "";
  weightUnit: WeightUnit;
  hasDimensions: boolean;
  length: number | "";
  width: number | "";
  height: number | "";
  dimensionUnit: DimensionUnit;
  whenSoldOut: WhenSoldOut;
  contSalesOutOfStock: boolean;
  stockAlertUnits: number | "";
  IsDigitalProduct: boolean;
  /** Option values per type; an empty list means the product does not vary by that type. */
  sizeOptions: string[];
  colorOptions: string[];
  variants: VariantRowValues[];
}

export const EMPTY_PRODUCT_VALUES: ProductFormValues = {
  name: "",
  description: "",
  categoryId: "",
  subCategoryId: "",
  childCategoryId: "",
  hostedImages: [],
  costPrice: "",
  sellingPrice: "",
  price: "",
  quantity: 0,
  sku: "",
  weight: "",
  weightUnit: "kg",
  hasDimensions: false,
  length: "",
  width: "",
  height: "",
  dimensionUnit: "cm",
  whenSoldOut: "show_sold_out",
  contSalesOutOfStock: false,
  stockAlertUnits: 5,
  IsDigitalProduct: false,
  sizeOptions: [],
  colorOptions: [],
  variants: [],
};

/** "" (an empty input) becomes NaN, so the contract's schema reports it as a bad number, not as 0. */
const num = (v: number | ""): number => (v === "" ? Number.NaN : v);

function skuPart(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 12);
}

/** A readable default SKU for a variant: the product's SKU (or name) and the option values. */
export function variantSku(base: string, size: string | null, color: string | null): string {
  const stem = skuPart(base) || "ITEM";
  return [stem, size ? skuPart(size) : null, color ? skuPart(color) : null].filter(Boolean).join("-").slice(0, 64);
}

const key = (size: string | null, color: string | null) => `${(size ?? "").toLowerCase()}|${(color ?? "").toLowerCase()}`;

/**
 * The variant rows for the chosen option values: one per combination (sizes × colours). Rows that
 * already exist keep what the merchant typed (id, SKU, stock, discount); new ones get a default SKU.
 */
export function buildVariantRows(
  sizes: readonly string[],
  colors: readonly string[],
  existing: readonly VariantRowValues[],
  skuBase: string,
): VariantRowValues[] {
  if (sizes.length === 0 && colors.length === 0) return [];
  const byKey = new Map(existing.map((row) => [key(row.size, row.color), row]));
  const rows: VariantRowValues[] = [];
  for (const size of sizes.length > 0 ? sizes : [null]) {
    for (const color of colors.length > 0 ? colors : [null]) {
      const kept = byKey.get(key(size, color));
      rows.push(kept ? { ...kept, size, color } : { sku: variantSku(skuBase, size, color), size, color, quantity: 0, discount: 0 });
    }
  }
  return rows;
}

/** Cleans a list of option values: trimmed, no blanks, no duplicates (case-insensitive). */
export function cleanOptions(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const v = raw.trim();
    if (!v || seen.has(v.toLowerCase())) continue;
    seen.add(v.toLowerCase());
    out.push(v);
  }
  return out;
}

export function variantTotal(rows: readonly VariantRowValues[]): number {
  return rows.reduce((n, row) => n + (typeof row.quantity === "number" ? row.quantity : 0), 0);
}

/** The create body (POST /products) for the form's values. */
export function toProductBody(values: ProductFormValues): CreateProductInput {
  const variantProperties = [
    ...(values.sizeOptions.length > 0 ? [{ type: "size", options: values.sizeOptions }] : []),
    ...(values.colorOptions.length > 0 ? [{ type: "color", options: values.colorOptions }] : []),
  ];
  const variant = values.variants.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    sku: row.sku,
    size: row.size,
    color: row.color,
    quantity: num(row.quantity),
    discount: num(row.discount),
  }));
  return {
    name: values.name,
    description: values.description,
    categoryId: values.categoryId,
    subCategoryId: values.subCategoryId,
    childCategoryId: values.childCategoryId,
    hostedImages: values.hostedImages,
    pricing: { costPrice: num(values.costPrice), sellingPrice: num(values.sellingPrice), price: num(values.price) },
    quantity: variant.length > 0 ? variantTotal(values.variants) : num(values.quantity),
    sku: values.sku,
    weight: num(values.weight),
    weightUnit: values.weightUnit,
    dimensions: values.hasDimensions ? { length: num(values.length), width: num(values.width), height: num(values.height) } : null,
    dimensionUnit: values.dimensionUnit,
    whenSoldOut: values.whenSoldOut,
    contSalesOutOfStock: values.contSalesOutOfStock,
    stockAlertUnits: num(values.stockAlertUnits),
    IsDigitalProduct: values.IsDigitalProduct,
    variant,
    variantProperties,
  };
}

/** The form's values for an existing product (edit). */
export function productToValues(product: Product): ProductFormValues {
  const options = (type: string) =>
    product.variantProperties.find((p) => p.type.toLowerCase() === type || (type === "color" && p.type.toLowerCase() === "colour"))?.options ?? [];
  return {
    ...reviewedContentValues(product),
    costPrice: product.pricing.costPrice,
    sellingPrice: product.pricing.sellingPrice,
    price: product.pricing.price,
    quantity: product.quantity,
    sku: product.sku ?? "",
    weight: product.weight,
    weightUnit: product.weightUnit,
    hasDimensions: product.dimensions !== null,
    length: product.dimensions?.length ?? "",
    width: product.dimensions?.width ?? "",
    height: product.dimensions?.height ?? "",
    dimensionUnit: product.dimensionUnit,
    whenSoldOut: product.whenSoldOut,
    contSalesOutOfStock: product.contSalesOutOfStock,
    stockAlertUnits: product.stockAlertUnits,
    IsDigitalProduct: product.IsDigitalProduct,
    sizeOptions: options("size"),
    colorOptions: options("color"),
    variants: product.variant.map((v) => ({ id: v.id, sku: v.sku, size: v.size, color: v.color, quantity: v.quantity, discount: v.discount })),
  };
}

/**
 * The reviewed fields as the merchant edits them: an edit of an approved product still waiting for
 * review is what the form shows (saving again edits that edit); otherwise the product's own content.
 */
export function reviewedContentValues(
  product: Product,
  source: "latest" | "approved" = "latest",
): Pick<ProductFormValues, "name" | "description" | "categoryId" | "subCategoryId" | "childCategoryId" | "hostedImages"> {
  const content = source === "latest" && product.revision?.status === "pending" ? product.revision : product;
  return {
    name: content.name,
    description: content.description,
    categoryId: content.categoryId,
    subCategoryId: content.subCategoryId,
    childCategoryId: content.childCategoryId,
    hostedImages: [...content.hostedImages],
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type ReviewedContentValues = ReturnType<typeof reviewedContentValues>;

/** Whether two sets of form values have the same reviewed content (the server ignores a reorder of the same images). */
export function sameReviewedContent(a: ReviewedContentValues, b: ReviewedContentValues): boolean {
  return (
    a.name.trim() === b.name.trim() &&
    a.description.trim() === b.description.trim() &&
    a.childCategoryId === b.childCategoryId &&
    same([...a.hostedImages].sort(), [...b.hostedImages].sort())
  );
}

/**
 * The PATCH body for an edit: only what changed. Stock of a product with variants lives on the
 * variants, so `quantity` goes only for products without them.
 */
export function changedProductBody(original: ProductFormValues, next: ProductFormValues): UpdateProductInput {
  const before = toProductBody(original);
  const after = toProductBody(next);
  const body: Record<string, unknown> = {};
  for (const field of Object.keys(after) as (keyof CreateProductInput)[]) {
    if (field === "quantity") continue;
    if (!same(before[field], after[field])) body[field] = after[field];
  }
  if ((after.categoryId !== before.categoryId || after.subCategoryId !== before.subCategoryId || after.childCategoryId !== before.childCategoryId)) {
    // The server checks the three levels together.
    Object.assign(body, { categoryId: after.categoryId, subCategoryId: after.subCategoryId, childCategoryId: after.childCategoryId });
  }
  if ((after.variant ?? []).length === 0 && before.quantity !== after.quantity) {
    body.quantity = after.quantity;
    // A product that just lost its variants sends the empty list and its own stock together.
    if ((before.variant ?? []).length > 0) body.variant = [];
  }
  if (body.variant !== undefined || body.variantProperties !== undefined) {
    body.variant = after.variant;
    body.variantProperties = after.variantProperties;
  }
  return body as UpdateProductInput;
}

/** Fields whose change sends an approved product back to review (DOMAIN.md "Catalogue"). */
export const REVIEWED_FIELDS = ["name", "description", "hostedImages", "categoryId", "subCategoryId", "childCategoryId"] as const;

export function needsReviewAgain(body: UpdateProductInput): boolean {
  return REVIEWED_FIELDS.some((field) => field in body);
}

/**
 * Where an error path of the product body (client Zod issue or server 422) shows in the form:
 * `pricing.price` → `price`, `dimensions.length` → `length`, `variant.2.sku` → `variants.2.sku`,
 * `variantProperties.0.options` → the option list of that type.
 */
export function formPathFor(path: string, values: Pick<ProductFormValues, "sizeOptions" | "colorOptions">): string {
  const p = path.replace(/^(body|params|query)\./, "");
  if (p.startsWith("pricing.")) return p.slice("pricing.".length);
  if (p === "pricing") return "sellingPrice";
  if (p.startsWith("dimensions.")) return p.slice("dimensions.".length);
  if (p === "dimensions") return "length";
  if (p === "variant") return "variants";
  if (p.startsWith("variant.")) return `variants.${p.slice("variant.".length)}`;
  if (p.startsWith("hostedImages")) return "hostedImages";
  if (p.startsWith("variantProperties")) {
    const index = Number(p.split(".")[1]);
    const types = [values.sizeOptions.length > 0 ? "sizeOptions" : null, values.colorOptions.length > 0 ? "colorOptions" : null].filter(Boolean) as string[];
    return types[index] ?? "sizeOptions";
  }
  return p;
}

/** The form errors for the contract's verdict on a body: `{ formPath: message }`, first message per field. */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[],
  values: Pick<ProductFormValues, "sizeOptions" | "colorOptions">,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = formPathFor(issue.path.map(String).join("."), values);
    // Empty number inputs reach the schema as NaN: say what is missing rather than "expected number".
    const message = issue.code === "invalid_type" ? REQUIRED : issue.message;
    if (!errors[field]) errors[field] = message;
  }
  return errors;
}

const REQUIRED = "This field is required";
