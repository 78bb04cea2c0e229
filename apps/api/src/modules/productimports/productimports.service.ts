import { createHash } from "node:crypto";
import {
  CreateProductBodySchema,
  fillMessage,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_FAILED_COLUMNS,
  PRODUCT_IMPORT_LIMITS,
  PRODUCT_IMPORT_MESSAGES as M,
  PRODUCT_IMPORT_TEMPLATE_ROWS,
  MESSAGES,
  type Product,
  type ProductImport,
  type ProductImportDetail,
  type ProductImportQuery,
  type ProductImportColumn,
  UpdateProductBodySchema,
} from "@bitmarte/contracts";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Db, DbOrTx } from "../../db/client.js";
import type { Ctx, MerchantActor } from "../../http/context.js";
import { AppError, notFound } from "../../lib/errors.js";
import { toCsv } from "../../lib/csv.js";
import { enqueue, type JobCtx } from "../jobs/index.js";
import { findStoreByMerchant } from "../merchants/index.js";
import { createProduct, listMerchantProducts, tellImportWaiting, updateProduct } from "../products/index.js";
import { storeUpload, UPLOAD_LIMITS } from "../uploads/index.js";
import * as repo from "./productimports.repository.js";
import { checkRow, type FileState, parseCsv, type RowLookups, type ZipImage } from "./productimports.rows.js";
import type { ImportImageRef } from "./productimports.table.js";
import { readZip } from "./productimports.zip.js";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toImport(r: repo.ProductImportRecord): ProductImport {
  return {
    id: r.id,
    status: r.status,
    fileName: r.fileName,
    imagesFileName: r.imagesFileName,
    totalRows: r.totalRows,
    toCreate: r.toCreate,
    toUpdate: r.toUpdate,
    toRefuse: r.toRefuse,
    done: r.done,
    created: r.created,
    updated: r.updated,
    failed: r.failed,
    cancelRequested: r.cancelRequested,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: iso(r.confirmedAt),
    finishedAt: iso(r.finishedAt),
  };
}

function toRow(r: repo.ProductImportRowRecord) {
  return { rowNumber: r.rowNumber, action: r.action, outcome: r.outcome, sku: r.sku, name: r.name, productId: r.productId, reasons: r.reasons };
}

async function storeOf(ctx: Ctx<MerchantActor>): Promise<string> {
  if (ctx.actor.storeId) return ctx.actor.storeId;
  const store = await findStoreByMerchant(ctx.db, ctx.actor.merchantId);
  if (!store) throw new AppError(409, "CONFLICT", MESSAGES.storeRequiredForProducts);
  return store.id;
}

async function getOwn(ctx: Ctx<MerchantActor>, id: string): Promise<repo.ProductImportRecord> {
  const row = await repo.findMerchantImport(ctx.db, ctx.actor.merchantId, id);
  if (!row) throw notFound();
  return row;
}

// ---- preview ----

/** Whether bytes are an image the product form takes: sniffed type, then a header sharp can read. */
async function checkImage(bytes: Buffer): Promise<{ ext: string; mime: string } | null> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !(UPLOAD_LIMITS.image.mimes as readonly string[]).includes(sniffed.mime)) return null;
  try {
    const meta = await sharp(bytes, { failOn: "error" }).metadata();
    if (!meta.width || !meta.height) return null;
  } catch {
    return null;
  }
  return sniffed;
}

/**
 * Reads the ZIP under its limits and stages each image that is one in storage (keyed by its
 * content), so the run reads it back without the ZIP. Names map both as written and bare, when bare
 * names are unique.
 */
async function stageZipImages(ctx: Ctx<MerchantActor>, importId: string, zip: Buffer | null): Promise<Map<string, ZipImage>> {
  const images = new Map<string, ZipImage>();
  if (!zip) return images;
  const files = await readZip(zip);
  const bareCount = new Map<string, number>();
  for (const f of files) {
    const bare = (f.name.split("/").pop() ?? f.name).toLowerCase();
    bareCount.set(bare, (bareCount.get(bare) ?? 0) + 1);
  }
  for (const f of files) {
    let image: ZipImage;
    if ("tooLarge" in f) image = { problem: "tooLarge" };
    else {
      const kind = await checkImage(f.bytes);
      if (!kind) image = { problem: "notImage" };
      else {
        const key = `product-imports/${importId}/${createHash("sha256").update(f.bytes).digest("hex").slice(0, 32)}.${kind.ext}`;
        await ctx.adapters.storage.put(key, f.bytes, kind.mime);
        image = { staged: key };
      }
    }
    images.set(f.name, image);
    images.set(f.name.toLowerCase(), image);
    const bare = (f.name.split("/").pop() ?? f.name).toLowerCase();
    if (bareCount.get(bare) === 1) images.set(bare, image);
  }
  return images;
}

const UPLOAD_ID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Checks a CSV of products (and the ZIP of their images) and stores the preview: for each row the
 * action (create, update or refuse) with its reasons. No product is written until the merchant
 * confirms. A file that cannot be read at all answers 422 and stores nothing.
 */
export async function previewImport(
  ctx: Ctx<MerchantActor>,
  input: { csv: { bytes: Buffer; filename: string }; zip: { bytes: Buffer; filename: string } | null },
): Promise<ProductImportDetail> {
  const storeId = await storeOf(ctx);
  const parsed = parseCsv(input.csv.bytes);
  const importId = crypto.randomUUID();
  const zipImages = await stageZipImages(ctx, importId, input.zip?.bytes ?? null);

  const existing = await repo.merchantProductsForImport(ctx.db, ctx.actor.merchantId);
  const uploadRefs = parsed.rows.flatMap((r) =>
    (r.images ?? "")
      .split(";")
      .map((s) => UPLOAD_ID.exec(s.trim())?.[1]?.toLowerCase())
      .filter((s): s is string => !!s),
  );
  const lookups: RowLookups = {
    byId: new Map(existing.map((p) => [p.id, p])),
    bySku: new Map(existing.filter((p) => p.sku).map((p) => [(p.sku as string).toLowerCase(), p])),
    categories: await repo.categoryLookup(ctx.db),
    zipImages,
    ownUploads: await repo.merchantImageUploadIds(ctx.db, ctx.actor.merchantId, [...new Set(uploadRefs)]),
  };
  const file: FileState = { seenSkus: new Set(), seenIds: new Set() };
  const rows: repo.ProductImportRowInsert[] = parsed.rows.map((cells, i) => {
    const checked = checkRow(cells, lookups, file);
    return {
      importId,
      rowNumber: i + 2,
      action: checked.action,
      sku: checked.sku,
      name: checked.name?.slice(0, 200) ?? null,
      productId: checked.productId,
      cells,
      body: checked.body,
      images: checked.images,
      reasons: checked.reasons,
    };
  });
  const count = (action: string) => rows.filter((r) => r.action === action).length;
  await ctx.db.transaction(async (tx) => {
    await repo.insertImport(tx, {
      id: importId,
      merchantId: ctx.actor.merchantId,
      storeId,
      userId: ctx.actor.userId,
      actor: { userId: ctx.actor.userId, email: ctx.actor.email, role: ctx.actor.role, permissions: [...ctx.actor.permissions] },
      fileName: input.csv.filename.slice(0, 200),
      imagesFileName: input.zip?.filename.slice(0, 200) ?? null,
      totalRows: rows.length,
      toCreate: count("create"),
      toUpdate: count("update"),
      toRefuse: count("refuse"),
      createdAt: ctx.now,
    });
    await repo.insertImportRows(tx, rows);
  });
  return getImport(ctx, importId, { page: 1, limit: 25 });
}

// ---- reads ----

export async function getImport(ctx: Ctx<MerchantActor>, id: string, query: ProductImportQuery): Promise<ProductImportDetail> {
  const row = await getOwn(ctx, id);
  const page = await repo.pageImportRows(ctx.db, id, { show: query.show, limit: query.limit, offset: (query.page - 1) * query.limit });
  return { ...toImport(row), rows: page.rows.map(toRow), rowCount: page.count };
}

export async function listImports(ctx: Ctx<MerchantActor>): Promise<{ rows: ProductImport[]; count: number }> {
  const { rows, count } = await repo.listMerchantImports(ctx.db, ctx.actor.merchantId, 20);
  return { rows: rows.map(toImport), count };
}

// ---- confirm, cancel ----

/** Starts a previewed import: its job is stored with the status change, or neither is. */
export async function confirmImport(ctx: Ctx<MerchantActor>, id: string): Promise<ProductImport> {
  const current = await getOwn(ctx, id);
  if (current.status !== "previewed") throw new AppError(409, "CONFLICT", M.importNotPreviewed);
  const nothingToDo = current.toCreate + current.toUpdate === 0;
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateImport(
      tx,
      id,
      nothingToDo ? { status: "completed", confirmedAt: ctx.now, finishedAt: ctx.now } : { status: "queued", confirmedAt: ctx.now },
      ["previewed"],
    );
    if (!updated) throw new AppError(409, "CONFLICT", M.importNotPreviewed);
    if (!nothingToDo) await enqueue("productimports.run", { importId: id }, { db: tx, singletonKey: id });
    return updated;
  });
  return toImport(row);
}

/** Asks a queued or running import to stop; the run stops before its next row (a preview is simply dropped). */
export async function cancelImport(ctx: Ctx<MerchantActor>, id: string): Promise<ProductImport> {
  const current = await getOwn(ctx, id);
  if (current.status === "previewed") {
    const row = await repo.updateImport(ctx.db, id, { status: "cancelled", cancelRequested: true, finishedAt: ctx.now }, ["previewed"]);
    if (row) return toImport(row);
  }
  const row = await repo.updateImport(ctx.db, id, { cancelRequested: true }, ["queued", "running"]);
  if (!row) throw new AppError(409, "CONFLICT", M.importNotRunning);
  return toImport(row);
}

// ---- CSV files ----

export function templateCsv(): string {
  return toCsv([[...PRODUCT_IMPORT_COLUMNS], ...PRODUCT_IMPORT_TEMPLATE_ROWS.map((r) => PRODUCT_IMPORT_COLUMNS.map((c) => r[c]))]);
}

export async function failedRowsCsv(ctx: Ctx<MerchantActor>, id: string): Promise<string> {
  await getOwn(ctx, id);
  const rows = await repo.allFailedRows(ctx.db, id);
  return toCsv([
    [...PRODUCT_IMPORT_FAILED_COLUMNS],
    ...rows.map((r) => [String(r.rowNumber), ...PRODUCT_IMPORT_COLUMNS.map((c) => r.cells[c] ?? ""), r.reasons.join("; ")]),
  ]);
}

/** A product as an import row: re-importing the export changes nothing. A waiting edit is what the merchant last wrote. */
function exportRow(p: Product): Record<ProductImportColumn, string> {
  const content = p.revision?.status === "pending" ? p.revision : null;
  const num = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
  return {
    id: p.id,
    sku: p.sku ?? "",
    name: content?.name ?? p.name,
    description: content?.description ?? p.description,
    category: content?.categoryId ?? p.categoryId,
    subCategory: content?.subCategoryId ?? p.subCategoryId,
    childCategory: content?.childCategoryId ?? p.childCategoryId,
    costPrice: p.pricing.costPrice.toFixed(2),
    sellingPrice: p.pricing.sellingPrice.toFixed(2),
    price: p.pricing.price.toFixed(2),
    quantity: p.variant.length > 0 ? "" : String(p.quantity),
    weight: num(p.weight),
    weightUnit: p.weightUnit,
    length: num(p.dimensions?.length),
    width: num(p.dimensions?.width),
    height: num(p.dimensions?.height),
    dimensionUnit: p.dimensionUnit,
    whenSoldOut: p.whenSoldOut,
    contSalesOutOfStock: String(p.contSalesOutOfStock),
    stockAlertUnits: String(p.stockAlertUnits),
    IsDigitalProduct: String(p.IsDigitalProduct),
    variants: p.variant.map((v) => [v.sku, v.size ?? "", v.color ?? "", v.quantity, v.discount].join(":")).join("; "),
    images: (content?.hostedImages ?? p.hostedImages).join("; "),
  };
}

/** The store's products in the import format (categories by id, images as the store's own upload addresses). */
export async function exportProductsCsv(ctx: Ctx<MerchantActor>): Promise<string> {
  const lines: string[][] = [];
  for (let page = 1; ; page++) {
    const { data, count } = await listMerchantProducts(ctx, { page, limit: 100, sort: "created_asc" });
    for (const p of data) {
      const row = exportRow(p);
      lines.push(PRODUCT_IMPORT_COLUMNS.map((c) => row[c]));
    }
    if (page * 100 >= count || data.length === 0) break;
  }
  return toCsv([[...PRODUCT_IMPORT_COLUMNS], ...lines]);
}

// ---- the run (job) ----

function merchantCtxFor(jctx: JobCtx, imp: repo.ProductImportRecord, db: DbOrTx): Ctx<MerchantActor> {
  return {
    // A row's transaction stands in for the pool: the products service nests its own as a savepoint.
    db: db as Db,
    actor: {
      kind: "merchant",
      userId: imp.actor.userId,
      sessionId: imp.id,
      email: imp.actor.email,
      role: imp.actor.role,
      merchantId: imp.merchantId,
      storeId: imp.storeId,
      permissions: imp.actor.permissions,
    },
    log: jctx.log,
    now: jctx.clock.now(),
    config: jctx.config,
    adapters: jctx.adapters,
    ip: "",
    clock: jctx.clock,
  };
}

/** The reasons an error gives a row: the product rules' own messages where there are some. */
function reasonsOf(e: unknown): string[] {
  if (e instanceof AppError) {
    const fields = (e.errors ?? []).map((f) => f.message);
    return fields.length > 0 ? [...new Set(fields)] : [e.message];
  }
  return [M.rowFailed];
}

class RowAlreadyDone extends Error {}

/** One row in one transaction: its images, its product, its outcome and the import's counters commit together. */
async function runRow(jctx: JobCtx, imp: repo.ProductImportRecord, row: repo.ProductImportRowRecord): Promise<{ cancelRequested: boolean } | null> {
  try {
    return await jctx.db.transaction(async (tx) => {
      // The row's product and its outcome commit together, so a commit lost in a crash loses both and the
      // row still waits for the retry: no need to wait for the disk at every row. The import's final
      // status is written with the usual durable commit, after every row's.
      await repo.commitWithoutWaitingForDisk(tx);
      const ctx = merchantCtxFor(jctx, imp, tx);
      const imageUrls = await storeRowImages(ctx, tx, imp, row.images ?? []);
      let product: Product;
      if (row.action === "create") {
        const body = CreateProductBodySchema.parse({ ...row.body, hostedImages: imageUrls });
        product = await createProduct(ctx, body, { tellReviewers: false });
      } else {
        const body = UpdateProductBodySchema.parse(imageUrls.length > 0 ? { ...row.body, hostedImages: imageUrls } : row.body);
        product = await updateProduct(ctx, row.productId as string, body, { tellReviewers: false });
      }
      const outcome = row.action === "create" ? "created" : "updated";
      const counted = await repo.finishRow(tx, imp.id, row.rowNumber, { outcome, productId: product.id });
      // Another run finished this row meanwhile: roll this product back rather than write it twice.
      if (!counted) throw new RowAlreadyDone();
      return counted;
    });
  } catch (e) {
    if (e instanceof RowAlreadyDone) return null;
    if (!(e instanceof AppError)) jctx.log.error({ err: e, importId: imp.id, row: row.rowNumber }, "product import row failed");
    return repo.finishRow(jctx.db, imp.id, row.rowNumber, { outcome: "failed", reasons: reasonsOf(e) });
  }
}

/** Staged ZIP images become the store's uploads (re-encoded, with their WebP copies) inside the row's transaction. */
async function storeRowImages(ctx: Ctx<MerchantActor>, tx: DbOrTx, imp: repo.ProductImportRecord, refs: ImportImageRef[]): Promise<string[]> {
  const urls: string[] = [];
  for (const ref of refs) {
    if ("upload" in ref) {
      urls.push(ref.upload);
      continue;
    }
    const bytes = await ctx.adapters.storage.get(ref.staged);
    if (!bytes) throw new AppError(422, "VALIDATION_FAILED", fillMessage(M.rowImageMissing, { name: ref.name }));
    try {
      const stored = await storeUpload({ db: tx, adapters: ctx.adapters }, { ownerUserId: imp.userId, kind: "image", bytes, filename: ref.name });
      urls.push(stored.url);
    } catch (e) {
      if (e instanceof AppError) throw new AppError(422, "VALIDATION_FAILED", fillMessage(M.rowImageNotImage, { name: ref.name }));
      throw e;
    }
  }
  return urls;
}

const BATCH = 200;
/**
 * Rows written at once. Each row is its own transaction and rows do not depend on each other (the
 * preview refused duplicate SKUs and ids), so a few run side by side: a row spends most of its time
 * waiting on the database.
 */
const ROWS_AT_ONCE = 6;

/**
 * Job `productimports.run`: writes the import's waiting rows, each in its own transaction. Picked up
 * again (a retry after a crash or a time-out), it goes on with the rows still waiting: a row that
 * committed is never written twice. A cancel stops it before the next row; the rows it never reached
 * are skipped.
 */
export async function runImport(jctx: JobCtx, importId: string): Promise<void> {
  let imp = await repo.findImport(jctx.db, importId);
  if (!imp || (imp.status !== "queued" && imp.status !== "running")) return;
  if (imp.status === "queued") imp = (await repo.updateImport(jctx.db, importId, { status: "running" }, ["queued"])) ?? imp;
  const running = imp;
  let cancelled = imp.cancelRequested;
  while (!cancelled) {
    const rows = await repo.waitingRows(jctx.db, importId, BATCH);
    if (rows.length === 0) break;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(ROWS_AT_ONCE, rows.length) }, async () => {
        while (!cancelled && next < rows.length) {
          // The queue is stopping: end here; the retry goes on with the rows still waiting.
          if (jctx.job.signal.aborted) throw new Error("product import interrupted; it resumes with the rows still waiting");
          const row = rows[next++];
          const result = await runRow(jctx, running, row);
          if (result?.cancelRequested) cancelled = true;
        }
      }),
    );
    if (!cancelled) cancelled = (await repo.findImport(jctx.db, importId))?.cancelRequested ?? false;
  }
  await jctx.db.transaction(async (tx) => {
    const now = jctx.clock.now();
    if (cancelled) {
      const skipped = await repo.skipRemainingRows(tx, importId, M.rowCancelled);
      const current = await repo.findImport(tx, importId);
      await repo.updateImport(tx, importId, { status: "cancelled", finishedAt: now, done: (current?.done ?? 0) + skipped }, ["running", "queued"]);
    } else {
      await repo.updateImport(tx, importId, { status: "completed", finishedAt: now }, ["running", "queued"]);
    }
    // The reviewers hear once of what the import wrote (a cancelled one too: its finished rows stay).
    await tellImportWaiting(tx, await repo.countWaitingReview(tx, importId), { now, appUrl: jctx.config.APP_URL });
  });
}

export const PRODUCT_IMPORT_MAX_UPLOAD_BYTES = Math.max(PRODUCT_IMPORT_LIMITS.maxCsvBytes, PRODUCT_IMPORT_LIMITS.maxZipBytes);
