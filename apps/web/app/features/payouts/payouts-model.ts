import {
  ADMIN_TRANSFER_LABELS,
  type ChargebackStatus,
  fillMessage,
  type MerchantPayment,
  type MerchantPaymentStatus,
  MERCHANT_TRANSFER_LABELS,
} from "@bitmarte/contracts";

/** Shared with the server's CSV exports, so the files say what the screens say. */
export { PAYOUT_STATUS_LABELS, STATEMENT_TYPE_LABELS } from "@bitmarte/contracts";

export type PayoutScope = "merchant" | "admin";
export type PayoutSort = "newest" | "oldest" | "amount_desc" | "amount_asc";

export const PAYOUT_STATUS_COLORS: Record<MerchantPaymentStatus, string> = {
  pending: "yellow.6",
  approved: "blue.6",
  sending: "cyan.6",
  processed: "brand.6",
};

export const CHARGEBACK_STATUS_LABELS: Record<ChargebackStatus, string> = {
  open: "Open",
  merchant_liable: "Merchant liable",
  platform_liable: "Platform liable",
  rejected: "Rejected (dispute won)",
};


/** With no dates chosen, lists ask for every date (the API always takes a range). */
export const ANY_START = "2000-01-01";
export const ANY_END = "2100-12-31";

export interface PayoutFilters {
  status?: MerchantPaymentStatus;
  startDate?: string;
  endDate?: string;
  sort: PayoutSort;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string | null) => (v && DAY.test(v) ? v : undefined);

export function payoutFiltersFromParams(get: (name: string) => string | null): PayoutFilters {
  const status = get("status");
  const sort = get("sort");
  return {
    status: status === "pending" || status === "approved" || status === "sending" || status === "processed" ? status : undefined,
    startDate: validDay(get("from")),
    endDate: validDay(get("to")),
    sort: sort === "oldest" || sort === "amount_desc" || sort === "amount_asc" ? sort : "newest",
  };
}

/** The query the API takes: the chosen range, or every date. */
export function rangeQuery(f: { startDate?: string; endDate?: string }): { startDate: string; endDate: string } {
  return { startDate: f.startDate ?? ANY_START, endDate: f.endDate ?? f.startDate ?? ANY_END };
}

/** The first of this month to today, as YYYY-MM-DD (UTC). */
export function thisMonth(today: Date = new Date()): { startDate: string; endDate: string } {
  const end = today.toISOString().slice(0, 10);
  return { startDate: `${end.slice(0, 8)}01`, endDate: end };
}

/** "******1234" stays; null shows as a dash. */
export const bankLine = (bankName: string | null, accountNumber: string | null) =>
  bankName || accountNumber ? [bankName, accountNumber].filter(Boolean).join(" · ") : "No bank account on file";

/** The API shows a payout's bank only when the merchant has a verified payout account (or it was paid to one). */
export const hasPayoutAccount = (p: { bankName: string | null; accountNumber: string | null }) => Boolean(p.bankName && p.accountNumber);

/**
 * What a payout's transfer state says, in the reader's words: the admin's ("Failed: reason", "Sending…") or
 * the merchant's ("Transfer failed: reason. We will send it again."). Null when there is nothing to add.
 */
export function transferNote(
  p: Pick<MerchantPayment, "status" | "transferOutcome" | "failureReason">,
  scope: PayoutScope,
): { text: string; tone: "danger" | "info" } | null {
  const words = scope === "admin" ? ADMIN_TRANSFER_LABELS : MERCHANT_TRANSFER_LABELS;
  // Admins read "Sending…" in the row's action; merchants have no action column, so the note says it.
  if (p.status === "sending") return scope === "merchant" ? { text: words.sending, tone: "info" } : null;
  if (p.status === "approved" && p.transferOutcome) {
    return { text: fillMessage(words[p.transferOutcome], { reason: p.failureReason ?? "no reason given" }), tone: "danger" };
  }
  return null;
}
