import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { netPayout } from "./payouts.netting.js";

describe("netPayout", () => {
  it("pays the due when nothing is owed back", () => {
    expect(
      netPayout({
        dueKobo: 50_000,
        payableKobo: 80_000,
        pendingDuesKobo: 80_000,
      }),
    ).toEqual({ amountKobo: 50_000, adjustmentsKobo: 0 });
  });
  it("nets a clawback, and never goes below 0", () => {
    expect(
      netPayout({
        dueKobo: 50_000,
        payableKobo: 30_000,
        pendingDuesKobo: 50_000,
      }),
    ).toEqual({ amountKobo: 30_000, adjustmentsKobo: 20_000 });
    expect(
      netPayout({
        dueKobo: 50_000,
        payableKobo: -10_000,
        pendingDuesKobo: 50_000,
      }),
    ).toEqual({ amountKobo: 0, adjustmentsKobo: 50_000 });
  });

  type Step = { kind: "complete"; dueKobo: number } | { kind: "clawback"; kobo: number } | { kind: "approve"; pick: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant("complete" as const),
      dueKobo: fc.integer({ min: 0, max: 5_000_000 }),
    }),
    fc.record({
      kind: fc.constant("clawback" as const),
      kobo: fc.integer({ min: 1, max: 3_000_000 }),
    }),
    fc.record({ kind: fc.constant("approve" as const), pick: fc.nat() }),
  );

  it("over any sequence of completions, clawbacks (refunds, chargebacks after payout) and approvals: never pays more than owed, and the totals reconcile", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        // A model of one merchant's payable account and its payout rows.
        let payable = 0;
        let paid = 0;
        let dues = 0;
        let clawbacks = 0;
        const pending: number[] = [];
        for (const s of steps) {
          if (s.kind === "complete") {
            payable += s.dueKobo;
            dues += s.dueKobo;
            pending.push(s.dueKobo);
          } else if (s.kind === "clawback") {
            payable -= s.kobo;
            clawbacks += s.kobo;
          } else if (pending.length > 0) {
            const i = s.pick % pending.length;
            const due = pending[i];
            const pendingDues = pending.reduce((a, b) => a + b, 0);
            const shortBefore = Math.max(0, pendingDues - payable);
            const { amountKobo, adjustmentsKobo } = netPayout({
              dueKobo: due,
              payableKobo: payable,
              pendingDuesKobo: pendingDues,
            });
            // never negative, never more than the due, never more than the merchant is owed
            expect(amountKobo).toBeGreaterThanOrEqual(0);
            expect(amountKobo + adjustmentsKobo).toBe(due);
            expect(amountKobo).toBeLessThanOrEqual(Math.max(0, payable));
            pending.splice(i, 1);
            payable -= amountKobo;
            paid += amountKobo;
            // what the merchant still owes back never grows by paying out
            const shortAfter = Math.max(0, pending.reduce((a, b) => a + b, 0) - payable);
            expect(shortAfter).toBeLessThanOrEqual(shortBefore);
          }
          // Σpaid + owed-now = Σdue − Σclawbacks, after every step
          expect(paid + payable).toBe(dues - clawbacks);
          // the payable goes below the pending dues only by clawbacks not yet recovered
          expect(payable).toBeGreaterThanOrEqual(pending.reduce((a, b) => a + b, 0) - clawbacks);
        }
        // Once everything is approved, all that was owed is paid: nothing stays payable, and a negative
        // balance is only what clawbacks exceed; no more than the dues was ever paid.
        if (pending.length === 0) {
          expect(payable).toBeLessThanOrEqual(0);
          expect(paid).toBeGreaterThanOrEqual(dues - clawbacks);
          expect(paid).toBeLessThanOrEqual(dues);
        }
      }),
      { numRuns: 500 },
    );
  });
});
