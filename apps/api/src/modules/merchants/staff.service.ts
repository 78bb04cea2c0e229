import {
	type CreateStaffBody,
	MERCHANT_PERMISSIONS,
	MERCHANT_RESOURCES,
	MESSAGES,
	type MerchantResource,
	type Staff,
	type StaffResource,
	type UpdateStaffBody,
} from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { Ctx, MerchantActor } from "../../http/context.js";
import { hashPassword, newOpaqueToken } from "../../lib/crypto.js";
import { badInput, conflict, notFound } from "../../lib/errors.js";
import { pageOffset } from "../../lib/paging.js";
import * as identity from "../identity/index.js";
import { enqueueMail, genericMail } from "../mail/index.js";
import { insertStaff } from "./merchants.repository.js";
import * as repo from "./staff.repository.js";
import { findStoreByMerchant } from "./stores.repository.js";

type MerchantCtx = Ctx<MerchantActor>;

/** A set-password link for a new member stays valid this long (a reset link: 1 hour). */
const INVITATION_TTL_MS = 72 * 3600_000;

const RESOURCE_LABELS: Record<MerchantResource, string> = {
	products: "Products",
	orders: "Orders",
	returns: "Returns",
	coupons: "Coupons",
	staff: "Staff",
	store: "Store profile",
	reports: "Reports",
	transactions: "Transactions",
	themes: "Themes",
};

export function listStaffResources(): StaffResource[] {
	return MERCHANT_RESOURCES.map((resource) => ({
		resource,
		label: RESOURCE_LABELS[resource],
		actions: ["read", "write"],
	}));
}

/** Writing a resource implies reading it; kept in the catalogue's order so equal sets compare equal. */
export function normalizePermissions(permissions: readonly string[]): string[] {
	const set = new Set(permissions);
	for (const p of permissions)
		if (p.endsWith(":write")) set.add(p.replace(/:write$/, ":read"));
	return MERCHANT_PERMISSIONS.filter((p) => set.has(p));
}

function toStaff(r: repo.StaffRow): Staff {
	return {
		id: r.id,
		firstName: r.firstName,
		lastName: r.lastName,
		email: r.email,
		phoneNumber: r.phoneNumber,
		permissions: normalizePermissions(r.permissions),
		isActive: r.isActive,
		invitationAccepted: r.emailConfirmedAt !== null,
		lastLogin: r.lastLoginAt?.toISOString() ?? null,
		createdAt: r.createdAt.toISOString(),
	};
}

function isUniqueViolation(e: unknown): boolean {
	const err = e as { code?: string; cause?: { code?: string } };
	return err?.code === "23505" || err?.cause?.code === "23505";
}

const emailTaken = () =>
	badInput([{ path: "email", message: MESSAGES.emailTaken }]);

async function mailInvitation(
	ctx: MerchantCtx,
	db: DbOrTx,
	user: { id: string; email: string; firstName: string },
	storeName: string | null,
) {
	const { token, tokenHash } = newOpaqueToken();
	await identity.insertAuthToken(db, {
		userId: user.id,
		purpose: "reset_password",
		tokenHash,
		expiresAt: new Date(ctx.now.getTime() + INVITATION_TTL_MS),
	});
	const url = `${ctx.config.APP_URL}/merchant/reset-password/${token}`;
	await enqueueMail(
		db,
		user.email,
		genericMail(
			`You have been added to ${storeName ?? "a store"} on Bitmarte`,
			[
				`Hello ${user.firstName},`,
				`You were added as staff of ${storeName ?? "a Bitmarte store"}.`,
				"Set your password to sign in to the merchant dashboard. This link expires in 72 hours.",
			],
			{ label: "Set password", url },
		),
	);
}

export async function listStaff(
	ctx: MerchantCtx,
	q: { page: number; limit: number; sort?: Parameters<typeof repo.listStaff>[4] },
) {
	const { rows, count } = await repo.listStaff(
		ctx.db,
		ctx.actor.merchantId,
		q.limit,
		pageOffset(q),
		q.sort,
	);
	return { rows: rows.map(toStaff), count };
}

export async function getStaff(
	ctx: MerchantCtx,
	staffId: string,
): Promise<Staff> {
	const row = await repo.findStaff(ctx.db, ctx.actor.merchantId, staffId);
	if (!row) throw notFound();
	return toStaff(row);
}

export async function createStaff(
	ctx: MerchantCtx,
	body: CreateStaffBody,
): Promise<Staff> {
	const storeName =
		(await findStoreByMerchant(ctx.db, ctx.actor.merchantId))?.storeName ??
		null;
	const passwordHash = await hashPassword(newOpaqueToken().token);
	const permissions = normalizePermissions(body.permissions);
	try {
		return await ctx.db.transaction(async (tx) => {
			const existing = await identity.findUserByEmail(
				tx,
				"merchant",
				body.email,
			);
			let userId: string;
			if (existing) {
				// A removed member keeps a user row without a store; adding the address again revives it.
				if (await repo.belongsToAStore(tx, existing.id)) throw emailTaken();
				await identity.updateUser(tx, existing.id, {
					firstName: body.firstName,
					lastName: body.lastName,
					phoneNumber: body.phoneNumber ?? null,
					role: "staff",
					isActive: body.isActive,
					passwordHash,
					emailConfirmedAt: null,
				});
				userId = existing.id;
			} else {
				const user = await identity.insertUser(tx, {
					kind: "merchant",
					role: "staff",
					email: body.email,
					passwordHash,
					firstName: body.firstName,
					lastName: body.lastName,
					phoneNumber: body.phoneNumber ?? null,
					isActive: body.isActive,
				});
				userId = user.id;
			}
			await insertStaff(tx, {
				userId,
				merchantId: ctx.actor.merchantId,
				permissions,
				createdAt: ctx.now,
			});
			await mailInvitation(
				ctx,
				tx,
				{ id: userId, email: body.email, firstName: body.firstName },
				storeName,
			);
			const row = await repo.findStaff(tx, ctx.actor.merchantId, userId);
			if (!row) throw notFound();
			return toStaff(row);
		});
	} catch (e) {
		if (isUniqueViolation(e)) throw emailTaken();
		throw e;
	}
}

/** Loads the member for a change; a member may not change or remove their own account. */
async function lockedMember(ctx: MerchantCtx, tx: DbOrTx, staffId: string) {
	if (!(await repo.lockStaff(tx, ctx.actor.merchantId, staffId)))
		throw notFound();
	if (staffId === ctx.actor.userId) throw conflict(MESSAGES.staffSelfChange);
}

/**
 * Details, permissions and the active flag. The auth resolver reads permissions on every request, so
 * a change applies to the member's open sessions at once; deactivating ends them.
 */
export async function updateStaff(
	ctx: MerchantCtx,
	staffId: string,
	body: UpdateStaffBody,
): Promise<Staff> {
	return ctx.db.transaction(async (tx) => {
		await lockedMember(ctx, tx, staffId);
		const { permissions, isActive, ...details } = body;
		if (permissions)
			await repo.setStaffPermissions(
				tx,
				ctx.actor.merchantId,
				staffId,
				normalizePermissions(permissions),
			);
		if (Object.keys(details).length > 0 || isActive !== undefined) {
			await identity.updateUser(tx, staffId, {
				...details,
				...(isActive === undefined ? {} : { isActive }),
			});
		}
		if (isActive === false)
			await identity.revokeUserSessions(tx, staffId, ctx.now);
		const row = await repo.findStaff(tx, ctx.actor.merchantId, staffId);
		if (!row) throw notFound();
		return toStaff(row);
	});
}

/**
 * Removes the member from the store: the staff row goes, the user is deactivated with a password
 * nobody knows, and every session ends at once. The user row stays so what the member made (uploads,
 * product edits) keeps its author; adding the same address again revives it.
 */
export async function removeStaff(
	ctx: MerchantCtx,
	staffId: string,
): Promise<{ id: string }> {
	const passwordHash = await hashPassword(newOpaqueToken().token);
	return ctx.db.transaction(async (tx) => {
		await lockedMember(ctx, tx, staffId);
		await repo.deleteStaffRow(tx, ctx.actor.merchantId, staffId);
		await identity.updateUser(tx, staffId, { isActive: false, passwordHash });
		await identity.revokeUserSessions(tx, staffId, ctx.now);
		return { id: staffId };
	});
}
