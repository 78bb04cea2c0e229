// Payouts: a completed order's merchant due becomes a payout (pending → approved → [sending →] processed), netting
// clawbacks; chargebacks and their decisions; the merchant statement; reconciliation against the provider.
import type { DomainEventHandlers } from "../../events/domain-events.js";
import { onChargebackReported, onOrderCompleted } from "./payouts.service.js";

export { netPayout } from "./payouts.netting.js";
export { payoutsJobs } from "./payouts.jobs.js";
export { payoutsDevRoutes, payoutsRoutes } from "./payouts.routes.js";

/** Subscribed in app.ts: completion makes the payout; a provider's dispute opens a chargeback. */
export const payoutsEventHandlers: DomainEventHandlers = {
  "orders.completed": onOrderCompleted,
  "payments.chargebackReported": onChargebackReported,
};
