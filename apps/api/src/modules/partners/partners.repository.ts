import { type PartnerSort, type PartnerSortColumn, splitSort } from "@bitmarte/contracts";
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../identity/identity.table.js";
import { type PartnerStatusValue, partners } from "./partners.table.js";

export type PartnerRow = typeof partners.$inferSelect;
/** A partner with its login user's name and email. */
export interface PartnerWithUser {
  partner: PartnerRow;
  email: string;
  firstName: string;
  lastName: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const normalisedRc = (rc: string) => rc.replace(/[^A-Za-z0-9]/g, "").toUpperCase();

const withUser = { partner: partners, email: users.email, firstName: users.firstName, lastName: users.lastName };

export async function insertPartner(db: DbOrTx, values: typeof partners.$inferInsert): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(values).returning();
  return row;
}

export async function findPartner(db: DbOrTx, id: string): Promise<PartnerWithUser | null> {
  const [row] = await db.select(withUser).from(partners).innerJoin(users, eq(users.id, partners.userId)).where(eq(partners.id, id));
  return row ?? null;
}

/** A live (not rejected) partner or application with this RC number, ignoring case, spaces and dashes. */
export async function findPartnerByRcNumber(db: DbOrTx, rcNumber: string): Promise<PartnerRow | null> {
  const [row] = await db
    .select()
    .from(partners)
    .where(
      and(
        sql`upper(regexp_replace(${partners.rcNumber}, '[^A-Za-z0-9]', '', 'g')) = ${normalisedRc(rcNumber)}`,
        sql`${partners.status} <> 'rejected'`,
      ),
    );
  return row ?? null;
}

export type PartnerListSort = PartnerSort;

/** The ORDER BY of a partner list asked for a sort; ties are broken by id so pages neither overlap nor skip a row. */
function partnerListOrder(sort: PartnerSort): SQL[] {
  const { by, direction } = splitSort(sort);
  const keys: Record<PartnerSortColumn, SQL> = {
    company: sql`lower(${partners.companyName})`,
    contact: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    created: sql`${partners.createdAt}`,
    // Not yet approved: by when they applied, after (or, descending, before) the approved ones.
    approved: sql`coalesce(${partners.approvedAt}, ${partners.createdAt})`,
  };
  const dir = direction === "asc" ? asc : desc;
  return [dir(keys[by]), dir(partners.id)];
}

export async function listPartners(
  db: DbOrTx,
  filter: { status?: PartnerStatusValue; search?: string; sort?: PartnerSort; limit: number; offset: number },
): Promise<{ rows: PartnerWithUser[]; count: number }> {
  const conditions: (SQL | undefined)[] = [filter.status ? eq(partners.status, filter.status) : undefined];
  if (filter.search) {
    const p = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(partners.companyName, p),
        ilike(partners.rcNumber, p),
        ilike(users.email, p),
        sql`${partners.onboarding}->'company'->'contactPerson'->>'name' ilike ${p}`,
        sql`${partners.onboarding}->'company'->>'phoneNumber' ilike ${p}`,
      ),
    );
  }
  const where = and(...conditions);
  // Applications are a queue (oldest first); everything else newest first.
  const order = filter.sort
    ? partnerListOrder(filter.sort)
    : filter.status === "pending"
      ? [asc(partners.createdAt), asc(partners.id)]
      : [desc(partners.createdAt), desc(partners.id)];
  const rows = await db
    .select(withUser)
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ n }] = await db.select({ n: count() }).from(partners).innerJoin(users, eq(users.id, partners.userId)).where(where);
  return { rows, count: n };
}

/** Approves a pending application; null when it is not pending (already approved, or gone). */
export async function approvePendingPartner(db: DbOrTx, id: string, adminUserId: string, now: Date): Promise<PartnerRow | null> {
  const [row] = await db
    .update(partners)
    .set({ status: "approved", approvedAt: now, approvedBy: adminUserId, updatedAt: now })
    .where(and(eq(partners.id, id), eq(partners.status, "pending")))
    .returning();
  return row ?? null;
}

/** Rejects a pending application; null when it is not pending. */
export async function rejectPendingPartner(db: DbOrTx, id: string, now: Date): Promise<PartnerRow | null> {
  const [row] = await db
    .update(partners)
    .set({ status: "rejected", updatedAt: now })
    .where(and(eq(partners.id, id), eq(partners.status, "pending")))
    .returning();
  return row ?? null;
}

const accountNumberOf = sql<string>`${partners.onboarding}->'bankDetails'->>'accountNumber'`;

/** Live (not rejected) partners and applications paid into any of these account numbers. */
export async function partnersByAccountNumber(db: DbOrTx, accountNumbers: string[]): Promise<{ id: string; accountNumber: string }[]> {
  if (accountNumbers.length === 0) return [];
  return db
    .select({ id: partners.id, accountNumber: accountNumberOf })
    .from(partners)
    .where(and(inArray(accountNumberOf, [...new Set(accountNumbers)]), ne(partners.status, "rejected")));
}
