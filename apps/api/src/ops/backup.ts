import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import * as tar from "tar-stream";
import {
  appliedMigrations,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DB_PREFIX,
  formatBytes,
  listSequences,
  listTables,
  type Manifest,
  MANIFEST_ENTRY,
  type ManifestTable,
  qualified,
  UPLOADS_PREFIX,
} from "./backup-format.js";

/** A backup that cannot be made for a reason the operator can fix (told in the message). */
export class BackupError extends Error {}

export interface BackupOptions {
  /** The database to back up (it may keep serving meanwhile). */
  databaseUrl: string;
  /** The local upload folder, or null when uploads are kept elsewhere (S3). */
  uploadDir: string | null;
  /** Recorded in the manifest when uploads are not included (where they are instead). */
  uploadsNote?: string;
  /** The backup file to write (a gzipped tar); it must not exist yet. */
  file: string;
  log?: (m: string) => void;
}

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  /** Size of the tables' COPY data before compression. */
  dataBytes: number;
  uploadFiles: number;
  uploadBytes: number;
  /** Size of the backup file. */
  fileBytes: number;
  seconds: number;
  manifest: Manifest;
}

/**
 * Writes a consistent backup of a running installation into one file. Every table is read inside one
 * REPEATABLE READ transaction, so all of them show the same moment while the server keeps writing.
 * Upload files are read after that moment: the application stores a file before any row names it, so
 * every file the backed-up rows refer to is already there (later files come along unreferenced).
 */
export async function backup(opts: BackupOptions): Promise<BackupSummary> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const file = path.resolve(opts.file);
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another name, or delete it first.`);
  await mkdir(path.dirname(file), { recursive: true });
  // Beside the backup (same disk, which has room for it), not in /tmp: the tables pass through here.
  const staging = await mkdtemp(path.join(path.dirname(file), `.${path.basename(file)}.staging-`));
  const partial = `${file}.partial`;
  let pack: tar.Pack | null = null;
  try {
    const { manifest, staged } = await dumpDatabase(opts.databaseUrl, staging, log);
    const uploads = opts.uploadDir ? await listUploads(opts.uploadDir) : [];
    manifest.uploads = {
      included: opts.uploadDir !== null,
      files: uploads.length,
      bytes: uploads.reduce((s, u) => s + u.size, 0),
      note: opts.uploadDir ? null : (opts.uploadsNote ?? "uploads are not kept on local disk"),
    };
    if (opts.uploadDir) log(`Uploads: ${uploads.length} files (${formatBytes(manifest.uploads.bytes)}) from ${opts.uploadDir}`);
    else log(`Uploads not included: ${manifest.uploads.note}`);

    pack = tar.pack();
    const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial));
    written.catch(() => {}); // awaited below; a failure of the file (disk full) must also end the adds
    const add = (p: Promise<void>) => Promise.race([p, written.then(() => Promise.reject(new Error("backup file closed early")))]);
    await add(addBuffer(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2))));
    for (const s of staged) await add(addFile(pack, s.entry, s.path, s.bytes));
    let uploadBytes = 0;
    let uploadFiles = 0;
    for (const u of uploads) {
      // Read whole, so the entry's size is what was read even if the file is being written right now.
      let bytes: Buffer;
      try {
        bytes = await readFile(u.path);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw e;
      }
      await add(addBuffer(pack, UPLOADS_PREFIX + u.key, bytes, u.mtime));
      uploadBytes += bytes.length;
      uploadFiles += 1;
    }
    pack.finalize();
    await written;
    await rename(partial, file);
    const fileBytes = (await stat(file)).size;
    const rows = manifest.tables.reduce((s, t) => s + t.rows, 0);
    const dataBytes = manifest.tables.reduce((s, t) => s + t.bytes, 0);
    const seconds = (performance.now() - started) / 1000;
    log(
      `Backup written: ${file} (${formatBytes(fileBytes)}): ${manifest.tables.length} tables, ${rows} rows (${formatBytes(dataBytes)}), ` +
        `${uploadFiles} upload files (${formatBytes(uploadBytes)}), in ${seconds.toFixed(1)} s`,
    );
    return { file, tables: manifest.tables.length, rows, dataBytes, uploadFiles, uploadBytes, fileBytes, seconds, manifest };
  } catch (e) {
    pack?.destroy();
    await rm(partial, { force: true });
    throw e;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface Staged {
  entry: string;
  path: string;
  bytes: number;
}

/** Copies every table out of one snapshot into `staging` and describes them (the manifest, less the uploads). */
async function dumpDatabase(url: string, staging: string, log: (m: string) => void): Promise<{ manifest: Manifest; staged: Staged[] }> {
  const client = new pg.Client({ connectionString: url, application_name: "bitmarte-backup" });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // The first statement fixes the snapshot every later one reads.
    const server = await client.query<{ version: string; num: string; now: string }>(
      "select current_setting('server_version') as version, current_setting('server_version_num') as num, now()::text as now",
    );
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0) throw new BackupError("This database has no Bitmarte migrations applied: nothing to back up.");
    const queue = await client.query<{ version: string | null }>(
      "select case when to_regclass('pgboss.version') is not null then (select max(version)::text from pgboss.version) end as version",
    );
    const tables = await listTables(client);
    await mkdir(path.join(staging, "db"));
    const described: ManifestTable[] = [];
    const staged: Staged[] = [];
    for (const [i, t] of tables.entries()) {
      const entry = `${DB_PREFIX}${encodeURIComponent(t.schema)}.${encodeURIComponent(t.name)}.copy`;
      const target = path.join(staging, entry);
      const columns = t.columns.map((c) => pg.escapeIdentifier(c)).join(", ");
      const copy = client.query(copyTo(`COPY ${qualified(t.schema, t.name)} (${columns}) TO STDOUT`));
      await pipeline(copy, createWriteStream(target));
      const bytes = (await stat(target)).size;
      described.push({ schema: t.schema, name: t.name, file: entry, columns: t.columns, rows: copy.rowCount, bytes, partitionOf: t.partitionOf, partitionBound: t.partitionBound });
      staged.push({ entry, path: target, bytes });
      log(`[${i + 1}/${tables.length}] ${t.schema}.${t.name}: ${copy.rowCount} rows`);
    }
    // Sequences are outside transactions: read now, each is at least what the copied rows used.
    const sequences: Manifest["sequences"] = [];
    for (const s of await listSequences(client)) {
      const r = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${qualified(s.schema, s.name)}`);
      sequences.push({ schema: s.schema, name: s.name, lastValue: r.rows[0].last_value, isCalled: r.rows[0].is_called });
    }
    await client.query("COMMIT");
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date(server.rows[0].now).toISOString(),
      postgres: { version: server.rows[0].version, versionNum: Number(server.rows[0].num) },
      migrations,
      jobQueueVersion: queue.rows[0]?.version ?? null,
      tables: described,
      sequences,
      uploads: { included: false, files: 0, bytes: 0, note: null },
    };
    return { manifest, staged };
  } finally {
    await client.end().catch(() => {});
  }
}

interface UploadFile {
  key: string;
  path: string;
  size: number;
  mtime: Date;
}

/** Every regular file under the upload folder (keys with forward slashes, as the storage names them). */
async function listUploads(dir: string): Promise<UploadFile[]> {
  const root = path.resolve(dir);
  if (!existsSync(root)) return [];
  const out: UploadFile[] = [];
  for (const d of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!d.isFile()) continue;
    const full = path.join(d.parentPath, d.name);
    const s = await stat(full).catch(() => null);
    if (!s) continue;
    out.push({ key: path.relative(root, full).split(path.sep).join("/"), path: full, size: s.size, mtime: s.mtime });
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

function addBuffer(pack: tar.Pack, name: string, bytes: Buffer, mtime = new Date()): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.length, mode: 0o644, mtime }, bytes, (err) => (err ? reject(err) : resolve()));
  });
}

function addFile(pack: tar.Pack, name: string, file: string, size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o644, mtime: new Date() }, (err) => (err ? reject(err) : resolve()));
    const source = createReadStream(file);
    source.on("error", reject);
    source.pipe(entry);
  });
}
