import type {
	AuditAction,
	AuditChange,
	AuditEntry,
	AuditLogQuery,
	AuditTargetType,
} from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { Actor, Ctx } from "../../http/context.js";
import { pageOffset } from "../../lib/paging.js";
import { findUserById } from "../identity/index.js";
import * as repo from "./audit.repository.js";

export interface AuditRecord {
	action: AuditAction;
	targetType: AuditTargetType;
	targetId: string | null;
	targetLabel: string;
	changes?: AuditChange[];
}

/** Writes one audit row with the caller as actor. Call it inside the change's own transaction. */
export async function recordAudit(
	db: DbOrTx,
	ctx: Ctx<Actor>,
	r: AuditRecord,
): Promise<void> {
	const actor = await findUserById(db, ctx.actor.userId);
	const actorName = actor
		? `${actor.firstName} ${actor.lastName}`.trim()
		: ctx.actor.email;
	await repo.insertAudit(db, {
		at: ctx.now,
		actorUserId: ctx.actor.userId,
		actorEmail: ctx.actor.email,
		actorName,
		actorRole: ctx.actor.role,
		action: r.action,
		targetType: r.targetType,
		targetId: r.targetId,
		targetLabel: r.targetLabel,
		changes: r.changes ?? [],
		ip: ctx.ip || null,
	});
}

/** The changed fields between two snapshots (values as text; absent keys are left out). */
export function diffFields(
	before: Record<string, unknown>,
	after: Record<string, unknown>,
): AuditChange[] {
	const text = (v: unknown) =>
		v === null || v === undefined
			? null
			: Array.isArray(v)
				? v.join(", ")
				: String(v);
	return Object.keys(after)
		.filter((k) => after[k] !== undefined && text(before[k]) !== text(after[k]))
		.map((field) => ({
			field,
			from: text(before[field]),
			to: text(after[field]),
		}));
}

const DAY_MS = 86_400_000;

export async function listAuditLog(
	ctx: Ctx,
	q: AuditLogQuery,
): Promise<{ rows: AuditEntry[]; count: number }> {
	const { rows, count } = await repo.listAudit(
		ctx.db,
		{
			action: q.action,
			actorId: q.actorId,
			targetId: q.targetId,
			search: q.search || undefined,
			from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
			to: q.to
				? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS)
				: undefined,
		},
		q.limit,
		pageOffset(q),
	);
	return {
		count,
		rows: rows.map((r) => ({
			id: r.id,
			at: r.at.toISOString(),
			actorId: r.actorUserId,
			actorEmail: r.actorEmail,
			actorName: r.actorName,
			actorRole: r.actorRole,
			action: r.action as AuditAction,
			targetType: r.targetType,
			targetId: r.targetId,
			targetLabel: r.targetLabel,
			changes: r.changes,
			ip: r.ip,
		})),
	};
}
