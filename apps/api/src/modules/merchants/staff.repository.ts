import { type StaffSort, type StaffSortColumn, splitSort } from "@bitmarte/contracts";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../identity/identity.table.js";
import { merchantStaff, merchants } from "./merchants.table.js";

const staffColumns = {
	id: users.id,
	firstName: users.firstName,
	lastName: users.lastName,
	email: users.email,
	phoneNumber: users.phoneNumber,
	permissions: merchantStaff.permissions,
	isActive: users.isActive,
	emailConfirmedAt: users.emailConfirmedAt,
	lastLoginAt: users.lastLoginAt,
	createdAt: merchantStaff.createdAt,
};
export interface StaffRow {
	id: string;
	firstName: string;
	lastName: string;
	email: string;
	phoneNumber: string | null;
	permissions: string[];
	isActive: boolean;
	emailConfirmedAt: Date | null;
	lastLoginAt: Date | null;
	createdAt: Date;
}

const staffOf = (db: DbOrTx) =>
	db
		.select(staffColumns)
		.from(merchantStaff)
		.innerJoin(users, eq(users.id, merchantStaff.userId));

/** The ORDER BY of the staff list; ties are broken by user id so pages neither overlap nor skip a row. */
function staffListOrder(sort: StaffSort | undefined): SQL[] {
	if (!sort) return [desc(merchantStaff.createdAt), asc(users.id)];
	const { by, direction } = splitSort(sort);
	const keys: Record<StaffSortColumn, SQL> = {
		name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
		// Active, then invited (not yet accepted), then deactivated, as the list shows them.
		status: sql`case when not ${users.isActive} then 2 when ${users.emailConfirmedAt} is null then 1 else 0 end`,
		created: sql`${merchantStaff.createdAt}`,
	};
	const dir = direction === "asc" ? asc : desc;
	return [dir(keys[by]), dir(users.id)];
}

export async function listStaff(
	db: DbOrTx,
	merchantId: string,
	limit: number,
	offset: number,
	sort?: StaffSort,
): Promise<{ rows: StaffRow[]; count: number }> {
	const where = eq(merchantStaff.merchantId, merchantId);
	const [rows, [total]] = await Promise.all([
		staffOf(db)
			.where(where)
			.orderBy(...staffListOrder(sort))
			.limit(limit)
			.offset(offset),
		db.select({ n: count() }).from(merchantStaff).where(where),
	]);
	return { rows, count: total.n };
}

/** The staff member of this merchant, or null (another merchant's staff answers null too). */
export async function findStaff(
	db: DbOrTx,
	merchantId: string,
	userId: string,
): Promise<StaffRow | null> {
	const [row] = await staffOf(db).where(
		and(
			eq(merchantStaff.merchantId, merchantId),
			eq(merchantStaff.userId, userId),
		),
	);
	return row ?? null;
}

/** Locks the staff row for the rest of the transaction (concurrent edits of one member queue up). */
export async function lockStaff(
	db: DbOrTx,
	merchantId: string,
	userId: string,
): Promise<boolean> {
	const rows = await db
		.select({ id: merchantStaff.userId })
		.from(merchantStaff)
		.where(
			and(
				eq(merchantStaff.merchantId, merchantId),
				eq(merchantStaff.userId, userId),
			),
		)
		.for("update");
	return rows.length > 0;
}

export async function setStaffPermissions(
	db: DbOrTx,
	merchantId: string,
	userId: string,
	permissions: string[],
): Promise<void> {
	await db
		.update(merchantStaff)
		.set({ permissions })
		.where(
			and(
				eq(merchantStaff.merchantId, merchantId),
				eq(merchantStaff.userId, userId),
			),
		);
}

export async function deleteStaffRow(
	db: DbOrTx,
	merchantId: string,
	userId: string,
): Promise<void> {
	await db
		.delete(merchantStaff)
		.where(
			and(
				eq(merchantStaff.merchantId, merchantId),
				eq(merchantStaff.userId, userId),
			),
		);
}

/** Whether a merchant-kind user still belongs to a store (as owner or staff). */
export async function belongsToAStore(
	db: DbOrTx,
	userId: string,
): Promise<boolean> {
	const [owner] = await db
		.select({ id: merchants.id })
		.from(merchants)
		.where(eq(merchants.userId, userId));
	if (owner) return true;
	const [staff] = await db
		.select({ id: merchantStaff.userId })
		.from(merchantStaff)
		.where(eq(merchantStaff.userId, userId));
	return !!staff;
}
