import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import * as tar from "tar-stream";
import { createDb, runMigrations } from "../db/client.js";
import { startEmbeddedPostgres } from "../db/embedded.js";
import { installJobQueue } from "../modules/jobs/index.js";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  codeMigrations,
  DB_PREFIX,
  formatBytes,
  listTables,
  type Manifest,
  MANIFEST_ENTRY,
  ManifestSchema,
  type ManifestTable,
  qualified,
  type TableInfo,
  UPLOADS_PREFIX,
} from "./backup-format.js";

type Entry = tar.ExtractEvents["entry"][1];

/** A restore refused before anything was written, for a reason the operator can fix (told in the message). */
export class RestoreRefused extends Error {}

export type RestoreTarget =
  /** A new embedded PostgreSQL, created in this (absent or empty) folder. */
  | { dataDir: string; port: number }
  /** An existing, empty database (its user must be a superuser: loading turns triggers off). */
  | { databaseUrl: string };

export interface RestoreOptions {
  file: string;
  target: RestoreTarget;
  /** Where the upload files go (absent or empty); null to leave them out (uploads kept in S3). */
  uploadDir: string | null;
  log?: (m: string) => void;
}

export interface RestoreSummary {
  databaseUrl: string;
  tables: number;
  rows: number;
  dataBytes: number;
  uploadFiles: number;
  uploadBytes: number;
  seconds: number;
  manifest: Manifest;
}

/**
 * Restores a backup made by `backup()` into a fresh database: creates it (embedded) or checks it is
 * empty, applies this code's migrations and installs the job queue, refuses a backup made with other
 * migrations, then loads every table in one transaction with triggers and foreign keys off (the backup
 * holds derived tables too, and one consistent snapshot, so nothing needs recomputing), sets the
 * sequences and puts the upload files back. On failure, what this call created is removed again.
 */
export async function restore(opts: RestoreOptions): Promise<RestoreSummary> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const file = path.resolve(opts.file);
  if (!existsSync(file)) throw new RestoreRefused(`${file} does not exist.`);
  const uploadDir = opts.uploadDir ? path.resolve(opts.uploadDir) : null;

  // Refuse before touching anything: the target must hold nothing yet.
  if ("dataDir" in opts.target && (await hasEntries(opts.target.dataDir))) {
    throw new RestoreRefused(
      `The data directory ${path.resolve(opts.target.dataDir)} is not empty. A restore creates a new database: ` +
        "give it a new or empty directory (--data-dir), or move the existing one away first.",
    );
  }
  if ("databaseUrl" in opts.target) {
    const filled = await firstTableWithRows(opts.target.databaseUrl);
    if (filled) throw new RestoreRefused(`The target database already holds data (table ${filled} has rows). Restore into a new, empty database.`);
  }
  if (uploadDir && (await hasEntries(uploadDir))) {
    throw new RestoreRefused(`The upload directory ${uploadDir} is not empty. Restore into a new or empty one (--upload-dir, UPLOAD_DIR), or move it away first.`);
  }

  const archive = openArchive(file);
  let createdDataDir: string | null = null;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let wroteUploads = false;
  let migrated = false;
  let client: pg.Client | null = null;
  try {
    const first = await archive.next();
    if (!first || first.header.name !== MANIFEST_ENTRY) throw new RestoreRefused(`${file} is not a Bitmarte backup (no ${MANIFEST_ENTRY} at its start).`);
    const manifest = parseManifest(await readAll(first));
    checkMigrations(manifest);
    log(
      `Backup of ${manifest.createdAt} (PostgreSQL ${manifest.postgres.version}): ${manifest.tables.length} tables, ` +
        `${manifest.tables.reduce((s, t) => s + t.rows, 0)} rows, ${manifest.uploads.files} upload files`,
    );

    let url: string;
    if ("dataDir" in opts.target) {
      const dataDir = path.resolve(opts.target.dataDir);
      log(`Creating PostgreSQL in ${dataDir}…`);
      createdDataDir = dataDir;
      const embedded = await startEmbeddedPostgres({ dataDir, port: opts.target.port, database: "bitmarte", log });
      stopEmbedded = embedded.stop;
      url = embedded.url;
    } else {
      url = opts.target.databaseUrl;
    }
    log("Applying migrations and installing the job queue…");
    const db = createDb(url, 2);
    try {
      migrated = true;
      await runMigrations(db);
    } finally {
      await db.$client.end();
    }
    await installJobQueue(url);

    client = new pg.Client({ connectionString: url, application_name: "bitmarte-restore" });
    await client.connect();
    const here = await listTables(client);
    const queueHere = await client.query<{ version: string | null }>("select max(version)::text as version from pgboss.version");
    if (manifest.jobQueueVersion && queueHere.rows[0]?.version !== manifest.jobQueueVersion) {
      throw new RestoreRefused(
        `This backup's job queue is at schema version ${manifest.jobQueueVersion}, this code's at ${queueHere.rows[0]?.version}. Restore it with the same version of Bitmarte that made it.`,
      );
    }
    const toCreate = checkTables(manifest, here);

    await client.query("BEGIN");
    // Triggers (and with them foreign keys) stay quiet while loading: the rows were consistent when copied.
    await client.query("SET LOCAL session_replication_role = replica");
    // Migrations and the job queue's install wrote rows of their own (reference data, queues); the backup has them all.
    if (here.length > 0) await client.query(`TRUNCATE ${here.map((t) => qualified(t.schema, t.name)).join(", ")}`);
    for (const t of toCreate) await client.query(`CREATE TABLE ${qualified(t.schema, t.name)} PARTITION OF ${t.partitionOf} ${t.partitionBound}`);

    const byFile = new Map(manifest.tables.map((t) => [t.file, t]));
    let loaded = 0;
    let rows = 0;
    let dataBytes = 0;
    let committed = false;
    let uploadFiles = 0;
    let uploadBytes = 0;
    const commit = async () => {
      if (loaded !== manifest.tables.length) throw new Error(`The backup is incomplete: ${loaded} of ${manifest.tables.length} tables found in it.`);
      for (const s of manifest.sequences) {
        await client?.query("select setval($1::regclass, $2::bigint, $3)", [qualified(s.schema, s.name), s.lastValue, s.isCalled]);
      }
      await client?.query("COMMIT");
      committed = true;
      log(`Database restored: ${loaded} tables, ${rows} rows (${formatBytes(dataBytes)}).`);
    };

    for (let entry = await archive.next(); entry; entry = await archive.next()) {
      const name = entry.header.name;
      if (name.startsWith(DB_PREFIX)) {
        const t = byFile.get(name);
        if (!t || committed) throw new Error(`Unexpected entry ${name} in the backup.`);
        const columns = t.columns.map((c) => pg.escapeIdentifier(c)).join(", ");
        const copy = client.query(copyFrom(`COPY ${qualified(t.schema, t.name)} (${columns}) FROM STDIN`));
        await pipeline(entry, copy);
        if (copy.rowCount !== t.rows) throw new Error(`${t.schema}.${t.name}: ${copy.rowCount} rows loaded, the backup lists ${t.rows}; the file is damaged.`);
        loaded += 1;
        rows += t.rows;
        dataBytes += t.bytes;
        log(`[${loaded}/${manifest.tables.length}] ${t.schema}.${t.name}: ${t.rows} rows`);
      } else if (name.startsWith(UPLOADS_PREFIX)) {
        if (!committed) await commit();
        if (!uploadDir) {
          entry.resume();
          continue;
        }
        const target = safeJoin(uploadDir, name.slice(UPLOADS_PREFIX.length));
        wroteUploads = true;
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(entry, createWriteStream(target, { flags: "wx" }));
        uploadFiles += 1;
        uploadBytes += entry.header.size ?? 0;
        if (uploadFiles % 1000 === 0) log(`[uploads] ${uploadFiles}/${manifest.uploads.files} files`);
      } else {
        entry.resume();
      }
    }
    await archive.finished();
    if (!committed) await commit();
    if (manifest.uploads.included) {
      log(uploadDir ? `Uploads restored: ${uploadFiles} files (${formatBytes(uploadBytes)}) into ${uploadDir}.` : `Uploads left out (${manifest.uploads.files} files in the backup).`);
    } else {
      log(`This backup holds no uploads (${manifest.uploads.note ?? "not included"}).`);
    }
    await client.end();
    client = null;
    if (stopEmbedded) await stopEmbedded();
    stopEmbedded = null;
    const seconds = (performance.now() - started) / 1000;
    log(`Restore done in ${seconds.toFixed(1)} s: ${loaded} tables, ${rows} rows, ${uploadFiles} upload files.`);
    return { databaseUrl: url, tables: loaded, rows, dataBytes, uploadFiles, uploadBytes, seconds, manifest };
  } catch (e) {
    archive.close();
    if (client) {
      await client.query("ROLLBACK").catch(() => {});
      await client.end().catch(() => {});
    }
    if (stopEmbedded) await stopEmbedded().catch(() => {});
    if (createdDataDir) await rm(createdDataDir, { recursive: true, force: true });
    // The upload folder was empty before (or absent): empty it again.
    if (wroteUploads && uploadDir) {
      for (const name of await readdir(uploadDir).catch(() => [])) await rm(path.join(uploadDir, name), { recursive: true, force: true });
    }
    if (migrated && "databaseUrl" in opts.target) {
      log("The target database now holds this version's tables (and their reference rows): drop and create it again before another attempt.");
    }
    throw e;
  }
}

function parseManifest(bytes: Buffer): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new RestoreRefused("The backup's manifest is not valid JSON: the file is damaged.");
  }
  const format = (raw as { format?: unknown })?.format;
  const version = (raw as { formatVersion?: unknown })?.formatVersion;
  if (format !== BACKUP_FORMAT) throw new RestoreRefused("This file is not a Bitmarte backup.");
  if (typeof version !== "number" || version > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(`This backup has format version ${String(version)}; this code reads up to ${BACKUP_FORMAT_VERSION}. Restore it with the version of Bitmarte that made it.`);
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) throw new RestoreRefused(`The backup's manifest is not readable: ${parsed.error.issues[0]?.message ?? "invalid"}.`);
  return parsed.data;
}

/** The backup's tables are created by exactly the migrations this code applies, or the rows would not fit. */
function checkMigrations(manifest: Manifest): void {
  const ours = codeMigrations();
  const theirs = manifest.migrations;
  const same = ours.length === theirs.length && ours.every((m, i) => m.hash === theirs[i]?.hash);
  if (same) return;
  const last = (l: { hash: string }[]) => (l.length ? l[l.length - 1].hash.slice(0, 12) : "none");
  throw new RestoreRefused(
    `This backup was made by a different version of Bitmarte: its database has ${theirs.length} migrations (last ${last(theirs)}), ` +
      `this code applies ${ours.length} (last ${last(ours)}). Restore it with the same version of Bitmarte that made it.`,
  );
}

/** Every backed-up table must exist here with the same columns; missing partitions are created. Answers those. */
function checkTables(manifest: Manifest, here: TableInfo[]): ManifestTable[] {
  const byName = new Map(here.map((t) => [`${t.schema}.${t.name}`, t]));
  const toCreate: ManifestTable[] = [];
  for (const t of manifest.tables) {
    const mine = byName.get(`${t.schema}.${t.name}`);
    if (!mine) {
      if (t.partitionOf && t.partitionBound) toCreate.push(t);
      else throw new RestoreRefused(`The backup has a table ${t.schema}.${t.name} that this version does not. Restore it with the same version of Bitmarte that made it.`);
    } else if (mine.columns.join(",") !== t.columns.join(",")) {
      throw new RestoreRefused(`The table ${t.schema}.${t.name} has other columns here than in the backup. Restore it with the same version of Bitmarte that made it.`);
    }
  }
  return toCreate;
}

async function hasEntries(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw e;
  }
}

/** The first table of the application's schemas holding a row, or null. */
async function firstTableWithRows(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const t of await listTables(client)) {
      const r = await client.query<{ ok: boolean }>(`select exists (select 1 from ${qualified(t.schema, t.name)}) as ok`);
      if (r.rows[0]?.ok) return `${t.schema}.${t.name}`;
    }
    return null;
  } finally {
    await client.end();
  }
}

/** A key from the archive, kept inside the upload folder whatever it says. */
function safeJoin(root: string, key: string): string {
  const target = path.resolve(root, key);
  if (key === "" || path.isAbsolute(key) || !target.startsWith(root + path.sep)) throw new Error(`Refusing the upload path ${key} in the backup.`);
  return target;
}

async function readAll(entry: Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The archive's entries one at a time; the file is read only as fast as they are consumed. */
function openArchive(file: string) {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {}); // a read error reaches the entries' iterator
  const entries = extract[Symbol.asyncIterator]();
  return {
    async next(): Promise<Entry | null> {
      const r = await entries.next();
      return r.done ? null : r.value;
    },
    close() {
      extract.destroy();
    },
    /** The whole file was read without error (a damaged end shows here). */
    finished: () => reading,
  };
}
