import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TestApp } from "./app.js";

/**
 * Waits until the database's `cache.invalidate` notifications of every write so far have reached the app:
 * a marker of its own goes after them on the same channel (a price change of a product that does not
 * exist: it drops only what follows prices, and keeps search rankings) and is heard after them, since
 * a listener hears notifications in commit order. A test that checks what a cache kept calls this first,
 * so a notification of an earlier write cannot land in the middle of it.
 */
export async function notificationsArrived(t: TestApp, timeoutMs = 15_000): Promise<void> {
  const marker = `price:${randomUUID()}`;
  await t.db.execute(sql`select pg_notify('cache.invalidate', ${marker})`);
  const until = Date.now() + timeoutMs;
  while (t.app.lastCacheNotification !== marker) {
    if (Date.now() > until) throw new Error("the cache.invalidate notification never reached the app");
    await new Promise((r) => setTimeout(r, 20));
  }
}
