/**
 * What each pricing plan includes beyond selling (the plan table's "Includes" column), as the server
 * enforces it. Plans are reference data with a stable `code`; a merchant without a plan yet is on
 * Starter (the commission rule says the same).
 */
export const PLAN_CODES = ["starter", "growth", "premium"] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const PLAN_NAMES: Record<PlanCode, string> = { starter: "Starter", growth: "Growth", premium: "Premium" };

export const PLAN_FEATURES = {
  featuredProducts: { label: "featured product slots", plans: ["growth", "premium"] },
} as const satisfies Record<string, { label: string; plans: readonly PlanCode[] }>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

export function planIncludes(plan: PlanCode, feature: PlanFeature): boolean {
  return (PLAN_FEATURES[feature].plans as readonly PlanCode[]).includes(plan);
}

/** The cheapest plan that includes the feature (plans are listed cheapest first). */
export function cheapestPlanWith(feature: PlanFeature): PlanCode {
  return PLAN_FEATURES[feature].plans[0];
}
