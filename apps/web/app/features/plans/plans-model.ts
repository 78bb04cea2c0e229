import type { PricingPlan } from "@bitmarte/contracts";

/** Example monthly sales the plans are compared on. */
export const EXAMPLE_MONTHLY_SALES = 100_000;

/** What a merchant keeps of `sales` (naira) on a plan: sales − commission − monthly fee, to the kobo. */
export function keptOnPlan(plan: Pick<PricingPlan, "commissionPercentage" | "monthlyFee">, sales = EXAMPLE_MONTHLY_SALES): number {
  const salesKobo = Math.round(sales * 100);
  const commissionKobo = Math.round((salesKobo * plan.commissionPercentage) / 100);
  return (salesKobo - commissionKobo - Math.round(plan.monthlyFee * 100)) / 100;
}

/**
 * The monthly sales (naira) above which plan `b` leaves more than plan `a`, or null when it never does
 * (or always does). Kept = s·(1 − c/100) − fee, so the lines cross where s = (fee_b − fee_a) / ((c_a − c_b)/100).
 */
export function breakEvenSales(a: Pick<PricingPlan, "commissionPercentage" | "monthlyFee">, b: Pick<PricingPlan, "commissionPercentage" | "monthlyFee">): number | null {
  const rateGap = a.commissionPercentage - b.commissionPercentage;
  const feeGap = b.monthlyFee - a.monthlyFee;
  if (rateGap <= 0 || feeGap <= 0) return null;
  return Math.ceil((feeGap * 100) / rateGap);
}
