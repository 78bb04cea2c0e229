import { and, count, eq, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { bankLookups } from "./banks.table.js";

export async function countLookupsSince(db: DbOrTx, ip: string, since: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(bankLookups)
    .where(and(eq(bankLookups.ip, ip), gte(bankLookups.createdAt, since)));
  return n;
}

/** Records one enquiry and forgets this IP's enquiries older than the window. */
export async function recordLookup(db: DbOrTx, ip: string, now: Date, windowStart: Date): Promise<void> {
  await db.insert(bankLookups).values({ ip, createdAt: now });
  await db.delete(bankLookups).where(and(eq(bankLookups.ip, ip), lt(bankLookups.createdAt, windowStart)));
}
