import { and, count, eq, gt, inArray, like, lte, min, sql } from "drizzle-orm";
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
export async function takeHits(
  db: Db,
  rules: BucketRule[],
  now: Date,
): Promise<{ ok: true; ids: number[] } | { ok: false; retryAfterSeconds: number; full: { bucket: string; count: number }[] }> {
  const ordered = [...rules].sort((a, b) => a.bucket.localeCompare(b.bucket));
  return db.transaction(async (tx) => {
    let wait = 0;
    const full: { bucket: string; count: number }[] = [];
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
        full.push({ bucket: rule.bucket, count: row?.n ?? 0 });
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
        wait = Math.max(wait, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000));
      }
    }
    if (full.length > 0) return { ok: false as const, retryAfterSeconds: Math.max(1, wait), full };
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

const USED_CHALLENGE = "challenge-used:";

/**
 * Marks a solved challenge as used, once: answers false when it was used before. The row lives in the
 * limits table until the challenge expires (a used one past its expiry is refused anyway), so the
 * check holds across server processes.
 */
export async function claimChallenge(db: Db, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  const bucket = `${USED_CHALLENGE}${id}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limit:${bucket}`}, 0))`);
    // Used challenges that have expired go on the way: nothing else reads them.
    await tx.delete(rateLimitHits).where(and(like(rateLimitHits.bucket, `${USED_CHALLENGE}%`), lte(rateLimitHits.at, now)));
    const [seen] = await tx.select({ id: rateLimitHits.id }).from(rateLimitHits).where(eq(rateLimitHits.bucket, bucket)).limit(1);
    if (seen) return false;
    await tx.insert(rateLimitHits).values({ bucket, at: expiresAt });
    return true;
  });
}
