import type { DbOrTx } from "./client.js";

const byHandle = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement `name` of this database handle, built by `build` the first time it is asked for. The hot
 * paths (every signed-in request's session, the cart's lines, the catalogue's pages) send their queries
 * as named prepared statements: the SQL is not rebuilt on every call (building it with Drizzle cost more
 * CPU than PostgreSQL spent running it), and each pooled connection parses and plans it once.
 * Placeholders (`sql.placeholder("name")`) carry the values. A transaction is a handle of its own.
 */
export function prepared<T>(db: DbOrTx, name: string, build: () => T): T {
  let byName = byHandle.get(db);
  if (!byName) {
    byName = new Map();
    byHandle.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}
