import type { DbOrTx } from "./client.js";

/**
 * A query of the hot paths (every signed-in request, every cart read) built once per database handle
 * and sent as a named prepared statement: the SQL text is not rebuilt on each call, and each pooled
 * connection parses and plans it once. Placeholders (`sql.placeholder("name")`) carry the values.
 * A transaction is a handle of its own, so its queries are built for it (and still reuse the
 * connection's parsed statement).
 */
export function preparedQuery<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const built = new WeakMap<DbOrTx, P>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
