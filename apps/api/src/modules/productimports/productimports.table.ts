import type { ProductImportAction, ProductImportOutcome, ProductImportStatus } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../identity/identity.table.js";
import { merchants } from "../merchants/merchants.table.js";
import { stores } from "../merchants/stores.table.js";

/** Who confirmed the import, as the job runs the rows on their behalf (role and permissions at upload). */
export interface ImportActorRecord {
  userId: string;
  email: string;
  role: "merchant" | "staff";
  permissions: string[];
}

/**
 * One bulk import of a store's products: the checked file's counts, then the run's progress. `position`
 * is the last row number the run finished (each row commits together with it), so a run picked up
 * again after a crash resumes after it and never writes a row twice.
 */
export const productImports = pgTable(
  "product_imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actor: jsonb().$type<ImportActorRecord>().notNull(),
    status: text().$type<ProductImportStatus>().notNull().default("previewed"),
    fileName: text().notNull(),
    imagesFileName: text(),
    totalRows: integer().notNull().default(0),
    toCreate: integer().notNull().default(0),
    toUpdate: integer().notNull().default(0),
    toRefuse: integer().notNull().default(0),
    done: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    position: integer().notNull().default(0),
    cancelRequested: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("product_imports_merchant_idx").on(t.merchantId, t.createdAt),
    check(
      "product_imports_status",
      sql`${t.status} in ('previewed', 'queued', 'running', 'completed', 'cancelled', 'failed')`,
    ),
  ],
);

/** An image of a row: a checked file of the import's ZIP (staged in storage), or one of the store's uploads. */
export type ImportImageRef = { staged: string; name: string } | { upload: string };

/** A row of an import file: what the preview decided, the product body it will send, and what happened. */
export const productImportRows = pgTable(
  "product_import_rows",
  {
    importId: uuid()
      .notNull()
      .references(() => productImports.id, { onDelete: "cascade" }),
    rowNumber: integer().notNull(),
    action: text().$type<ProductImportAction>().notNull(),
    outcome: text().$type<ProductImportOutcome>().notNull().default("waiting"),
    sku: text(),
    name: text(),
    productId: uuid(),
    /** The row's cells as the file had them (the failed-rows download gives them back). */
    cells: jsonb().$type<Record<string, string>>().notNull(),
    /** The product body checked by the preview (create or update), images as references. */
    body: jsonb().$type<Record<string, unknown>>(),
    images: jsonb().$type<ImportImageRef[]>(),
    reasons: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] })],
);
