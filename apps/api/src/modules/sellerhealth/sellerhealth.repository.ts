import { FAULTY_RETURN_REASON_KINDS, type SellerHealthAppealStatus, type SellerHealthLevel } from "@bitmarte/contracts";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { stores } from "../merchants/stores.table.js";
import { sellerHealthAppeals, sellerHealthLevelChanges, sellerHealthScores, sellerHealthSettings } from "./sellerhealth.table.js";

// Reads the orders, order activities, returns, reviews and chargebacks tables (never writes them), and
// writes the store's own health columns (stores.health_score/health_level), which this module keeps.

export type SettingsRow = typeof sellerHealthSettings.$inferSelect;
export type ScoreRow = typeof sellerHealthScores.$inferSelect;
export type AppealRow = typeof sellerHealthAppeals.$inferSelect;

export const DEFAULT_SETTINGS = { warningBelow: 70, demotionBelow: 50, payoutHoldBelow: 30, appealGraceDays: 30 } as const;

export async function findSettings(db: DbOrTx): Promise<SettingsRow | null> {
  const [row] = await db.select().from(sellerHealthSettings).where(eq(sellerHealthSettings.id, 1));
  return row ?? null;
}

export async function saveSettings(db: DbOrTx, values: Omit<typeof sellerHealthSettings.$inferInsert, "id">): Promise<SettingsRow> {
  const [row] = await db
    .insert(sellerHealthSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: sellerHealthSettings.id, set: values })
    .returning();
  return row;
}

/** Raw counts of one store over the window, before they become points. */
export interface StoreFigures {
  storeId: string;
  merchantId: string;
  storeName: string;
  currentScore: number;
  currentLevel: SellerHealthLevel;
  paidOrders: number;
  acceptDue: number;
  acceptLate: number;
  packDue: number;
  packLate: number;
  storeCancelled: number;
  faultyReturns: number;
  reviewCount: number;
  ratingAverage: number | null;
  chargebacks: number;
}

/**
 * A returned item is faulty when its kind (chosen from the fixed list) puts the fault on the product or the
 * store. Requests without a kind (made before the list, or by a client that does not send it) are judged
 * by the words of their reason instead (damaged, wrong item, fake …, as opposed to a change of mind).
 */
export const FAULTY_REASON_PATTERN =
  "(damag|broke|defect|fault|not work|doesn.?t work|does not work|dead on arrival|crack|torn|leak|missing (part|piece|item)|wrong (item|size|colou?r|product)|not as described|different from|fake|counterfeit|expired|spoil|poor quality|bad quality)";

export interface FiguresWindow {
  since: Date;
  now: Date;
  acceptHours: number;
  packHours: number;
}

/**
 * Every factor's counts for the stores with ids after `afterId` (a page of `limit`, by id), or for one
 * store. Orders count when paid within the window; a confirmation is late when it came more than
 * `acceptHours` after payment (or has not come and that time has passed), a hand-over when Ready to ship
 * came more than `packHours` after confirmation (likewise).
 */
export async function storeFigures(db: DbOrTx, w: FiguresWindow, scope: { storeId: string } | { afterId: string | null; limit: number }): Promise<StoreFigures[]> {
  const storeFilter =
    "storeId" in scope
      ? sql`s.id = ${scope.storeId}`
      : scope.afterId
        ? sql`s.id > ${scope.afterId}`
        : sql`true`;
  const limit = "storeId" in scope ? 1 : scope.limit;
  const acceptWindow = sql`make_interval(hours => ${w.acceptHours})`;
  const packWindow = sql`make_interval(hours => ${w.packHours})`;
  const now = sql`${w.now}::timestamptz`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    with s as (
      select s.id, s.merchant_id, s.store_name, s.health_score, s.health_level from stores s where ${storeFilter} order by s.id limit ${limit}
    ),
    o as (
      select o.store_id, o.status, o.paid_at,
        (select min(a.created_at) from order_activities a where a.order_id = o.id and a.status = 'confirmed') as confirmed_at,
        (select min(a.created_at) from order_activities a where a.order_id = o.id and a.status = 'ready_to_ship') as packed_at,
        exists (select 1 from order_activities a where a.order_id = o.id and a.status = 'cancelled' and a.actor_type = 'merchant') as store_cancelled
      from orders o join s on s.id = o.store_id
      where o.paid_at >= ${w.since}
    ),
    oc as (
      select store_id,
        count(*)::int as paid_orders,
        count(*) filter (where confirmed_at is not null or (status = 'pending' and ${now} - paid_at > ${acceptWindow}))::int as accept_due,
        count(*) filter (where (confirmed_at is not null and confirmed_at - paid_at > ${acceptWindow})
                            or (confirmed_at is null and status = 'pending' and ${now} - paid_at > ${acceptWindow}))::int as accept_late,
        count(*) filter (where packed_at is not null or (confirmed_at is not null and status = 'confirmed' and ${now} - confirmed_at > ${packWindow}))::int as pack_due,
        count(*) filter (where (packed_at is not null and confirmed_at is not null and packed_at - confirmed_at > ${packWindow})
                            or (packed_at is null and confirmed_at is not null and status = 'confirmed' and ${now} - confirmed_at > ${packWindow}))::int as pack_late,
        count(*) filter (where store_cancelled)::int as store_cancelled
      from o group by store_id
    ),
    r as (
      select r.store_id, count(*)::int as faulty
      from order_returns r join s on s.id = r.store_id
      where r.created_at >= ${w.since} and r.status not in ('requested', 'rejected')
        and exists (
          select 1 from order_return_items i where i.return_id = r.id
            and (i.reason_kind = any(${sql.param([...FAULTY_RETURN_REASON_KINDS])}::text[])
                 or (i.reason_kind is null and i.reason ~* ${FAULTY_REASON_PATTERN})))
      group by r.store_id
    ),
    v as (
      select s.id as store_id, count(*)::int as reviews, avg(v.rating)::float8 as average
      from reviews v join s on s.merchant_id = v.merchant_id
      where v.type = 'product' and v.hidden_at is null and v.created_at >= ${w.since}
      group by s.id
    ),
    c as (
      select o.store_id, count(*)::int as chargebacks
      from chargebacks c join orders o on o.id = c.order_id join s on s.id = o.store_id
      where c.created_at >= ${w.since} and c.status in ('open', 'merchant_liable')
      group by o.store_id
    )
    select s.id as store_id, s.merchant_id, s.store_name, s.health_score, s.health_level,
      coalesce(oc.paid_orders, 0) as paid_orders, coalesce(oc.accept_due, 0) as accept_due, coalesce(oc.accept_late, 0) as accept_late,
      coalesce(oc.pack_due, 0) as pack_due, coalesce(oc.pack_late, 0) as pack_late, coalesce(oc.store_cancelled, 0) as store_cancelled,
      coalesce(r.faulty, 0) as faulty, coalesce(v.reviews, 0) as reviews, v.average, coalesce(c.chargebacks, 0) as chargebacks
    from s
    left join oc on oc.store_id = s.id
    left join r on r.store_id = s.id
    left join v on v.store_id = s.id
    left join c on c.store_id = s.id
    order by s.id`);
  return rows.map((r) => ({
    storeId: String(r.store_id),
    merchantId: String(r.merchant_id),
    storeName: String(r.store_name),
    currentScore: Number(r.health_score),
    currentLevel: r.health_level as SellerHealthLevel,
    paidOrders: Number(r.paid_orders),
    acceptDue: Number(r.accept_due),
    acceptLate: Number(r.accept_late),
    packDue: Number(r.pack_due),
    packLate: Number(r.pack_late),
    storeCancelled: Number(r.store_cancelled),
    faultyReturns: Number(r.faulty),
    reviewCount: Number(r.reviews),
    ratingAverage: r.average === null || r.average === undefined ? null : Number(r.average),
    chargebacks: Number(r.chargebacks),
  }));
}

export async function findScore(db: DbOrTx, storeId: string): Promise<ScoreRow | null> {
  const [row] = await db.select().from(sellerHealthScores).where(eq(sellerHealthScores.storeId, storeId));
  return row ?? null;
}

export async function scoresOf(db: DbOrTx, storeIds: string[]): Promise<Map<string, ScoreRow>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sellerHealthScores)
    .where(sql`${sellerHealthScores.storeId} = any(${`{${storeIds.join(",")}}`}::uuid[])`);
  return new Map(rows.map((r) => [r.storeId, r]));
}

export async function upsertScore(db: DbOrTx, values: typeof sellerHealthScores.$inferInsert): Promise<void> {
  const { storeId: _storeId, ...set } = values;
  await db.insert(sellerHealthScores).values(values).onConflictDoUpdate({ target: sellerHealthScores.storeId, set });
}

export async function insertLevelChange(db: DbOrTx, values: typeof sellerHealthLevelChanges.$inferInsert): Promise<void> {
  await db.insert(sellerHealthLevelChanges).values(values);
}

/** Writes score and level onto the stores whose values changed, in one statement (store writes notify every server's caches). */
export async function setStoreHealth(db: DbOrTx, changes: { storeId: string; score: number; level: SellerHealthLevel }[]): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(sql`
    update stores s set health_score = v.score, health_level = v.level
    from unnest(${`{${changes.map((c) => c.storeId).join(",")}}`}::uuid[], ${`{${changes.map((c) => c.score).join(",")}}`}::int[], ${`{${changes.map((c) => c.level).join(",")}}`}::text[]) as v(id, score, level)
    where s.id = v.id and (s.health_score <> v.score or s.health_level <> v.level)`);
}

const storeHealthColumns = { id: stores.id, merchantId: stores.merchantId, storeName: stores.storeName, healthScore: stores.healthScore, healthLevel: stores.healthLevel };

export async function findStoreOfMerchant(db: DbOrTx, merchantId: string) {
  const [row] = await db.select(storeHealthColumns).from(stores).where(eq(stores.merchantId, merchantId));
  return row ?? null;
}

export async function findStore(db: DbOrTx, storeId: string) {
  const [row] = await db.select(storeHealthColumns).from(stores).where(eq(stores.id, storeId));
  return row ?? null;
}

/**
 * The stores' health as it stands, locked until the transaction ends, so a recompute and an admin's
 * decision on the same store take turns and each sees the other's level. "No key update" leaves
 * rows that refer to the store (orders, products) free to be written meanwhile.
 */
export async function lockStoresHealth(tx: DbOrTx, storeIds: string[]): Promise<Map<string, { healthScore: number; healthLevel: SellerHealthLevel }>> {
  if (storeIds.length === 0) return new Map();
  const rows = await tx
    .select(storeHealthColumns)
    .from(stores)
    .where(sql`${stores.id} = any(${`{${storeIds.join(",")}}`}::uuid[])`)
    .orderBy(asc(stores.id))
    .for("no key update");
  return new Map(rows.map((r) => [r.id, { healthScore: r.healthScore, healthLevel: r.healthLevel }]));
}

// ---- appeals ----

export async function insertAppeal(db: DbOrTx, values: typeof sellerHealthAppeals.$inferInsert): Promise<AppealRow> {
  const [row] = await db.insert(sellerHealthAppeals).values(values).returning();
  return row;
}

export async function latestAppeal(db: DbOrTx, storeId: string): Promise<AppealRow | null> {
  const [row] = await db
    .select()
    .from(sellerHealthAppeals)
    .where(eq(sellerHealthAppeals.storeId, storeId))
    .orderBy(desc(sellerHealthAppeals.createdAt), desc(sellerHealthAppeals.id))
    .limit(1);
  return row ?? null;
}

export async function findAppeal(db: DbOrTx, id: string): Promise<AppealRow | null> {
  const [row] = await db.select().from(sellerHealthAppeals).where(eq(sellerHealthAppeals.id, id));
  return row ?? null;
}

/** pending → accepted | rejected, once: answers null when it was decided meanwhile. */
export async function decideAppeal(
  db: DbOrTx,
  id: string,
  values: { status: Exclude<SellerHealthAppealStatus, "pending">; decisionReason: string | null; decidedBy: string; decidedAt: Date },
): Promise<AppealRow | null> {
  const [row] = await db
    .update(sellerHealthAppeals)
    .set(values)
    .where(and(eq(sellerHealthAppeals.id, id), eq(sellerHealthAppeals.status, "pending")))
    .returning();
  return row ?? null;
}

/** Appeals with their store's name: waiting ones first, then newest first. */
export async function listAppeals(db: DbOrTx, q: { status?: SellerHealthAppealStatus; limit: number; offset: number }) {
  const where = q.status ? eq(sellerHealthAppeals.status, q.status) : undefined;
  const rows = await db
    .select({ appeal: sellerHealthAppeals, storeName: stores.storeName })
    .from(sellerHealthAppeals)
    .innerJoin(stores, eq(stores.id, sellerHealthAppeals.storeId))
    .where(where)
    .orderBy(sql`(${sellerHealthAppeals.status} = 'pending') desc`, desc(sellerHealthAppeals.createdAt), asc(sellerHealthAppeals.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db.select({ n: count() }).from(sellerHealthAppeals).where(where);
  return { rows, count: n };
}
