import {
  CreateProductBodySchema,
  fillMessage,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_LIMITS,
  PRODUCT_IMPORT_MESSAGES as M,
  type ProductImportAction,
  type ProductImportColumn,
  UpdateProductBodySchema,
} from "@bitmarte/contracts";
import { parse } from "csv-parse/sync";
import type { z } from "zod";
import { badInput } from "../../lib/errors.js";
import type { ImportImageRef } from "./productimports.table.js";

// ---- the file ----

export interface ParsedCsv {
  columns: ProductImportColumn[];
  rows: Record<string, string>[];
}

const refuseFile = (message: string) => badInput([{ path: "file", message }]);

/**
 * Reads the CSV: UTF-8 (a byte-order mark is allowed), a header of known columns (any case), every
 * record as long as the header. Anything else refuses the whole file (422) before a row is looked at.
 */
/**
 * A cell as the merchant meant it: trimmed, and without the `'` our exports put before a cell that a
 * spreadsheet would run as a formula (lib/csv.ts), so an export imports back unchanged.
 */
export function cellText(raw: string | undefined): string {
  const cell = (raw ?? "").trim();
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

export function parseCsv(bytes: Buffer): ParsedCsv {
  if (bytes.includes(0)) throw refuseFile(fillMessage(M.csvMalformed, { detail: "it holds binary data" }));
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refuseFile(fillMessage(M.csvMalformed, { detail: "it is not UTF-8 text" }));
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      max_record_size: 200_000,
      // One past the cap: enough to tell a file that is too long without reading all of it.
      to_line: PRODUCT_IMPORT_LIMITS.maxRows + 2,
    }) as string[][];
  } catch (e) {
    const detail = (e as Error).message?.replace(/\s+/g, " ").slice(0, 200) || "unreadable";
    throw refuseFile(fillMessage(M.csvMalformed, { detail }));
  }
  if (records.length < 2) throw refuseFile(M.csvEmpty);
  if (records.length - 1 > PRODUCT_IMPORT_LIMITS.maxRows) throw refuseFile(M.csvTooManyRows);
  const known = new Map(PRODUCT_IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));
  const header = records[0].map((h) => h.trim());
  const unknown = header.filter((h) => !known.has(h.toLowerCase()));
  if (unknown.length > 0) throw refuseFile(fillMessage(M.csvUnknownColumns, { columns: unknown.slice(0, 10).join(", ") }));
  const columns = header.map((h) => known.get(h.toLowerCase()) as ProductImportColumn);
  if (!columns.some((c) => c === "id" || c === "sku" || c === "name")) throw refuseFile(fillMessage(M.csvMissingColumns, { columns: "sku, name" }));
  const rows = records.slice(1).map((record) => Object.fromEntries(columns.map((c, i) => [c, cellText(record[i])])));
  return { columns, rows };
}

// ---- one row ----

export interface ExistingProduct {
  id: string;
  sku: string | null;
  costPrice: number;
  sellingPrice: number;
  price: number;
  variants: { id: string; sku: string }[];
}

export interface CategoryLookup {
  categories: { id: string; name: string }[];
  subCategories: { id: string; name: string; categoryId: string }[];
  childCategories: { id: string; name: string; subCategoryId: string }[];
}

/** A checked image of the ZIP (staged in storage), or why it cannot be used. */
export type ZipImage = { staged: string } | { problem: "notImage" | "tooLarge" };

export interface RowLookups {
  byId: Map<string, ExistingProduct>;
  /** Lower-cased SKU → product. */
  bySku: Map<string, ExistingProduct>;
  categories: CategoryLookup;
  /** ZIP file name (full path, and the bare name when no other file has it) → image. */
  zipImages: Map<string, ZipImage>;
  /** Upload ids of images the store's people uploaded. */
  ownUploads: Set<string>;
}

export interface CheckedRow {
  action: ProductImportAction;
  productId: string | null;
  sku: string | null;
  name: string | null;
  body: Record<string, unknown> | null;
  images: ImportImageRef[] | null;
  reasons: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UPLOAD_REF = /^(?:\/api\/v1\/uploads\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** Placeholder image addresses for checking a row's body before its images are stored. */
const PLACEHOLDER_IMAGE = (i: number) => `/api/v1/uploads/00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

const list = (cell: string) =>
  cell
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);

function numberCell(row: Record<string, string>, field: ProductImportColumn, reasons: string[]): number | undefined {
  const cell = row[field];
  if (cell === undefined || cell === "") return undefined;
  const n = Number(cell.replace(/[,₦\s]/g, ""));
  if (!Number.isFinite(n)) {
    reasons.push(fillMessage(M.rowNotANumber, { field }));
    return undefined;
  }
  return n;
}

function booleanCell(row: Record<string, string>, field: ProductImportColumn, reasons: string[]): boolean | undefined {
  const cell = row[field]?.toLowerCase();
  if (cell === undefined || cell === "") return undefined;
  if (["true", "yes", "y", "1"].includes(cell)) return true;
  if (["false", "no", "n", "0"].includes(cell)) return false;
  reasons.push(fillMessage(M.rowNotYesNo, { field }));
  return undefined;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function resolveCategories(row: Record<string, string>, lookup: CategoryLookup, reasons: string[]) {
  const [c, s, cc] = [row.category ?? "", row.subCategory ?? "", row.childCategory ?? ""];
  if (!c && !s && !cc) return undefined;
  if (!c || !s || !cc) {
    reasons.push(M.rowCategoryRequired);
    return null;
  }
  const category = lookup.categories.find((x) => x.id === c.toLowerCase() || sameName(x.name, c));
  if (!category) {
    reasons.push(fillMessage(M.rowCategoryNotFound, { value: c }));
    return null;
  }
  const sub = lookup.subCategories.find((x) => x.categoryId === category.id && (x.id === s.toLowerCase() || sameName(x.name, s)));
  if (!sub) {
    reasons.push(fillMessage(M.rowSubCategoryNotFound, { parent: category.name, value: s }));
    return null;
  }
  const child = lookup.childCategories.find((x) => x.subCategoryId === sub.id && (x.id === cc.toLowerCase() || sameName(x.name, cc)));
  if (!child) {
    reasons.push(fillMessage(M.rowChildCategoryNotFound, { parent: sub.name, value: cc }));
    return null;
  }
  return { categoryId: category.id, subCategoryId: sub.id, childCategoryId: child.id };
}

/** `sku:size:colour:quantity:discount` entries separated by `;`; size, colour and discount may be empty. */
function parseVariants(cell: string, reasons: string[]) {
  const items = list(cell);
  if (items.length > PRODUCT_IMPORT_LIMITS.maxVariantsPerRow) {
    reasons.push("At most 100 variants");
    return null;
  }
  const variants: { sku: string; size: string | null; color: string | null; quantity: number; discount: number }[] = [];
  for (const [i, item] of items.entries()) {
    const parts = item.split(":").map((p) => p.trim());
    const [sku, size, color, quantity, discount] = parts;
    const qty = Number(quantity);
    const disc = discount ? Number(discount) : 0;
    if (parts.length < 4 || parts.length > 5 || !sku || quantity === "" || !Number.isFinite(qty) || !Number.isFinite(disc)) {
      reasons.push(fillMessage(M.rowBadVariant, { n: i + 1 }));
      return null;
    }
    variants.push({ sku, size: size || null, color: color || null, quantity: qty, discount: disc });
  }
  return variants;
}

/** The option lists the variants use (Size, Color), as the product form builds them. */
function propertiesOf(variants: { size: string | null; color: string | null }[]) {
  const distinct = (values: (string | null)[]) => [...new Map(values.filter((v): v is string => !!v).map((v) => [v.toLowerCase(), v])).values()];
  const properties: { type: string; options: string[] }[] = [];
  const sizes = distinct(variants.map((v) => v.size));
  const colors = distinct(variants.map((v) => v.color));
  if (sizes.length > 0) properties.push({ type: "Size", options: sizes });
  if (colors.length > 0) properties.push({ type: "Color", options: colors });
  return properties;
}

function resolveImages(cell: string, lookups: RowLookups, reasons: string[]): ImportImageRef[] | undefined {
  const names = list(cell);
  if (names.length === 0) return undefined;
  if (names.length > PRODUCT_IMPORT_LIMITS.maxImagesPerRow) reasons.push(M.rowTooManyImages);
  const refs: ImportImageRef[] = [];
  for (const name of names) {
    const upload = UPLOAD_REF.exec(name)?.[1]?.toLowerCase();
    if (upload) {
      if (lookups.ownUploads.has(upload)) refs.push({ upload: `/api/v1/uploads/${upload}` });
      else reasons.push(fillMessage(M.rowImageNotYours, { name }));
      continue;
    }
    // Never fetched: a product's pictures come from the ZIP the merchant sends (or their own uploads).
    if (/^[a-z][a-z0-9+.-]*:/i.test(name) || name.startsWith("//") || name.toLowerCase().startsWith("www.")) {
      reasons.push(fillMessage(M.rowImageLink, { name }));
      continue;
    }
    const image = lookups.zipImages.get(name) ?? lookups.zipImages.get(name.toLowerCase());
    if (!image) reasons.push(fillMessage(M.rowImageMissing, { name }));
    else if ("problem" in image) reasons.push(fillMessage(image.problem === "tooLarge" ? M.rowImageTooLarge : M.rowImageNotImage, { name }));
    else refs.push({ staged: image.staged, name });
  }
  return refs;
}

/** A schema issue as the product form would show it; money fields get their column's name in front. */
function issueText(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (path[0] === "pricing" && path[1]) return `${path[1]}: ${issue.message}`;
  if (path[0] === "variant" && path.length > 1) return `Variant ${Number(path[1]) + 1}: ${issue.message}`;
  // A missing cell: name its column rather than "this field".
  if (issue.code === "invalid_type" && path.length > 0) return `${path[path.length - 1] === "hostedImages" ? "images" : path.join(".")} is required`;
  return issue.message;
}

export interface FileState {
  seenSkus: Set<string>;
  seenIds: Set<string>;
}

/**
 * Decides what one row does (create, update or refuse) and builds the product body it will send,
 * checked by the same schema as the product form. Update: the row's `id`, or else its SKU among the
 * store's products. Empty cells of an update leave the product's value as it is.
 */
export function checkRow(row: Record<string, string>, lookups: RowLookups, file: FileState): CheckedRow {
  const reasons: string[] = [];
  const sku = row.sku || null;
  const name = row.name || null;
  let target: ExistingProduct | undefined;
  if (row.id) {
    target = UUID.test(row.id) ? lookups.byId.get(row.id.toLowerCase()) : undefined;
    if (!target) reasons.push(M.rowProductNotFound);
    else if (file.seenIds.has(target.id)) reasons.push(M.rowDuplicateId);
  } else if (sku) {
    target = lookups.bySku.get(sku.toLowerCase());
  }
  if (sku) {
    if (file.seenSkus.has(sku.toLowerCase())) reasons.push(M.rowDuplicateSku);
    const owner = lookups.bySku.get(sku.toLowerCase());
    if (owner && target && owner.id !== target.id) reasons.push("Another of your products already uses this SKU");
    file.seenSkus.add(sku.toLowerCase());
  }
  if (target) file.seenIds.add(target.id);
  const action: ProductImportAction = target ? "update" : row.id ? "refuse" : "create";

  const body: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined) body[key] = value;
  };
  set("name", row.name || undefined);
  set("description", row.description || undefined);
  set("sku", row.sku || undefined);
  const path = resolveCategories(row, lookups.categories, reasons);
  if (path) Object.assign(body, path);
  else if (path === undefined && action === "create") reasons.push(M.rowCategoryRequired);

  const costPrice = numberCell(row, "costPrice", reasons);
  const sellingPrice = numberCell(row, "sellingPrice", reasons);
  const price = numberCell(row, "price", reasons);
  if (costPrice !== undefined || sellingPrice !== undefined || price !== undefined) {
    // An update may change one price: the others stay as they are (kobo → naira).
    const kept = (kobo: number | undefined) => (kobo === undefined ? undefined : kobo / 100);
    body.pricing = {
      costPrice: costPrice ?? kept(target?.costPrice) ?? (action === "create" ? 0 : undefined),
      sellingPrice: sellingPrice ?? kept(target?.sellingPrice),
      price: price ?? kept(target?.price) ?? sellingPrice,
    };
  }
  set("quantity", numberCell(row, "quantity", reasons));
  set("weight", numberCell(row, "weight", reasons));
  set("weightUnit", row.weightUnit || undefined);
  const [length, width, height] = [numberCell(row, "length", reasons), numberCell(row, "width", reasons), numberCell(row, "height", reasons)];
  if (length !== undefined || width !== undefined || height !== undefined) set("dimensions", { length, width, height });
  set("dimensionUnit", row.dimensionUnit || undefined);
  set("whenSoldOut", row.whenSoldOut || undefined);
  set("contSalesOutOfStock", booleanCell(row, "contSalesOutOfStock", reasons));
  set("stockAlertUnits", numberCell(row, "stockAlertUnits", reasons));
  set("IsDigitalProduct", booleanCell(row, "IsDigitalProduct", reasons));
  if (row.variants) {
    const variants = parseVariants(row.variants, reasons);
    if (variants) {
      // Variants already on the product keep their ids (matched by SKU), so carts and orders still find them.
      const known = new Map((target?.variants ?? []).map((v) => [v.sku.toLowerCase(), v.id]));
      body.variant = variants.map((v) => ({ ...v, id: known.get(v.sku.toLowerCase()) }));
      body.variantProperties = propertiesOf(variants);
    }
  } else if (action === "update" && body.quantity !== undefined && (target?.variants.length ?? 0) > 0) {
    reasons.push("This product's stock is set per variant");
  }
  // With variants the stock is their sum (the products service adds it up); the form sends 0 then too.
  if (action === "create" && body.quantity === undefined) body.quantity = 0;

  const images = resolveImages(row.images ?? "", lookups, reasons);
  if (action === "create" && images === undefined) reasons.push(M.rowImagesRequired);
  // All images refused: their reasons say so; the schema's "add an image" would only repeat it.
  if (images && images.length > 0) body.hostedImages = images.map((_, i) => PLACEHOLDER_IMAGE(i));

  let checked: Record<string, unknown> | null = null;
  if (action !== "refuse") {
    const schema = action === "create" ? CreateProductBodySchema : UpdateProductBodySchema;
    const parsed = schema.safeParse(body);
    if (parsed.success) checked = parsed.data as Record<string, unknown>;
    else {
      const imageReasonGiven = images !== undefined && images.length === 0;
      for (const issue of parsed.error.issues) {
        if (imageReasonGiven && issue.path[0] === "hostedImages") continue;
        reasons.push(issueText(issue));
      }
    }
  }
  const unique = [...new Set(reasons)];
  if (unique.length > 0) return { action: "refuse", productId: target?.id ?? null, sku, name, body: null, images: null, reasons: unique };
  return { action, productId: target?.id ?? null, sku, name, body: checked, images: images ?? null, reasons: [] };
}
