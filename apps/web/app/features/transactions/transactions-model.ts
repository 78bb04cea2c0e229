import { TRANSACTION_STATUSES, type Transaction, type TransactionStatus } from "@bitmarte/contracts";

/** Whose transactions a screen shows: the merchant's store or the whole platform. */
export type TransactionScope = "merchant" | "admin";

/** Shared with the server's CSV export, so the file says what the screen says. */
export { TRANSACTION_STATUS_LABELS } from "@bitmarte/contracts";

export const TRANSACTION_STATUS_COLORS: Record<TransactionStatus, string> = {
  success: "brand.6",
  pending: "yellow.5",
  failed: "red.6",
  abandoned: "gray.5",
  reversed: "grape.5",
};

export function isTransactionStatus(value: string | null | undefined): value is TransactionStatus {
  return !!value && (TRANSACTION_STATUSES as readonly string[]).includes(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real calendar day, or undefined. */
export function validDay(value: string | null | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** The list filters a transaction screen keeps in the address. */
export interface TransactionFilters {
  status?: TransactionStatus;
  search?: string;
  startDate?: string;
  endDate?: string;
}

/** Filters read from the address; unknown values are ignored and a reversed range is put in order. */
export function filtersFromParams(get: (name: string) => string | null, search: string): TransactionFilters {
  const status = get("status");
  let startDate = validDay(get("from"));
  let endDate = validDay(get("to"));
  if (startDate && endDate && startDate > endDate) [startDate, endDate] = [endDate, startDate];
  return {
    status: isTransactionStatus(status) ? status : undefined,
    search: search.trim() || undefined,
    startDate,
    endDate,
  };
}

/** "•••• 4242" from whatever the server sends; never more than the last four digits. */
export function maskedCard(cardNumber: string | null | undefined): string | null {
  const digits = (cardNumber ?? "").replace(/\D/g, "");
  if (!digits) return null;
  return `•••• ${digits.slice(-4)}`;
}

/** The UTC calendar day of an ISO timestamp (the server filters by UTC days). */
export function utcDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Longest run of days the chart draws one bar per day for; longer ranges show only the days with payments. */
export const CHART_MAX_DAYS = 92;

/** Shortest run of days the chart draws when the filter gives no start date. */
export const CHART_MIN_DAYS = 14;

export type DailyTotalsRow = { day: string } & Record<TransactionStatus, number>;

function emptyDay(day: string): DailyTotalsRow {
  return { day, pending: 0, success: 0, failed: 0, abandoned: 0, reversed: 0 };
}

/**
 * Amounts per day and status, in kobo arithmetic so sums of naira stay exact. Every day of the
 * range gets a row (zero when quiet), from the filter's dates or else from the first to the last payment.
 */
export function dailyTotals(rows: Pick<Transaction, "amount" | "createdAt" | "status">[], range: { startDate?: string; endDate?: string } = {}): DailyTotalsRow[] {
  const kobo = new Map<string, Record<TransactionStatus, number>>();
  for (const row of rows) {
    const day = utcDay(row.createdAt);
    const totals = kobo.get(day) ?? { pending: 0, success: 0, failed: 0, abandoned: 0, reversed: 0 };
    totals[row.status] += Math.round(row.amount * 100);
    kobo.set(day, totals);
  }
  const days = [...kobo.keys()].sort();
  const last = range.endDate ?? days[days.length - 1];
  // Without a start date, show at least two weeks so one busy day is not one bar across the chart.
  const twoWeeksBefore = last ? addDays(last, -(CHART_MIN_DAYS - 1)) : undefined;
  const first = range.startDate ?? (days[0] && twoWeeksBefore && twoWeeksBefore < days[0] ? twoWeeksBefore : days[0]);
  let axis: string[] = days;
  if (first && last && first <= last) {
    const span = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
    if (span <= CHART_MAX_DAYS) axis = Array.from({ length: span }, (_, i) => addDays(first, i));
  }
  return axis.map((day) => {
    const totals = kobo.get(day);
    const row = emptyDay(day);
    if (totals) for (const status of TRANSACTION_STATUSES) row[status] = totals[status] / 100;
    return row;
  });
}

/** Statuses that have any amount in the chart, in the catalogue's order. */
export function statusesIn(rows: DailyTotalsRow[]): TransactionStatus[] {
  return TRANSACTION_STATUSES.filter((status) => rows.some((row) => row[status] > 0));
}

