/**
 * What an approved payout pays. `payableKobo` is what the ledger says the platform owes the merchant now
 * (completions credited, payouts approved, clawbacks debited); `pendingDuesKobo` is the sum of the dues of
 * the merchant's payouts still pending, this one included. Without clawbacks the two are equal; whatever
 * the payable is short of the pending dues is owed back by the merchant (refunds or chargebacks after
 * payout) and is netted here, up to this payout's due. The amount is never below 0 nor above what is owed.
 */
export function netPayout(input: { dueKobo: number; payableKobo: number; pendingDuesKobo: number }): {
  amountKobo: number;
  adjustmentsKobo: number;
} {
  const due = Math.max(0, input.dueKobo);
  const clawback = Math.max(0, input.pendingDuesKobo - input.payableKobo);
  const amountKobo = Math.max(0, Math.min(due - clawback, input.payableKobo));
  return { amountKobo, adjustmentsKobo: due - amountKobo };
}
