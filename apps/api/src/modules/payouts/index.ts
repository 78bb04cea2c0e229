// Payouts: a completed order's merchant due becomes a payout (pending → approved → [sending →] processed), netting
// clawbacks; chargebacks and their decisions; the merchant statement; reconciliation against the provider.
import type { DomainEventHandlers } from "../../events/domain-events.js";
import { onChargebackReported, onOrderCompleted } from "./payouts.service.js";
import { onTransferEventReceived } from "./payouts.transfers.js";

export { netPayout } from "./payouts.netting.js";
export { payoutsJobs } from "./payouts.jobs.js";
export { payoutsDevRoutes, payoutsRoutes } from "./payouts.routes.js";

/**
 * Subscribed in app.ts: completion makes the payout; a provider's dispute opens a chargeback; a transfer event
 * that reached the payments webhook (Paystack's one address) moves its payout.
 */
export const payoutsEventHandlers: DomainEventHandlers = {
  "orders.completed": onOrderCompleted,
  "payments.chargebackReported": onChargebackReported,
  "payments.transferEventReceived": onTransferEventReceived,
};
