import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { localStorage } from "../src/adapters/storage/storage.js";
import { createDb, type Db } from "../src/db/client.js";
import { prepareDatabase } from "../src/db/prepare.js";

// Servers started together against one database (a rolling deploy, several machines) each migrate and
// seed at start: they take turns under an advisory lock, and the result is that of a single start.
const serverUrl = process.env.TEST_PG_SERVER_URL as string;
const made: string[] = [];
const pools: Db[] = [];

async function freshDatabase(): Promise<string> {
  const name = `t_prep_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  made.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function pool(url: string): Db {
  const db = createDb(url, 4);
  pools.push(db);
  return db;
}

afterAll(async () => {
  await Promise.all(pools.map((db) => db.$client.end()));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** Rows per table, and the shape of the schema (columns, indexes, constraints, migrations applied). */
async function census(db: Db): Promise<Record<string, number>> {
  const tables = (await db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)).rows;
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    out[name] = (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`))).rows[0].n;
  }
  const one = async (q: string) => (await db.execute<{ n: number }>(sql.raw(q))).rows[0].n;
  out["(columns)"] = await one("select count(*)::int as n from information_schema.columns where table_schema = 'public'");
  out["(indexes)"] = await one("select count(*)::int as n from pg_indexes where schemaname = 'public'");
  out["(constraints)"] = await one("select count(*)::int as n from information_schema.table_constraints where table_schema = 'public'");
  out["(migrations)"] = await one(`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return out;
}

it("four servers starting at once against one empty database leave it as one start does", async () => {
  // A smaller demo catalogue than `npm start`'s: the same code, a fraction of the images to draw.
  const demo = { demo: true as const, storage: localStorage(mkdtempSync(path.join(tmpdir(), "bitmarte-prepare-"))), catalogue: { approvedProducts: 60, pendingProducts: 4 } };
  const url = await freshDatabase();
  const results = await Promise.all(Array.from({ length: 4 }, () => prepareDatabase(pool(url), demo)));
  expect(results.filter((r) => r.demoSeeded)).toHaveLength(1);

  const together = pool(url);
  const duplicates = await together.execute<{ n: number }>(sql`
    select (select count(*) from (select 1 from users group by kind, lower(email) having count(*) > 1) d)
         + (select count(*) from (select 1 from shipping_locations group by lower(state), lower(city) having count(*) > 1) d)
         + (select count(*) from (select 1 from categories group by name having count(*) > 1) d)
         + (select count(*) from (select 1 from stores group by store_url having count(*) > 1) d) as n`);
  expect(Number(duplicates.rows[0].n)).toBe(0);

  const alone = pool(await freshDatabase());
  await prepareDatabase(alone, demo);
  const expected = await census(alone);
  expect(expected.users).toBeGreaterThan(0);
  expect(expected.products).toBeGreaterThan(0);
  expect(await census(together)).toEqual(expected);
}, 600_000);
