import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { orders } from "../orders/orders.table.js";
import { orderLateNotices } from "./late-notices.table.js";

export interface LateStep {
  orderId: string;
  orderNumber: string;
  storeName: string;
  stage: string;
  stageSince: Date;
  level: "yellow" | "red";
  dispatcherId: string | null;
}

/**
 * Records, in one statement, each order late in its current stage (by `limits`, hours per stage) at
 * `now` at the level it has reached, unless that step was recorded before; answers the steps it
 * recorded, oldest first. The stage's start is copied from the order row itself, so a later run finds
 * the same step recorded (and two runs at once record each step once).
 */
export async function claimLateSteps(db: DbOrTx, limits: Record<string, number>, now: Date, limit: number): Promise<LateStep[]> {
  const stages = Object.entries(limits);
  if (stages.length === 0) return [];
  const HOUR = 3_600_000;
  const before = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();
  const late = sql.join(
    stages.map(([stage, h]) => sql`(o.status = ${stage} and o.status_changed_at < ${before(h)}::timestamptz)`),
    sql` or `,
  );
  const red = sql.join(
    stages.map(([stage, h]) => sql`(o.status = ${stage} and o.status_changed_at < ${before(2 * h)}::timestamptz)`),
    sql` or `,
  );
  const result = await db.execute(sql`
    with late as (
      select o.id, o.status, o.status_changed_at, case when ${red} then 'red' else 'yellow' end as level
      from ${orders} o
      where ${late}
    ), claimed as (
      insert into ${orderLateNotices} (order_id, stage, stage_since, level, notified_at)
      select l.id, l.status, l.status_changed_at, l.level, ${now.toISOString()}::timestamptz
      from late l
      where not exists (
        select 1 from ${orderLateNotices} n
        where n.order_id = l.id and n.stage = l.status and n.stage_since = l.status_changed_at and n.level = l.level
      )
      order by l.status_changed_at, l.id
      limit ${limit}
      on conflict do nothing
      returning order_id, stage, stage_since, level
    )
    select c.order_id as "orderId", o.order_number as "orderNumber", o.store_name as "storeName", c.stage,
      c.stage_since as "stageSince", c.level, o.dispatcher_id as "dispatcherId"
    from claimed c join ${orders} o on o.id = c.order_id
    order by c.stage_since, c.order_id`);
  return (result.rows as (Omit<LateStep, "stageSince"> & { stageSince: string | Date })[]).map((r) => ({ ...r, stageSince: new Date(r.stageSince) }));
}
