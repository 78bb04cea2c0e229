import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins } from "../admins/admins.table.js";
import { users } from "../identity/identity.table.js";
import { merchantStaff, merchants } from "./merchants.table.js";
import { storeApprovers, stores } from "./stores.table.js";

/**
 * Approvers who give this step of a store's approval (an approver without a level row gives the first).
 * Only managing admins reach the approval screens, whatever the flag of another role says.
 */
export async function approverIdsOfLevel(db: DbOrTx, level: "first" | "second"): Promise<string[]> {
  const rows = await db
    .select({ id: admins.userId })
    .from(admins)
    .leftJoin(storeApprovers, eq(storeApprovers.adminUserId, admins.userId))
    .where(and(eq(admins.isApprover, true), inArray(admins.role, ["admin", "superadmin"]), sql`coalesce(${storeApprovers.level}, 'first') = ${level}`));
  return rows.map((r) => r.id);
}

export interface StoreTeamMember {
  userId: string;
  email: string;
  firstName: string;
  isOwner: boolean;
}

/**
 * Who of a store hears of something about `resource` (orders, products, returns): the owner, and each
 * active staff member allowed to read or write it.
 */
export async function storeTeamFor(db: DbOrTx, merchantId: string, resource: string): Promise<StoreTeamMember[]> {
  const owner = db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, isOwner: sql<boolean>`true` })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(eq(merchants.id, merchantId));
  const staff = db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, isOwner: sql<boolean>`false` })
    .from(merchantStaff)
    .innerJoin(users, eq(users.id, merchantStaff.userId))
    .where(
      and(
        eq(merchantStaff.merchantId, merchantId),
        eq(users.isActive, true),
        or(sql`${`${resource}:read`} = any(${merchantStaff.permissions})`, sql`${`${resource}:write`} = any(${merchantStaff.permissions})`),
      ),
    );
  const [owners, members] = await Promise.all([owner, staff]);
  return [...owners, ...members.sort((a, b) => a.userId.localeCompare(b.userId))];
}

/** The store and its approval state, for telling approvers it waits. */
export async function findStoreForNotice(db: DbOrTx, merchantId: string) {
  const [row] = await db
    .select({ storeName: stores.storeName, status: stores.status, firstApproval: stores.firstApproval, firstApprovedBy: stores.firstApprovedBy })
    .from(stores)
    .where(eq(stores.merchantId, merchantId));
  return row ?? null;
}
