import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../identity/identity.table.js";
import { admins } from "./admins.table.js";

/** Who among the admins hears of something: super admins (unless `withSuperadmins` is false), these roles and these people. */
export interface AdminAudience {
  withSuperadmins?: boolean;
  roles?: readonly string[];
  userIds?: readonly string[];
  /** Left out even when a role or `userIds` names them (e.g. who cannot act on it). */
  exclude?: readonly string[];
}

/** Active admins of the audience, each once. */
export async function listAdminsOf(db: DbOrTx, audience: AdminAudience): Promise<{ id: string; email: string }[]> {
  const who: SQL[] = audience.withSuperadmins === false ? [] : [eq(admins.role, "superadmin")];
  if (audience.roles?.length) who.push(inArray(admins.role, [...audience.roles]));
  if (audience.userIds?.length) who.push(inArray(admins.userId, [...audience.userIds]));
  if (who.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .where(and(eq(users.isActive, true), or(...who)))
    .orderBy(users.id);
  const excluded = new Set(audience.exclude ?? []);
  return rows.filter((r) => !excluded.has(r.id));
}
