// What a backup file holds, shared by backup.ts and restore.ts. A backup is a gzipped tar:
//   manifest.json            this shape (first entry, so a restore can refuse before doing anything)
//   db/<schema>.<table>.copy  each table's rows in PostgreSQL's COPY text format
//   uploads/<key>             the upload files, as the local storage keeps them
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { z } from "zod";
import { migrationsFolder } from "../db/client.js";

export const BACKUP_FORMAT = "bitmarte-backup";
export const BACKUP_FORMAT_VERSION = 1;
/** The schemas the application writes: its tables, drizzle's list of applied migrations, the job queue. */
export const BACKUP_SCHEMAS = ["public", "drizzle", "pgboss"] as const;
export const MANIFEST_ENTRY = "manifest.json";
export const DB_PREFIX = "db/";
export const UPLOADS_PREFIX = "uploads/";

const TableSchema = z.object({
  schema: z.string(),
  name: z.string(),
  /** Entry name in the archive. */
  file: z.string(),
  /** Copied columns, in order (generated columns are left out: PostgreSQL computes them again). */
  columns: z.array(z.string()),
  rows: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  /** A partition (the job queue's tables): its parent and bound, to create it when the target lacks it. */
  partitionOf: z.string().nullable(),
  partitionBound: z.string().nullable(),
});

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  postgres: z.object({ version: z.string(), versionNum: z.number().int() }),
  /** drizzle's applied migrations (hash and folder time), oldest first: a restore needs the same code. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.string() })),
  jobQueueVersion: z.string().nullable(),
  tables: z.array(TableSchema),
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  uploads: z.object({ included: z.boolean(), files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative(), note: z.string().nullable() }),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestTable = z.infer<typeof TableSchema>;

export const qualified = (schema: string, name: string) => `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;

/** The migrations this code applies, oldest first (what drizzle records as applied). */
export function codeMigrations(): { hash: string; createdAt: string }[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => ({ hash: m.hash, createdAt: String(m.folderMillis) }));
}

/** The migrations recorded as applied in a database, oldest first (none when drizzle never ran there). */
export async function appliedMigrations(client: pg.ClientBase): Promise<{ hash: string; createdAt: string }[]> {
  const exists = await client.query<{ ok: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as ok");
  if (!exists.rows[0]?.ok) return [];
  const res = await client.query<{ hash: string; created_at: string }>("select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id");
  return res.rows.map((r) => ({ hash: r.hash, createdAt: r.created_at }));
}

export interface TableInfo {
  schema: string;
  name: string;
  columns: string[];
  partitionOf: string | null;
  partitionBound: string | null;
}

/**
 * Every ordinary table (partitioned tables hold no rows of their own: their partitions are listed) of
 * the backed-up schemas, with the columns COPY carries.
 */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const res = await client.query<{ schema: string; name: string; columns: string[]; parent: string | null; bound: string | null }>(
    `select n.nspname as schema, c.relname as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns,
       (select quote_ident(pn.nspname) || '.' || quote_ident(p.relname)
          from pg_inherits i join pg_class p on p.oid = i.inhparent join pg_namespace pn on pn.oid = p.relnamespace
         where i.inhrelid = c.oid and c.relispartition) as parent,
       case when c.relispartition then pg_get_expr(c.relpartbound, c.oid) end as bound
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and c.relpersistence <> 't' and n.nspname = any($1)
     order by n.nspname, c.relname`,
    [BACKUP_SCHEMAS],
  );
  return res.rows.map((r) => ({ schema: r.schema, name: r.name, columns: r.columns, partitionOf: r.parent, partitionBound: r.bound }));
}

export async function listSequences(client: pg.ClientBase): Promise<{ schema: string; name: string }[]> {
  const res = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname = any($1) order by 1, 2`,
    [BACKUP_SCHEMAS],
  );
  return res.rows;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}
