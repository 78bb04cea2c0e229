import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { credit, debit, ledgerBalance, ledgerImbalance, merchantPayable, postLedger, trialBalance } from "./index.js";

const t = await createTestApp();
/** Drizzle wraps the driver's error; the database's own message is the cause. */
const refusedWith = (pattern: RegExp) => (e: unknown) => pattern.test(`${(e as Error).message} ${((e as Error).cause as Error | undefined)?.message ?? ""}`);
const at = new Date("2026-11-01T10:00:00Z");
const merchantId = "00000000-0000-4000-8000-000000000001";

describe("ledger", () => {
  it("books a balanced transaction once per (kind, ref)", async () => {
    const posting = { kind: "test.sale", ref: "r1", memo: "sale", at, lines: [debit("cash", 1500), credit("customer_clearing", 1500)] };
    expect(await t.db.transaction((tx) => postLedger(tx, posting))).toBe(true);
    expect(await t.db.transaction((tx) => postLedger(tx, posting))).toBe(false);
    expect(await ledgerBalance(t.db, "cash")).toBe(1500);
    expect(await ledgerBalance(t.db, "customer_clearing")).toBe(-1500);
  });

  it("keeps one payable account per merchant", async () => {
    await t.db.transaction((tx) =>
      postLedger(tx, {
        kind: "test.due",
        ref: "d1",
        memo: "due",
        at,
        lines: [debit("customer_clearing", 1500), credit("merchant_payable", 1200, merchantId), credit("platform_commission", 300)],
      }),
    );
    expect(await merchantPayable(t.db, merchantId)).toBe(1200);
    expect(await merchantPayable(t.db, "00000000-0000-4000-8000-000000000002")).toBe(0);
    const trial = await trialBalance(t.db);
    expect(trial.reduce((s, r) => s + r.balanceKobo, 0)).toBe(0);
  });

  it("refuses unbalanced postings in code", async () => {
    await expect(
      t.db.transaction((tx) => postLedger(tx, { kind: "test.bad", ref: "b1", memo: "", at, lines: [debit("cash", 100), credit("refunds", 99)] })),
    ).rejects.toThrow(/sum to 1/);
    await expect(
      t.db.transaction((tx) => postLedger(tx, { kind: "test.bad", ref: "b2", memo: "", at, lines: [debit("merchant_payable", 100), credit("cash", 100)] })),
    ).rejects.toThrow(/merchant/);
    await expect(
      t.db.transaction((tx) => postLedger(tx, { kind: "test.bad", ref: "b3", memo: "", at, lines: [debit("cash", 10.5), credit("refunds", 10.5)] })),
    ).rejects.toThrow(/whole kobo/);
  });

  it("the database refuses an unbalanced transaction at commit, and any update or delete", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        const res = await tx.execute<{ id: string }>(
          sql`insert into ledger_transactions (kind, ref, memo, occurred_at) values ('test.raw', 'x1', 'raw', now()) returning id`,
        );
        const id = res.rows[0]!.id;
        await tx.execute(sql`insert into ledger_entries (transaction_id, account, amount_kobo, occurred_at) values (${id}, 'cash', 100, now()), (${id}, 'refunds', -90, now())`);
      }),
    ).rejects.toSatisfy(refusedWith(/unbalanced/));
    await expect(
      t.db.transaction((tx) => tx.execute(sql`insert into ledger_transactions (kind, ref, memo, occurred_at) values ('test.raw', 'x2', 'empty', now())`)),
    ).rejects.toSatisfy(refusedWith(/unbalanced/));
    await expect(t.db.execute(sql`update ledger_entries set amount_kobo = amount_kobo * 2`)).rejects.toSatisfy(refusedWith(/append-only/));
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toSatisfy(refusedWith(/append-only/));
    await expect(t.db.execute(sql`update ledger_transactions set memo = 'changed'`)).rejects.toSatisfy(refusedWith(/append-only/));
    await expect(t.db.execute(sql`delete from ledger_transactions`)).rejects.toSatisfy(refusedWith(/append-only/));
    expect(await ledgerImbalance(t.db)).toEqual({ totalKobo: 0, unbalancedTransactions: 0 });
    expect(await ledgerBalance(t.db, "cash")).toBe(1500);
  });
});
