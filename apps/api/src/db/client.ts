import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { fileURLToPath } from "node:url";
import * as schema from "./schema.js";

// bigint columns (counts, sums) come back as JS numbers; kobo sums stay well inside 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// numeric stays a string (exact); repositories convert where they need to.

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export function createDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  return drizzle(pool, { schema, casing: "snake_case" }) as Db;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
