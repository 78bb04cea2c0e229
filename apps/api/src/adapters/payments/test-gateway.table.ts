import { bigint, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The offline test provider's own records: what a real provider keeps on its side. Our payments
 * table never reads these; it learns outcomes only through verify and signed webhooks.
 */
export const testGatewayPayments = pgTable("test_gateway_payments", {
  reference: text().primaryKey(),
  amountKobo: bigint({ mode: "number" }).notNull(),
  email: text().notNull(),
  callbackUrl: text().notNull(),
  metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  status: text().$type<"pending" | "success" | "failed">().notNull().default("pending"),
  channel: text(),
  cardBrand: text(),
  cardLast4: text(),
  cardBank: text(),
  paidAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
