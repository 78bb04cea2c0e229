import {
	bigserial,
	index,
	jsonb,
	pgTable,
	text,
	timestamp,
	uuid,
} from "drizzle-orm/pg-core";

export interface AuditChangeValue {
	field: string;
	from: string | null;
	to: string | null;
}

/**
 * What an admin did to another account. Written in the transaction of the change itself, so a change
 * without its row (or a row without its change) cannot exist. Actor and target are copied as text too:
 * the row outlives a deleted account.
 */
export const auditLog = pgTable(
	"audit_log",
	{
		id: uuid().primaryKey().defaultRandom(),
		/** Insertion order: rows written in one instant still list in the order they happened. */
		seq: bigserial({ mode: "number" }).notNull(),
		at: timestamp({ withTimezone: true }).notNull(),
		actorUserId: uuid(),
		actorEmail: text().notNull(),
		actorName: text().notNull(),
		actorRole: text().notNull(),
		action: text().notNull(),
		targetType: text().notNull(),
		targetId: uuid(),
		targetLabel: text().notNull(),
		changes: jsonb().$type<AuditChangeValue[]>().notNull().default([]),
		ip: text(),
	},
	(t) => [
		index("audit_log_at_idx").on(t.at.desc(), t.seq.desc()),
		index("audit_log_actor_idx").on(t.actorUserId, t.at),
		index("audit_log_target_idx").on(t.targetId, t.at),
	],
);
