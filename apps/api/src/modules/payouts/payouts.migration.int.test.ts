import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeMerchant, type MerchantPerson } from "../../../test/factories/people.js";
import { makeCompletedOrder } from "../../../test/factories/payouts.js";
import { merchantPayable } from "../ledger/index.js";
import { ledgerTransactions } from "../ledger/ledger.table.js";
import { orders } from "../orders/orders.table.js";
import { merchantPayouts } from "./payouts.table.js";

let t: TestApp;
let seller: MerchantPerson;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
});

/** The backfill statements of the payouts migration (the last three), as the migration runs them. */
function backfillStatements(): string[] {
  const file = fileURLToPath(new URL("../../db/migrations/0019_payouts.sql", import.meta.url));
  const parts = readFileSync(file, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim());
  return parts.slice(-3);
}

describe("the payouts migration's backfill", () => {
  it("makes a payout for every order completed before it; orders approved with the old flag are approved for their due and booked", async () => {
    const a = await makeCompletedOrder(t, seller);
    const b = await makeCompletedOrder(t, seller);
    const dueOf = async (orderId: string) => (await t.db.select().from(merchantPayouts).where(eq(merchantPayouts.orderId, orderId)))[0].dueKobo;
    const dueA = await dueOf(a.orderId);
    const dueB = await dueOf(b.orderId);
    // As before the migration: no payout rows, and B approved by the old flag (nothing booked).
    await t.db.delete(merchantPayouts);
    await t.db.update(orders).set({ approvePayout: true }).where(eq(orders.id, b.orderId));

    await t.db.transaction(async (tx) => {
      for (const statement of backfillStatements()) await tx.execute(sql.raw(statement));
    });

    const rows = await t.db.select().from(merchantPayouts);
    expect(rows).toHaveLength(2);
    const ra = rows.find((r) => r.orderId === a.orderId);
    const rb = rows.find((r) => r.orderId === b.orderId);
    expect(ra).toMatchObject({ status: "pending", dueKobo: dueA, amountKobo: null, merchantId: seller.merchantId, orderName: a.orderName });
    expect(rb).toMatchObject({ status: "approved", dueKobo: dueB, amountKobo: dueB });
    expect((ra?.totalOrderAmountKobo ?? 0) - (ra?.commissionKobo ?? 0)).toBe(dueA);
    const booked = await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, "payout.approved"), eq(ledgerTransactions.ref, rb?.id ?? "")));
    expect(booked).toHaveLength(1);
    expect(await merchantPayable(t.db, seller.merchantId)).toBe(dueA);
  });
});
