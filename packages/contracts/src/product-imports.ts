import { z } from "zod";
import { defineEndpoint } from "./endpoint.js";
import { TimestampSchema, NullableTimestampSchema } from "./entities/common.js";
import { MAX_PRODUCT_IMAGES } from "./entities/products.js";

/**
 * Bulk product import and export (docs/product-imports.md): a merchant uploads a CSV of products
 * (and a ZIP of their images), reads a row-by-row preview, confirms, and the job queue writes the
 * rows one at a time through the same rules as the product form.
 */

/** Limits of one import. The ZIP figures are checked while the ZIP is read, never from its declared sizes. */
export const PRODUCT_IMPORT_LIMITS = {
  maxRows: 10_000,
  maxCsvBytes: 20 * 1024 * 1024,
  maxZipBytes: 100 * 1024 * 1024,
  maxZipEntries: 10_000,
  maxZipUncompressedBytes: 500 * 1024 * 1024,
  /**
   * One entry may unpack to at most this many times its packed size. JPEG, PNG and WebP are compressed
   * already (a ZIP shrinks them by a few per cent), so 20 is generous for images and stops a bomb early.
   */
  maxCompressionRatio: 20,
  maxImageBytes: 5 * 1024 * 1024,
  maxImagesPerRow: MAX_PRODUCT_IMAGES,
  maxVariantsPerRow: 100,
} as const;

/**
 * The columns of the import file, the export and the template, in this order. Names are the spec's
 * product fields; `category`, `subCategory` and `childCategory` take a name or an id; `variants` and
 * `images` hold lists separated by `;` (docs/product-imports.md).
 */
export const PRODUCT_IMPORT_COLUMNS = [
  "id",
  "sku",
  "name",
  "description",
  "category",
  "subCategory",
  "childCategory",
  "costPrice",
  "sellingPrice",
  "price",
  "quantity",
  "weight",
  "weightUnit",
  "length",
  "width",
  "height",
  "dimensionUnit",
  "whenSoldOut",
  "contSalesOutOfStock",
  "stockAlertUnits",
  "IsDigitalProduct",
  "variants",
  "images",
] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];

/** The failed-rows download: the row's own cells, then why it was refused or failed. */
export const PRODUCT_IMPORT_FAILED_COLUMNS = ["row", ...PRODUCT_IMPORT_COLUMNS, "reason"] as const;

/** Example rows of the downloadable template (the categories are examples: use your marketplace's names). */
export const PRODUCT_IMPORT_TEMPLATE_ROWS: Record<ProductImportColumn, string>[] = [
  {
    id: "",
    sku: "TEE-001",
    name: "Cotton T-shirt",
    description: "Soft 100% cotton T-shirt, pre-shrunk.",
    category: "Fashion",
    subCategory: "Men",
    childCategory: "T-shirts",
    costPrice: "2500",
    sellingPrice: "4500",
    price: "5000",
    quantity: "",
    weight: "0.3",
    weightUnit: "kg",
    length: "30",
    width: "25",
    height: "2",
    dimensionUnit: "cm",
    whenSoldOut: "show_sold_out",
    contSalesOutOfStock: "false",
    stockAlertUnits: "5",
    IsDigitalProduct: "false",
    variants: "TEE-001-M-BLK:M:Black:10:0; TEE-001-L-BLK:L:Black:8:0; TEE-001-L-WHT:L:White:5:10",
    images: "tee-front.jpg; tee-back.jpg",
  },
  {
    id: "",
    sku: "MUG-002",
    name: "Enamel mug",
    description: "Camping mug, 350 ml.",
    category: "Home",
    subCategory: "Kitchen",
    childCategory: "Mugs",
    costPrice: "900",
    sellingPrice: "1800",
    price: "1800",
    quantity: "40",
    weight: "200",
    weightUnit: "g",
    length: "",
    width: "",
    height: "",
    dimensionUnit: "cm",
    whenSoldOut: "hide",
    contSalesOutOfStock: "false",
    stockAlertUnits: "5",
    IsDigitalProduct: "false",
    variants: "",
    images: "mug.png",
  },
];

/** What the import will do with a row, as the preview says it. */
export const PRODUCT_IMPORT_ACTIONS = ["create", "update", "refuse"] as const;
export type ProductImportAction = (typeof PRODUCT_IMPORT_ACTIONS)[number];
/** What happened to a row once the import ran. */
export const PRODUCT_IMPORT_OUTCOMES = ["waiting", "created", "updated", "failed", "skipped"] as const;
export type ProductImportOutcome = (typeof PRODUCT_IMPORT_OUTCOMES)[number];
/** previewed → queued (confirmed) → running → completed | cancelled | failed. */
export const PRODUCT_IMPORT_STATUSES = ["previewed", "queued", "running", "completed", "cancelled", "failed"] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];

/** Words of the import: the refusal reasons of whole files and of rows, and the screen's. */
export const PRODUCT_IMPORT_MESSAGES = {
  previewReady: "Your file was checked. Nothing is saved until you confirm.",
  confirmed: "Import started",
  cancelRequested: "Import cancelled: it stops before the next row",
  chooseCsv: "Choose a CSV file of products",
  sendMultipart: "Send the files as multipart/form-data",
  csvTooLarge: `The CSV file is larger than ${PRODUCT_IMPORT_LIMITS.maxCsvBytes / 1024 / 1024} MB`,
  csvMalformed: "This file is not a readable CSV: {detail}",
  csvEmpty: "The CSV file has no product rows",
  csvTooManyRows: `A file may hold at most ${PRODUCT_IMPORT_LIMITS.maxRows.toLocaleString("en-GB")} product rows`,
  csvMissingColumns: "The CSV file is missing the column(s): {columns}",
  csvUnknownColumns: "The CSV file has column(s) this import does not know: {columns}",
  xlsxNotSupported: "Save the spreadsheet as CSV (UTF-8) and upload that: XLSX files are not read",
  zipNotZip: "The image file is not a ZIP archive",
  zipTooLarge: `The ZIP file is larger than ${PRODUCT_IMPORT_LIMITS.maxZipBytes / 1024 / 1024} MB`,
  zipTooManyEntries: `The ZIP file holds more than ${PRODUCT_IMPORT_LIMITS.maxZipEntries.toLocaleString("en-GB")} files`,
  zipBomb: "The ZIP file unpacks to far more than it holds and was refused",
  zipTooLargeUnpacked: `The ZIP file unpacks to more than ${PRODUCT_IMPORT_LIMITS.maxZipUncompressedBytes / 1024 / 1024} MB`,
  zipUnsafeName: "The ZIP file holds a file name that points outside the archive: {name}",
  zipUnreadable: "The ZIP file could not be read",
  importNotPreviewed: "This import was already confirmed",
  importNotRunning: "This import has finished",
  // row reasons
  rowProductNotFound: "Product not found in your store",
  rowDuplicateSku: "This SKU is on an earlier row of the file",
  rowDuplicateId: "This product is on an earlier row of the file",
  rowCategoryRequired: "Category, sub-category and child category are required",
  rowCategoryNotFound: "Category not found: {value}",
  rowSubCategoryNotFound: "Sub-category not found in {parent}: {value}",
  rowChildCategoryNotFound: "Child category not found in {parent}: {value}",
  rowNotANumber: "{field} must be a number",
  rowNotYesNo: "{field} must be true or false",
  rowBadVariant: "Variant {n} must read sku:size:colour:quantity:discount",
  rowImageMissing: "Image {name} is not in the ZIP file",
  rowImageNotImage: "Image {name} is not an image (JPEG, PNG or WebP)",
  rowImageTooLarge: "Image {name} is larger than 5 MB",
  rowImageLink: "Images come from the ZIP file; links are not fetched: {name}",
  rowImageNotYours: "Image {name} is not one of your uploads",
  rowImagesRequired: "Add at least one image",
  rowTooManyImages: `At most ${MAX_PRODUCT_IMAGES} images`,
  rowCancelled: "Not imported: the import was cancelled",
  rowFailed: "This row could not be saved. Try again later.",
} as const;

export const ProductImportRowSchema = z.object({
  /** Line of the product in the file: 2 is the first product, after the header. */
  rowNumber: z.number().int(),
  action: z.enum(PRODUCT_IMPORT_ACTIONS),
  outcome: z.enum(PRODUCT_IMPORT_OUTCOMES),
  sku: z.string().nullable(),
  name: z.string().nullable(),
  productId: z.uuid().nullable(),
  /** Why the row is refused (preview) or failed (run); empty otherwise. */
  reasons: z.array(z.string()),
});
export type ProductImportRow = z.infer<typeof ProductImportRowSchema>;

export const ProductImportSchema = z.object({
  id: z.uuid(),
  status: z.enum(PRODUCT_IMPORT_STATUSES),
  fileName: z.string(),
  imagesFileName: z.string().nullable(),
  totalRows: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  toRefuse: z.number().int(),
  /** Rows the run has dealt with (created, updated, failed or skipped), of toCreate + toUpdate. */
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  cancelRequested: z.boolean(),
  createdAt: TimestampSchema,
  confirmedAt: NullableTimestampSchema,
  finishedAt: NullableTimestampSchema,
});
export type ProductImport = z.infer<typeof ProductImportSchema>;

export const ProductImportDetailSchema = ProductImportSchema.extend({
  rows: z.array(ProductImportRowSchema),
  /** Rows matching the filter. */
  rowCount: z.number().int(),
});
export type ProductImportDetail = z.infer<typeof ProductImportDetailSchema>;

export const PRODUCT_IMPORT_ROW_FILTERS = ["create", "update", "refuse", "failed"] as const;
export const ProductImportQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** An action of the preview, or `failed` (refused or failed rows). */
  show: z.enum(PRODUCT_IMPORT_ROW_FILTERS, { error: "Show is create, update, refuse or failed" }).optional(),
});
export type ProductImportQuery = z.infer<typeof ProductImportQuerySchema>;

export const ProductImportListSchema = z.object({ rows: z.array(ProductImportSchema), count: z.number().int() });

const importsWrite = { kinds: ["merchant"], permission: "products:write" } as const;
const importsRead = { kinds: ["merchant"], permission: "products:read" } as const;
const importParams = z.object({ id: z.uuid() });

export const productImportEndpoints = {
  upload: defineEndpoint({
    id: "productImports.upload", method: "POST", path: "/merchant/product-imports", auth: importsWrite, status: 201, multipart: true,
    summary: "Check a CSV of products (field `file`) and an optional ZIP of their images (field `images`): answers the preview; nothing is written to products",
    response: ProductImportDetailSchema,
  }),
  list: defineEndpoint({
    id: "productImports.list", method: "GET", path: "/merchant/product-imports", auth: importsRead,
    summary: "The store's recent imports, newest first", response: ProductImportListSchema,
  }),
  get: defineEndpoint({
    id: "productImports.get", method: "GET", path: "/merchant/product-imports/:id", auth: importsRead, tenantOwned: true,
    summary: "One import: status, progress counts and a page of its rows", params: importParams, query: ProductImportQuerySchema,
    response: ProductImportDetailSchema,
  }),
  confirm: defineEndpoint({
    id: "productImports.confirm", method: "POST", path: "/merchant/product-imports/:id/confirm", auth: importsWrite, tenantOwned: true,
    summary: "Start a previewed import on the job queue", params: importParams, response: ProductImportSchema,
  }),
  cancel: defineEndpoint({
    id: "productImports.cancel", method: "POST", path: "/merchant/product-imports/:id/cancel", auth: importsWrite, tenantOwned: true,
    summary: "Stop an import before its next row (rows already written stay)", params: importParams, response: ProductImportSchema,
  }),
  failedRows: defineEndpoint({
    id: "productImports.failedRows", method: "GET", path: "/merchant/product-imports/:id/failed-rows.csv", auth: importsRead, tenantOwned: true,
    summary: "The refused and failed rows of an import as CSV, each with its reason", params: importParams, response: z.unknown(), raw: "csv",
  }),
  template: defineEndpoint({
    id: "productImports.template", method: "GET", path: "/merchant/product-imports/template.csv", auth: importsRead,
    summary: "The import file's columns with example rows", response: z.unknown(), raw: "csv",
  }),
  exportProducts: defineEndpoint({
    id: "productImports.export", method: "GET", path: "/merchant/products/export.csv", auth: importsRead,
    summary: "The store's products in the import file's format", response: z.unknown(), raw: "csv",
  }),
};
