import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "../orders/orders.table.js";

/**
 * Each lateness step of an order that operations were told of: the stage (status) it was late in, since
 * when it was in that stage, and how late (yellow: past the stage's limit; red: past twice the limit).
 * An order told of once for a step is never told of it again; a new stay in a stage is a new step.
 */
export const orderLateNotices = pgTable(
  "order_late_notices",
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    stage: text().notNull(),
    stageSince: timestamp({ withTimezone: true }).notNull(),
    level: text().$type<"yellow" | "red">().notNull(),
    notifiedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.stage, t.stageSince, t.level] })],
);
