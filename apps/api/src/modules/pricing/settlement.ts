import { percentOf } from "../../lib/money.js";

/** An order's frozen money, as the settlement rules need it (kobo). */
export interface SettledOrder {
  subtotalKobo: number;
  discountKobo: number;
  shippingFeeKobo: number;
  commissionBps: number;
  commissionKobo: number;
}

/** What may be refunded of an order's items: what the customer paid for them (delivery is not refunded by a return). */
export function refundableItemsKobo(o: SettledOrder): number {
  return o.subtotalKobo - o.discountKobo;
}

/**
 * The commission given back when `refundKobo` of items is refunded: the order's rate on the refund, never
 * more than the commission still held (`alreadyReversedKobo` given back by earlier refunds).
 */
export function refundCommissionKobo(o: SettledOrder, refundKobo: number, alreadyReversedKobo = 0): number {
  const left = Math.max(0, o.commissionKobo - alreadyReversedKobo);
  return Math.min(left, percentOf(refundKobo, o.commissionBps), refundKobo);
}

/**
 * How a completed order's money leaves customer clearing: the merchant's due (items − merchant
 * coupons − commission), the platform's commission and delivery, less what was refunded before
 * completion (with its commission). The parts always sum to `clearingKobo`.
 */
export function completionSplit(
  o: SettledOrder,
  refundedItemsKobo: number,
): { clearingKobo: number; merchantDueKobo: number; commissionKobo: number; deliveryKobo: number } {
  const refunded = Math.min(Math.max(0, refundedItemsKobo), refundableItemsKobo(o));
  const commissionBack = refundCommissionKobo(o, refunded);
  const commissionKobo = o.commissionKobo - commissionBack;
  const merchantDueKobo = o.subtotalKobo - o.discountKobo - refunded - commissionKobo;
  const deliveryKobo = o.shippingFeeKobo;
  return { clearingKobo: merchantDueKobo + commissionKobo + deliveryKobo, merchantDueKobo, commissionKobo, deliveryKobo };
}
