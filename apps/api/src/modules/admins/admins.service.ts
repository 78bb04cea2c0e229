import {
	ADMIN_ROLES,
	type AdminAccount,
	type AdminListQuery,
	type AdminResource,
	type AdminRole,
	type AdminRoleInfo,
	type CreateAdminBody,
	MESSAGES,
	type UpdateAdminBody,
} from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx } from "../../http/context.js";
import { hashPassword, newOpaqueToken } from "../../lib/crypto.js";
import { badInput, conflict, notFound } from "../../lib/errors.js";
import { pageOffset } from "../../lib/paging.js";
import { diffFields, recordAudit } from "../audit/index.js";
import * as identity from "../identity/index.js";
import { enqueueMail, genericMail } from "../mail/index.js";
import * as repo from "./admins.repository.js";

/** A set-password link stays valid this long (a reset link: 1 hour; an invitation waits for the person). */
export const INVITATION_TTL_MS = 72 * 3600_000;

type AdminCtx = Ctx<AdminActor>;

function toAccount(r: repo.AdminAccountRow): AdminAccount {
	return {
		id: r.id,
		firstName: r.firstName,
		lastName: r.lastName,
		email: r.email,
		phoneNumber: r.phoneNumber,
		role: r.role as AdminRole,
		isActive: r.isActive,
		lastLogin: r.lastLoginAt?.toISOString() ?? null,
		createdAt: r.createdAt.toISOString(),
	};
}

const label = (r: { firstName: string; lastName: string; email: string }) =>
	`${r.firstName} ${r.lastName} <${r.email}>`;

function isUniqueViolation(e: unknown): boolean {
	const err = e as { code?: string; cause?: { code?: string } };
	return err?.code === "23505" || err?.cause?.code === "23505";
}

const emailTaken = () =>
	badInput([{ path: "email", message: MESSAGES.emailTaken }]);

/** A password nobody knows: the account is usable only after the set-password link. */
const unusablePasswordHash = () => hashPassword(newOpaqueToken().token);

/** Issues a single-use set-password token for the admin reset endpoint and mails its link. */
async function mailInvitation(
	ctx: Ctx,
	db: DbOrTx,
	user: { id: string; email: string; firstName: string },
	roleLabel: string,
) {
	const { token, tokenHash } = newOpaqueToken();
	await identity.insertAuthToken(db, {
		userId: user.id,
		purpose: "reset_password",
		tokenHash,
		expiresAt: new Date(ctx.now.getTime() + INVITATION_TTL_MS),
	});
	const url = `${ctx.config.APP_URL}/admin/reset-password/${token}`;
	await enqueueMail(
		db,
		user.email,
		genericMail(
			"You have a Bitmarte admin account",
			[
				`Hello ${user.firstName},`,
				`A Bitmarte super admin created an account for you with the role ${roleLabel}.`,
				"Set your password to sign in. This link expires in 72 hours.",
			],
			{ label: "Set password", url },
		),
	);
}

export const ROLE_LABELS: Record<AdminRole, string> = {
	admin: "Admin",
	superadmin: "Super admin",
	dispatcher: "Dispatcher",
	scheduler: "Scheduler",
};

export async function listAdmins(ctx: Ctx, q: AdminListQuery) {
	const { rows, count } = await repo.listAdminAccounts(
		ctx.db,
		{ search: q.search || undefined, role: q.role, isActive: q.isActive, sort: q.sort },
		q.limit,
		pageOffset(q),
	);
	return { rows: rows.map(toAccount), count };
}

export async function getAdmin(ctx: Ctx, id: string): Promise<AdminAccount> {
	const row = await repo.findAdminAccount(ctx.db, id);
	if (!row) throw notFound();
	return toAccount(row);
}

export async function listRoles(ctx: Ctx): Promise<AdminRoleInfo[]> {
	const rows = await repo.listRolesWithPermissions(ctx.db);
	const byRole = new Map<string, AdminRoleInfo>();
	for (const r of rows) {
		if (!(ADMIN_ROLES as readonly string[]).includes(r.name)) continue;
		const info = byRole.get(r.name) ?? {
			name: r.name as AdminRole,
			description: r.description,
			permissions: [],
		};
		if (r.permission) info.permissions.push(r.permission);
		byRole.set(r.name, info);
	}
	return ADMIN_ROLES.filter((r) => byRole.has(r)).map(
		(r) => byRole.get(r) as AdminRoleInfo,
	);
}

export async function listResources(ctx: Ctx): Promise<AdminResource[]> {
	const roles = await listRoles(ctx);
	const actions = new Map<string, Set<string>>();
	for (const p of roles.flatMap((r) => r.permissions)) {
		const [resource, action] = p.split(":");
		if (!resource || !action) continue;
		actions.set(resource, (actions.get(resource) ?? new Set()).add(action));
	}
	return [...actions.entries()]
		.sort(([a], [b]) => a.localeCompare(b))
		.map(([resource, set]) => ({
			resource,
			label: resource.charAt(0).toUpperCase() + resource.slice(1),
			actions: [...set].sort(),
		}));
}

export async function createAdmin(
	ctx: AdminCtx,
	body: CreateAdminBody,
): Promise<AdminAccount> {
	const passwordHash = await unusablePasswordHash();
	try {
		return await ctx.db.transaction(async (tx) => {
			const existing = await identity.findUserByEmail(tx, "admin", body.email);
			let userId: string;
			if (existing) {
				// A deleted admin keeps its user (what it did keeps its author); creating it again revives it.
				if (await repo.hasAdminRow(tx, existing.id)) throw emailTaken();
				await identity.updateUser(tx, existing.id, {
					firstName: body.firstName,
					lastName: body.lastName,
					phoneNumber: body.phoneNumber ?? null,
					role: body.role,
					isActive: true,
					passwordHash,
					emailConfirmedAt: existing.emailConfirmedAt ?? ctx.now,
				});
				userId = existing.id;
			} else {
				const user = await identity.insertUser(tx, {
					kind: "admin",
					role: body.role,
					email: body.email,
					passwordHash,
					firstName: body.firstName,
					lastName: body.lastName,
					phoneNumber: body.phoneNumber ?? null,
					// Admins are created by admins and start confirmed; the set-password link proves the address again.
					emailConfirmedAt: ctx.now,
				});
				userId = user.id;
			}
			await repo.insertAdminRow(tx, userId, body.role);
			await mailInvitation(
				ctx,
				tx,
				{ id: userId, email: body.email, firstName: body.firstName },
				ROLE_LABELS[body.role],
			);
			const row = await repo.findAdminAccount(tx, userId);
			if (!row) throw notFound();
			await recordAudit(tx, ctx, {
				action: "admin.created",
				targetType: "admin",
				targetId: userId,
				targetLabel: label(row),
				changes: diffFields(
					{},
					{
						role: body.role,
						firstName: body.firstName,
						lastName: body.lastName,
						phoneNumber: body.phoneNumber,
					},
				),
			});
			return toAccount(row);
		});
	} catch (e) {
		if (isUniqueViolation(e)) throw emailTaken();
		throw e;
	}
}

/** Throws when `target` is the last active super admin and the change would take that away. */
async function guardLastSuperadmin(
	tx: DbOrTx,
	target: repo.AdminAccountRow,
): Promise<void> {
	if (target.role !== "superadmin" || !target.isActive) return;
	if ((await repo.countActiveSuperadmins(tx)) <= 1)
		throw conflict(MESSAGES.lastSuperAdmin);
}

/** A super admin cannot lock themselves out: no self-deactivation, self-deletion or own role change. */
function guardSelf(ctx: AdminCtx, id: string): void {
	if (ctx.actor.userId === id) throw conflict(MESSAGES.adminSelfChange);
}

/** Loads the target inside the transaction, after the super-admin lock, so the last-one check sees committed changes. */
async function lockedTarget(
	tx: DbOrTx,
	id: string,
): Promise<repo.AdminAccountRow> {
	await repo.lockSuperadminSet(tx);
	const row = await repo.findAdminAccount(tx, id);
	if (!row) throw notFound();
	return row;
}

export async function updateAdmin(
	ctx: AdminCtx,
	id: string,
	body: UpdateAdminBody,
): Promise<AdminAccount> {
	return ctx.db.transaction(async (tx) => {
		const before = await lockedTarget(tx, id);
		if (body.role && body.role !== before.role) {
			guardSelf(ctx, id);
			await guardLastSuperadmin(tx, before);
		}
		const changes = diffFields(before as unknown as Record<string, unknown>, {
			...body,
		});
		if (changes.length === 0) return toAccount(before);
		const { role, ...userFields } = body;
		await identity.updateUser(tx, id, {
			...userFields,
			...(role ? { role } : {}),
		});
		if (role) await repo.setAdminRole(tx, id, role);
		const after = await repo.findAdminAccount(tx, id);
		if (!after) throw notFound();
		await recordAudit(tx, ctx, {
			action: "admin.updated",
			targetType: "admin",
			targetId: id,
			targetLabel: label(after),
			changes,
		});
		return toAccount(after);
	});
}

export async function deactivateAdmin(
	ctx: AdminCtx,
	id: string,
): Promise<AdminAccount> {
	guardSelf(ctx, id);
	return ctx.db.transaction(async (tx) => {
		const before = await lockedTarget(tx, id);
		if (!before.isActive) throw conflict(MESSAGES.adminAlreadyInactive);
		await guardLastSuperadmin(tx, before);
		await identity.updateUser(tx, id, { isActive: false });
		await identity.revokeUserSessions(tx, id, ctx.now);
		await recordAudit(tx, ctx, {
			action: "admin.deactivated",
			targetType: "admin",
			targetId: id,
			targetLabel: label(before),
			changes: [{ field: "isActive", from: "true", to: "false" }],
		});
		return toAccount({ ...before, isActive: false });
	});
}

export async function activateAdmin(
	ctx: AdminCtx,
	id: string,
): Promise<AdminAccount> {
	return ctx.db.transaction(async (tx) => {
		const before = await lockedTarget(tx, id);
		if (before.isActive) throw conflict(MESSAGES.adminAlreadyActive);
		await identity.updateUser(tx, id, { isActive: true });
		await recordAudit(tx, ctx, {
			action: "admin.activated",
			targetType: "admin",
			targetId: id,
			targetLabel: label(before),
			changes: [{ field: "isActive", from: "false", to: "true" }],
		});
		return toAccount({ ...before, isActive: true });
	});
}

/**
 * Deletes the admin account: the admin row goes, the user is deactivated with a password nobody
 * knows and its sessions end. The user row stays so approvals, uploads and audit rows keep their author.
 */
export async function deleteAdmin(
	ctx: AdminCtx,
	id: string,
): Promise<{ id: string }> {
	guardSelf(ctx, id);
	const passwordHash = await unusablePasswordHash();
	return ctx.db.transaction(async (tx) => {
		const before = await lockedTarget(tx, id);
		await guardLastSuperadmin(tx, before);
		await repo.deleteAdminRow(tx, id);
		await identity.updateUser(tx, id, { isActive: false, passwordHash });
		await identity.revokeUserSessions(tx, id, ctx.now);
		await recordAudit(tx, ctx, {
			action: "admin.deleted",
			targetType: "admin",
			targetId: id,
			targetLabel: label(before),
			changes: [{ field: "role", from: before.role, to: null }],
		});
		return { id };
	});
}
