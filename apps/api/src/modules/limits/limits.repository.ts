import { and, count, eq, gt, inArray, lte, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rateLimitHits } from "./limits.table.js";

export interface BucketRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts and records one attempt in every bucket in one locked step: the N+1st of any number of parallel
 * attempts is refused. Nothing is recorded when any bucket is full. Answers the hit ids (to release
 * them when the attempt turns out not to count) or the seconds until the fullest bucket frees a place.
 */
export async function takeHits(db: Db, rules: BucketRule[], now: Date): Promise<{ ok: true; ids: number[] } | { ok: false; retryAfterSeconds: number }> {
  const ordered = [...rules].sort((a, b) => a.bucket.localeCompare(b.bucket));
  return db.transaction(async (tx) => {
    let wait = 0;
    for (const rule of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limit:${rule.bucket}`}, 0))`);
      const since = new Date(now.getTime() - rule.windowMs);
      // Old hits of this bucket go on the way, so a bucket never grows past its limit by much.
      await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, rule.bucket), lte(rateLimitHits.at, since)));
      const [row] = await tx
        .select({ n: count(), oldest: min(rateLimitHits.at) })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, rule.bucket), gt(rateLimitHits.at, since)));
      if ((row?.n ?? 0) >= rule.limit) {
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
        wait = Math.max(wait, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000));
      }
    }
    if (wait > 0) return { ok: false as const, retryAfterSeconds: Math.max(1, wait) };
    const inserted = await tx
      .insert(rateLimitHits)
      .values(ordered.map((r) => ({ bucket: r.bucket, at: now })))
      .returning({ id: rateLimitHits.id });
    return { ok: true as const, ids: inserted.map((r) => r.id) };
  });
}

export async function releaseHits(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
}
