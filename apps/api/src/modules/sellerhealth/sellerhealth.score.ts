import {
  SELLER_HEALTH_FACTORS,
  SELLER_HEALTH_RULES,
  type SellerHealthFactor,
  type SellerHealthFactorKey,
  type SellerHealthLevel,
} from "@bitmarte/contracts";

/** What one factor measured: cases against the store out of a total, or an average rating. */
export interface FactorInput {
  cases: number;
  outOf: number;
  /** Ratings only: the average stars (null without reviews). */
  average?: number | null;
}

/** Points of a factor: full at `fullAt` or better, none at `zeroAt` or worse, a straight line between (one decimal). */
export function factorPoints(key: SellerHealthFactorKey, measure: number | null): number {
  const rule = SELLER_HEALTH_RULES[key];
  if (measure === null) return rule.weight;
  // For percentages lower is better; for stars higher is better. `share` is how much of the weight is kept.
  const share = rule.unit === "stars" ? (measure - rule.zeroAt) / (rule.fullAt - rule.zeroAt) : (rule.zeroAt - measure) / (rule.zeroAt - rule.fullAt);
  return Math.round(rule.weight * Math.min(1, Math.max(0, share)) * 10) / 10;
}

/** A factor's measure: percent of cases (one decimal), the average stars (two decimals), or null when there is nothing to measure. */
export function factorMeasure(key: SellerHealthFactorKey, input: FactorInput): number | null {
  if (SELLER_HEALTH_RULES[key].unit === "stars") return input.average == null ? null : Math.round(input.average * 100) / 100;
  if (input.outOf <= 0) return null;
  return Math.round((Math.min(input.cases, input.outOf) / input.outOf) * 1000) / 10;
}

export function scoreFactors(inputs: Record<SellerHealthFactorKey, FactorInput>): { score: number; factors: SellerHealthFactor[] } {
  const factors = SELLER_HEALTH_FACTORS.map((key) => {
    const rule = SELLER_HEALTH_RULES[key];
    const measure = factorMeasure(key, inputs[key]);
    return {
      key,
      label: rule.label,
      cases: inputs[key].cases,
      outOf: inputs[key].outOf,
      measure,
      unit: rule.unit,
      points: factorPoints(key, measure),
      weight: rule.weight,
      fullAt: rule.fullAt,
      zeroAt: rule.zeroAt,
      counts: rule.counts,
      advice: rule.advice,
    };
  });
  const score = Math.round(factors.reduce((sum, f) => sum + f.points, 0));
  return { score: Math.min(100, Math.max(0, score)), factors };
}

export interface Thresholds {
  warningBelow: number;
  demotionBelow: number;
  payoutHoldBelow: number;
}

/** The level a score puts a store on, by the admin's thresholds. */
export function levelForScore(score: number, t: Thresholds): SellerHealthLevel {
  if (score < t.payoutHoldBelow) return "payout_hold";
  if (score < t.demotionBelow) return "demoted";
  if (score < t.warningBelow) return "warning";
  return "good";
}

/** Levels from best to worst, for "did it get worse". */
export const LEVEL_RANK: Record<SellerHealthLevel, number> = { good: 0, warning: 1, demoted: 2, payout_hold: 3 };

/** Demoted and held stores rank lower in search. */
export const isDemotedLevel = (level: SellerHealthLevel) => level === "demoted" || level === "payout_hold";

/** The reason the merchant reads for a level the score put them on. */
export function levelReason(level: SellerHealthLevel, score: number, t: Thresholds): string {
  switch (level) {
    case "payout_hold":
      return `Your seller health score is ${score}, below ${t.payoutHoldBelow}: payouts to your bank account are on hold and your products show lower in search results until your score is ${t.payoutHoldBelow} or more.`;
    case "demoted":
      return `Your seller health score is ${score}, below ${t.demotionBelow}: your products show lower in search results until your score is ${t.demotionBelow} or more.`;
    case "warning":
      return `Your seller health score is ${score}, below ${t.warningBelow}. Nothing is restricted yet; improve the factors below to keep your products' place in search.`;
    default:
      return `Your seller health score is ${score}: your store is in good standing.`;
  }
}
