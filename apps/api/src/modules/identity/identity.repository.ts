import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { TokenKind } from "@bitmarte/contracts";
import type { Db, DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared-queries.js";
import { newOpaqueToken } from "../../lib/crypto.js";
import { authTokens, loginFailures, permissions, sessions, users } from "./identity.table.js";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, kind: TokenKind, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.kind, kind), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}


export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row.id;
}

/** Every signed-in request reads its session: built once per handle, sent as a prepared statement. */
const liveSessionQuery = (db: DbOrTx) =>
  prepared(db, "identity_live_session", () =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder("sessionId")),
          eq(sessions.userId, sql.placeholder("userId")),
          eq(sessions.kind, sql.placeholder("kind")),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder("now")),
        ),
      )
      .prepare("identity_live_session"),
  );

/** The session with its user, if the session is live and the account active. */
export async function findLiveSession(db: DbOrTx, sessionId: string, userId: string, kind: string, now: Date) {
  const [row] = await liveSessionQuery(db).execute({ sessionId, userId, kind, now });
  return row ?? null;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function insertAuthToken(db: DbOrTx, values: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** Makes a single-use token for the user (only its SHA-256 is stored) and answers the token itself. */
export async function issueAuthToken(
  db: DbOrTx,
  input: { userId: string; purpose: "confirm_email" | "reset_password"; expiresAt: Date },
): Promise<string> {
  const { token, tokenHash } = newOpaqueToken();
  await insertAuthToken(db, { ...input, tokenHash });
  return token;
}

/** Marks a token used if it is unused, unexpired and of this purpose; returns its user. Single use, atomically. */
export async function consumeAuthToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: "confirm_email" | "reset_password",
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** A one-time token's user and state, used or not (to tell "already used" from "unknown"). */
export async function findAuthToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: "confirm_email" | "reset_password",
): Promise<{ userId: string; usedAt: Date | null; expiresAt: Date } | null> {
  const [row] = await db
    .select({ userId: authTokens.userId, usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

export async function countFailures(db: DbOrTx, kind: string, email: string, ip: string, since: Date) {
  const [row] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginFailures.kind} = ${kind} and ${loginFailures.email} = ${email})::int`,
      ip: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
    })
    .from(loginFailures)
    .where(gt(loginFailures.createdAt, since));
  return row;
}

/**
 * Counts and records a login attempt in one locked step: the attempt is written as a failure before the
 * password is checked (a success clears it), under advisory locks on the account and the address, so the
 * N+1st of any number of parallel attempts is refused. Answers false, writing nothing, when a limit is reached.
 */
export async function reserveLoginAttempt(
  db: Db,
  input: { kind: string; email: string; ip: string; now: Date; since: Date; maxPerAccount: number; maxPerIp: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Always account before address: one lock order, no deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${input.kind}:${input.email}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-ip:${input.ip}`}, 0))`);
    const counts = await countFailures(tx, input.kind, input.email, input.ip, input.since);
    if (!counts || counts.account >= input.maxPerAccount || counts.ip >= input.maxPerIp) return false;
    await tx.insert(loginFailures).values({ kind: input.kind, email: input.email, ip: input.ip, createdAt: input.now });
    return true;
  });
}

export async function insertFailure(db: DbOrTx, kind: string, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ kind, email, ip, createdAt: now });
}

export async function clearFailures(db: DbOrTx, kind: string, email: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.kind, kind), eq(loginFailures.email, email)));
}

export async function listRolePermissions(db: DbOrTx, role: string): Promise<string[]> {
  const rows = await db.select({ p: permissions.permission }).from(permissions).where(eq(permissions.role, role));
  return rows.map((r) => r.p);
}
