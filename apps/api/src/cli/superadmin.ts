import { EmailInputSchema } from "@bitmarte/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { hashPassword, newOpaqueToken } from "../lib/crypto.js";
import { admins } from "../modules/admins/admins.table.js";
import { auditLog } from "../modules/audit/audit.table.js";
import { findUserByEmail, insertAuthToken, insertUser, updateUser } from "../modules/identity/index.js";
import { enqueueMail, genericMail } from "../modules/mail/index.js";

/** The set-password link of a super admin made from the command line works this long, once. */
export const SUPERADMIN_LINK_TTL_MS = 24 * 3600_000;

export class SuperadminInputError extends Error {}

export interface SuperadminInput {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface CreatedSuperadmin {
  userId: string;
  email: string;
  /** The one-time set-password page (web); its token also works on PATCH /api/v1/auth/admin/resetpassword/:token. */
  link: string;
  token: string;
  expiresAt: Date;
}

/**
 * Makes a super admin with a password nobody knows and a single-use set-password link, mailed through
 * the outbox like the invitations super admins send (a job queue must be running in this process).
 * Refuses an email that already has an admin account. A deleted admin's user (kept for the audit
 * log) is revived, as creating an admin from the admin area does.
 */
export async function createSuperadmin(
  deps: { db: Db; appUrl: string; now: Date },
  input: SuperadminInput,
): Promise<CreatedSuperadmin> {
  const parsed = EmailInputSchema.safeParse(input.email);
  if (!parsed.success) throw new SuperadminInputError(`Not a valid email address: ${input.email}`);
  const email = parsed.data;
  const firstName = input.firstName?.trim() || "Super";
  const lastName = input.lastName?.trim() || "Admin";
  const { token, tokenHash } = newOpaqueToken();
  const passwordHash = await hashPassword(newOpaqueToken().token);
  const expiresAt = new Date(deps.now.getTime() + SUPERADMIN_LINK_TTL_MS);
  const link = `${deps.appUrl}/admin/reset-password/${token}`;

  const userId = await deps.db.transaction(async (tx) => {
    // Two runs for one email at once: the second waits here and then sees the first one's account.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bitmarte.create-superadmin:${email}`}))`);
    const existing = await findUserByEmail(tx, "admin", email);
    if (existing && (await tx.select({ id: admins.userId }).from(admins).where(eq(admins.userId, existing.id))).length > 0) {
      throw new SuperadminInputError(`An admin account with the email ${email} already exists.`);
    }
    let id: string;
    if (existing) {
      await updateUser(tx, existing.id, { firstName, lastName, role: "superadmin", isActive: true, passwordHash, emailConfirmedAt: existing.emailConfirmedAt ?? deps.now });
      id = existing.id;
    } else {
      const user = await insertUser(tx, { kind: "admin", role: "superadmin", email, passwordHash, firstName, lastName, emailConfirmedAt: deps.now });
      id = user.id;
    }
    await tx.insert(admins).values({ userId: id, role: "superadmin", isApprover: false });
    await insertAuthToken(tx, { userId: id, purpose: "reset_password", tokenHash, expiresAt });
    await tx.insert(auditLog).values({
      at: deps.now,
      actorUserId: null,
      actorEmail: "(command line)",
      actorName: "create-superadmin",
      actorRole: "system",
      action: "admin.created",
      targetType: "admin",
      targetId: id,
      targetLabel: `${firstName} ${lastName} <${email}>`,
      changes: [
        { field: "role", from: null, to: "superadmin" },
        { field: "firstName", from: null, to: firstName },
        { field: "lastName", from: null, to: lastName },
      ],
    });
    await enqueueMail(
      tx,
      email,
      genericMail(
        "You have a Bitmarte super admin account",
        [`Hello ${firstName},`, "A Bitmarte super admin account was created for you.", "Set your password to sign in. This link expires in 24 hours and works once."],
        { label: "Set password", url: link },
      ),
    );
    return id;
  });
  return { userId, email, link, token, expiresAt };
}
