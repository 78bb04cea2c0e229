import { sql } from "drizzle-orm";
import { catalogueGeneration } from "../src/modules/products/index.js";
import type { TestApp } from "./app.js";

/**
 * Waits until the database's `cache.invalidate` notifications of every write so far have reached the app:
 * one more goes after them on the same channel (a price change of no product, which keeps search rankings
 * and clears the answer and page caches), and arrives after them. A test that checks what a cache kept
 * calls this first, so a notification of an earlier write cannot land in the middle of it.
 */
export async function notificationsArrived(t: TestApp, timeoutMs = 15_000): Promise<void> {
  const before = catalogueGeneration(t.db);
  await t.db.execute(sql`select pg_notify('cache.invalidate', 'price:00000000-0000-4000-8000-000000000000')`);
  const until = Date.now() + timeoutMs;
  while (catalogueGeneration(t.db) === before) {
    if (Date.now() > until) throw new Error("the cache.invalidate notification never reached the app");
    await new Promise((r) => setTimeout(r, 20));
  }
}
