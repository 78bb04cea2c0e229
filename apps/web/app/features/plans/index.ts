// Public
export { PricingPlans } from "./pricing-plans";
// Merchant
export { PlanAndBilling } from "./plan-and-billing";
