import {
	type AdminAccountSort,
	type AdminAccountSortColumn,
	splitSort,
} from "@bitmarte/contracts";
import {
	and,
	asc,
	count,
	desc,
	eq,
	ilike,
	or,
	type SQL,
	sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { permissions, roles, users } from "../identity/identity.table.js";
import { admins } from "./admins.table.js";

const accountColumns = {
	id: users.id,
	firstName: users.firstName,
	lastName: users.lastName,
	email: users.email,
	phoneNumber: users.phoneNumber,
	role: admins.role,
	isActive: users.isActive,
	lastLoginAt: users.lastLoginAt,
	createdAt: admins.createdAt,
};
export interface AdminAccountRow {
	id: string;
	firstName: string;
	lastName: string;
	email: string;
	phoneNumber: string | null;
	role: string;
	isActive: boolean;
	lastLoginAt: Date | null;
	createdAt: Date;
}

const accounts = (db: DbOrTx) =>
	db
		.select(accountColumns)
		.from(admins)
		.innerJoin(users, eq(users.id, admins.userId));

export interface AdminFilter {
	search?: string;
	role?: string;
	isActive?: boolean;
	sort?: AdminAccountSort;
}

/** The ORDER BY of the admin list; ties are broken by user id so pages neither overlap nor skip a row. */
function adminListOrder(sort: AdminAccountSort | undefined): SQL[] {
	if (!sort) return [desc(admins.createdAt), asc(users.id)];
	const { by, direction } = splitSort(sort);
	const dir = direction === "asc" ? asc : desc;
	// Accounts never signed in come last either way.
	if (by === "login")
		return [
			sql`${users.lastLoginAt} ${sql.raw(direction)} nulls last`,
			dir(users.id),
		];
	const keys: Record<Exclude<AdminAccountSortColumn, "login">, SQL> = {
		name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
		role: sql`${admins.role}`,
		// Active accounts first when ascending.
		status: sql`(not ${users.isActive})`,
		created: sql`${admins.createdAt}`,
	};
	return [dir(keys[by]), dir(users.id)];
}

export async function listAdminAccounts(
	db: DbOrTx,
	f: AdminFilter,
	limit: number,
	offset: number,
) {
	const conds: (SQL | undefined)[] = [
		f.role ? eq(admins.role, f.role) : undefined,
		f.isActive === undefined ? undefined : eq(users.isActive, f.isActive),
	];
	if (f.search) {
		const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
		conds.push(
			or(
				ilike(users.email, like),
				ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
			),
		);
	}
	const where = and(...conds);
	const [rows, [total]] = await Promise.all([
		accounts(db)
			.where(where)
			.orderBy(...adminListOrder(f.sort))
			.limit(limit)
			.offset(offset),
		db
			.select({ n: count() })
			.from(admins)
			.innerJoin(users, eq(users.id, admins.userId))
			.where(where),
	]);
	return { rows: rows as AdminAccountRow[], count: total.n };
}

export async function findAdminAccount(
	db: DbOrTx,
	userId: string,
): Promise<AdminAccountRow | null> {
	const [row] = await accounts(db).where(eq(admins.userId, userId));
	return (row as AdminAccountRow | undefined) ?? null;
}

export async function insertAdminRow(
	db: DbOrTx,
	userId: string,
	role: string,
): Promise<void> {
	await db.insert(admins).values({ userId, role, isApprover: false });
}

export async function setAdminRole(
	db: DbOrTx,
	userId: string,
	role: string,
): Promise<void> {
	await db.update(admins).set({ role }).where(eq(admins.userId, userId));
}

export async function deleteAdminRow(
	db: DbOrTx,
	userId: string,
): Promise<void> {
	await db.delete(admins).where(eq(admins.userId, userId));
}

/** Whether the user has any admin row (a deleted admin's user keeps none). */
export async function hasAdminRow(
	db: DbOrTx,
	userId: string,
): Promise<boolean> {
	const [row] = await db
		.select({ id: admins.userId })
		.from(admins)
		.where(eq(admins.userId, userId));
	return !!row;
}

/**
 * Serialises changes that could take away the last active super admin: two super admins removing
 * each other at once would otherwise both see "one other left". Held until the transaction ends.
 */
export async function lockSuperadminSet(db: DbOrTx): Promise<void> {
	await db.execute(
		sql`select pg_advisory_xact_lock(hashtext('bitmarte:superadmins'))`,
	);
}

export async function countActiveSuperadmins(db: DbOrTx): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(admins)
		.innerJoin(users, eq(users.id, admins.userId))
		.where(and(eq(admins.role, "superadmin"), eq(users.isActive, true)));
	return row.n;
}

export async function listRolesWithPermissions(db: DbOrTx) {
	const rows = await db
		.select({
			name: roles.name,
			description: roles.description,
			permission: permissions.permission,
		})
		.from(roles)
		.leftJoin(permissions, eq(permissions.role, roles.name))
		.where(eq(roles.kind, "admin"))
		.orderBy(asc(roles.name), asc(permissions.permission));
	return rows;
}
