import { randomBytes, randomUUID } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import * as tar from "tar-stream";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { addToCart, makeBuyableProduct, makeSeller } from "../../test/factories/cart.js";
import { uploadImage } from "../../test/factories/catalogue.js";
import { makePaidOrder } from "../../test/factories/fulfilment.js";
import { makeCustomer } from "../../test/factories/people.js";
import { makeCompletedOrder } from "../../test/factories/payouts.js";
import { createDb } from "../db/client.js";
import { credit, debit, ledgerImbalance, postLedger } from "../modules/ledger/index.js";
import { backup } from "./backup.js";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type Manifest } from "./backup-format.js";
import { RestoreRefused, restore } from "./restore.js";

const t = await createTestApp();
const work = mkdtempSync(path.join(tmpdir(), "bitmarte-backup-"));
const serverUrl = process.env.TEST_PG_SERVER_URL as string;
const databases: string[] = [];

/** A new, empty database on the test server (dropped after the file). */
async function emptyDatabase(): Promise<string> {
  const name = `r_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
});

interface TableSum {
  rows: number;
  md5: string;
}

/** Row count and a checksum of every row (in a fixed order) of every table of the given schemas. */
async function tableSums(url: string, schemas: string[]): Promise<Map<string, TableSum>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname = any($1) order by 1`,
      [schemas],
    );
    const out = new Map<string, TableSum>();
    for (const { name } of tables.rows) {
      const r = await client.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${name} t`,
      );
      out.set(name, r.rows[0]);
    }
    return out;
  } finally {
    await client.end();
  }
}

async function scalar<T>(url: string, sql: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(sql)).rows[0])[0] as T;
  } finally {
    await client.end();
  }
}

function filesUnder(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!existsSync(dir)) return out;
  for (const d of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (d.isFile()) out.set(path.relative(dir, path.join(d.parentPath, d.name)), readFileSync(path.join(d.parentPath, d.name)));
  }
  return out;
}

const uploadDir = t.jobDeps.config.UPLOAD_DIR;

describe("backup and restore", () => {
  let file = "";
  let manifest: Manifest;

  it("round-trips orders, the ledger and uploads from one snapshot while writes go on", async () => {
    // Data through the app: paid and completed orders (the ledger books both), uploads with their variants.
    const seller = await makeSeller(t);
    await makeCompletedOrder(t, seller);
    await makeCompletedOrder(t, seller, { quantity: 2 });
    await makePaidOrder(t, seller);
    for (let i = 0; i < 3; i++) await uploadImage(t, seller);
    const shoppers = [await makeCustomer(t), await makeCustomer(t)];
    const products = [];
    for (let i = 0; i < 4; i++) products.push(await makeBuyableProduct(t, seller, { quantity: 1_000_000 }));

    // A job-queue partition a fresh install does not have (pg-boss makes one per day of statistics).
    await t.db.$client.query(
      "create table pgboss.queue_stats_20200101 partition of pgboss.queue_stats for values from ('2020-01-01 00:00:00+00') to ('2020-01-02 00:00:00+00')",
    );

    const before = await tableSums(t.url, ["public", "drizzle"]);
    const filesBefore = filesUnder(uploadDir);
    expect(before.get("public.ledger_entries")?.rows).toBeGreaterThan(0);
    expect(before.get("public.orders")?.rows).toBe(3);
    expect(before.get("public.uploads")?.rows).toBe(3);
    expect(filesBefore.size).toBeGreaterThanOrEqual(3);

    // Writes that begin once the backup's snapshot is taken (its first table is being copied) and go on
    // through the backup: cart lines through the API, and balanced postings in the ledger's two tables.
    let snapshotTaken!: () => void;
    const snapshot = new Promise<void>((resolve) => {
      snapshotTaken = resolve;
    });
    let stop = false;
    let writes = 0;
    const writer = (async () => {
      await snapshot;
      while ((!stop || writes === 0) && writes < 400) {
        const who = shoppers[writes % shoppers.length];
        await addToCart(t, who, products[Math.floor(writes / shoppers.length) % products.length].id);
        await t.db.transaction((tx) =>
          postLedger(tx, { kind: "test.backup", ref: randomUUID(), memo: "written during the backup", at: new Date(), lines: [debit("cash", 700), credit("customer_clearing", 700)] }),
        );
        writes += 1;
      }
    })();
    file = path.join(work, "nested", "bitmarte.tar.gz");
    const progress: string[] = [];
    const result = await backup({
      databaseUrl: t.url,
      uploadDir,
      file,
      log: (m) => {
        progress.push(m);
        if (m.startsWith("[1/")) snapshotTaken();
      },
    });
    stop = true;
    await writer;
    manifest = result.manifest;
    expect(writes).toBeGreaterThan(0);
    expect(progress.some((m) => m.startsWith(`[${result.tables}/${result.tables}]`))).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(readdirSync(path.dirname(file))).toEqual(["bitmarte.tar.gz"]);
    expect(result.fileBytes).toBeGreaterThan(0);
    expect(manifest.uploads).toMatchObject({ included: true, files: filesBefore.size });
    expect(manifest.tables.find((x) => x.schema === "public" && x.name === "orders")?.rows).toBe(3);
    console.log(
      `backup: ${result.tables} tables, ${result.rows} rows (${result.dataBytes} bytes of data), ${result.uploadFiles} upload files, ` +
        `file ${result.fileBytes} bytes, ${result.seconds.toFixed(2)} s`,
    );

    const target = await emptyDatabase();
    const restoredUploads = path.join(work, "restored-uploads");
    const done = await restore({ file, target: { databaseUrl: target }, uploadDir: restoredUploads });
    console.log(`restore: ${done.tables} tables, ${done.rows} rows, ${done.uploadFiles} upload files, ${done.seconds.toFixed(2)} s`);

    // Exactly the moment the backup began: every table as it was, none of the later writes.
    const after = await tableSums(target, ["public", "drizzle"]);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [name, sum] of before) expect({ name, ...after.get(name) }).toEqual({ name, ...sum });
    const source = await tableSums(t.url, ["public"]);
    expect(source.get("public.ledger_transactions")?.rows).toBe((before.get("public.ledger_transactions")?.rows ?? 0) + writes);
    expect(source.get("public.cart_items")?.md5).not.toBe(before.get("public.cart_items")?.md5);

    // The books balance, in total and per transaction, and no entry lost its transaction.
    const restoredDb = createDb(target, 2);
    try {
      expect(await ledgerImbalance(restoredDb)).toEqual({ totalKobo: 0, unbalancedTransactions: 0 });
    } finally {
      await restoredDb.$client.end();
    }
    expect(await scalar<number>(target, "select coalesce(sum(amount_kobo), 0)::int from ledger_entries where amount_kobo > 0")).toBe(
      await scalar<number>(target, "select coalesce(-sum(amount_kobo), 0)::int from ledger_entries where amount_kobo < 0"),
    );
    expect(
      await scalar<number>(target, "select count(*)::int from ledger_entries e where not exists (select 1 from ledger_transactions t where t.id = e.transaction_id)"),
    ).toBe(0);

    // Sequences go on after the restored rows, and the job queue's tables came along.
    const next = await scalar<string>(target, "select nextval('order_activities_seq_seq')::text");
    const maxSeq = await scalar<string>(target, "select coalesce(max(seq), 0)::text from order_activities");
    expect(BigInt(next)).toBeGreaterThan(BigInt(maxSeq));
    expect(await scalar<boolean>(target, "select to_regclass('pgboss.queue_stats_20200101') is not null")).toBe(true);
    expect(await scalar<number>(target, "select count(*)::int from pgboss.queue")).toBe(await scalar<number>(t.url, "select count(*)::int from pgboss.queue"));

    // Upload bytes identical, and every file a restored row names is there.
    const filesAfter = filesUnder(restoredUploads);
    for (const [key, bytes] of filesBefore) expect(filesAfter.get(key)?.equals(bytes), key).toBe(true);
    const keys = new pg.Client({ connectionString: target });
    await keys.connect();
    const rows = (await keys.query<{ storage_key: string }>("select storage_key from uploads")).rows;
    await keys.end();
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(filesAfter.has(r.storage_key), r.storage_key).toBe(true);
  });

  it("refuses a target that already holds data, and leaves it as it was", async () => {
    const orders = await scalar<number>(t.url, "select count(*)::int from orders");
    await expect(restore({ file, target: { databaseUrl: t.url }, uploadDir: path.join(work, "unused") })).rejects.toThrow(RestoreRefused);
    await expect(restore({ file, target: { databaseUrl: t.url }, uploadDir: null })).rejects.toThrow(/already holds data .*new, empty database/);
    expect(await scalar<number>(t.url, "select count(*)::int from orders")).toBe(orders);

    // A data directory in use, or an upload folder with files, is refused the same way, untouched.
    const dataDir = path.join(work, "pg-in-use");
    const uploads = path.join(work, "uploads-in-use");
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, "PG_VERSION"), "17\n");
    await expect(restore({ file, target: { dataDir, port: 1 }, uploadDir: null })).rejects.toThrow(/data directory .* is not empty/);
    expect(readdirSync(dataDir)).toEqual(["PG_VERSION"]);
    const target = await emptyDatabase();
    mkdirSync(uploads);
    writeFileSync(path.join(uploads, "keep.png"), "x");
    await expect(restore({ file, target: { databaseUrl: target }, uploadDir: uploads })).rejects.toThrow(/upload directory .* is not empty/);
    expect(readdirSync(uploads)).toEqual(["keep.png"]);
    expect(await scalar<number>(target, "select count(*)::int from pg_tables where schemaname = 'public'")).toBe(0);
  });

  it("refuses a backup made with other migrations before writing anything", async () => {
    const other = path.join(work, "other-version.tar.gz");
    const changed: Manifest = { ...manifest, migrations: [...manifest.migrations, { hash: "f".repeat(64), createdAt: "9999999999999" }] };
    expect(changed.format).toBe(BACKUP_FORMAT);
    expect(changed.formatVersion).toBe(BACKUP_FORMAT_VERSION);
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(other));
    pack.entry({ name: "manifest.json" }, JSON.stringify(changed));
    pack.finalize();
    await written;
    const target = await emptyDatabase();
    await expect(restore({ file: other, target: { databaseUrl: target }, uploadDir: null })).rejects.toThrow(/different version of Bitmarte.*same version/);
    expect(await scalar<number>(target, "select count(*)::int from pg_tables where schemaname in ('public', 'drizzle', 'pgboss')")).toBe(0);
  });
});
