import {
	and,
	count,
	desc,
	eq,
	gte,
	ilike,
	lt,
	or,
	type SQL,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { auditLog } from "./audit.table.js";

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAudit(
	db: DbOrTx,
	values: typeof auditLog.$inferInsert,
): Promise<void> {
	await db.insert(auditLog).values(values);
}

export interface AuditFilter {
	action?: string;
	actorId?: string;
	targetId?: string;
	search?: string;
	from?: Date;
	to?: Date;
}

export async function listAudit(
	db: DbOrTx,
	f: AuditFilter,
	limit: number,
	offset: number,
): Promise<{ rows: AuditRow[]; count: number }> {
	const conds: (SQL | undefined)[] = [
		f.action ? eq(auditLog.action, f.action) : undefined,
		f.actorId ? eq(auditLog.actorUserId, f.actorId) : undefined,
		f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
		f.from ? gte(auditLog.at, f.from) : undefined,
		f.to ? lt(auditLog.at, f.to) : undefined,
	];
	if (f.search) {
		const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
		conds.push(
			or(
				ilike(auditLog.actorEmail, like),
				ilike(auditLog.actorName, like),
				ilike(auditLog.targetLabel, like),
			),
		);
	}
	const where = and(...conds);
	const [rows, [total]] = await Promise.all([
		db
			.select()
			.from(auditLog)
			.where(where)
			.orderBy(desc(auditLog.at), desc(auditLog.seq))
			.limit(limit)
			.offset(offset),
		db.select({ n: count() }).from(auditLog).where(where),
	]);
	return { rows, count: total.n };
}
