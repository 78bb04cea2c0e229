import { fillMessage, MESSAGES, PLAN_CODES, PLAN_FEATURES, PLAN_NAMES, type PlanCode, type PlanFeature, cheapestPlanWith, planIncludes } from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { findMerchant, findPricingPlan } from "./merchants.repository.js";

/** The merchant's plan; a merchant without one (or with a plan unknown here) is on Starter, as its commission is. */
export async function merchantPlanCode(db: DbOrTx, merchantId: string): Promise<PlanCode> {
  const merchant = await findMerchant(db, merchantId);
  const plan = merchant?.pricingPlanId ? await findPricingPlan(db, merchant.pricingPlanId) : null;
  return (PLAN_CODES as readonly string[]).includes(plan?.code ?? "") ? (plan?.code as PlanCode) : "starter";
}

/** 403 naming the plan to upgrade to when the merchant's plan lacks the feature (plan table, `PLAN_FEATURES`). */
export async function assertPlanIncludes(db: DbOrTx, merchantId: string, feature: PlanFeature): Promise<void> {
  if (planIncludes(await merchantPlanCode(db, merchantId), feature)) return;
  throw new AppError(
    403,
    "FORBIDDEN",
    fillMessage(MESSAGES.planFeatureMissing, { feature: PLAN_FEATURES[feature].label, plan: PLAN_NAMES[cheapestPlanWith(feature)] }),
  );
}
