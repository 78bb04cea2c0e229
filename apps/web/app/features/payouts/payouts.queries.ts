import {
  type ChargebackStatus,
  MESSAGES,
  payoutsEndpoints,
  reportsEndpoints,
  returnsEndpoints,
  storesEndpoints,
} from "@bitmarte/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { buildPath, callEndpoint, callEndpointEnvelope } from "../../lib/api-client";
import { fetchCsv, saveFile } from "../../lib/csv-download";
import { type PayoutFilters, type PayoutScope, rangeQuery } from "./payouts-model";

export const payoutKeys = {
  all: ["payouts"] as const,
  list: (scope: PayoutScope, params: object) => ["payouts", scope, "list", params] as const,
  stats: (params: object) => ["payouts", "admin", "stats", params] as const,
  chargebacks: (params: object) => ["payouts", "chargebacks", params] as const,
  reconciliation: (params: object) => ["payouts", "reconciliation", params] as const,
  statement: (params: object) => ["payouts", "statement", params] as const,
  bankAccount: () => ["payouts", "bank-account"] as const,
  banks: () => ["payouts", "banks"] as const,
};

/** The store's payout bank account (merchant). */
export function payoutBankAccountQuery() {
  return queryOptions({
    queryKey: payoutKeys.bankAccount(),
    queryFn: ({ signal }) => callEndpoint(payoutsEndpoints.bankAccount, {}, { userType: "merchant", signal }),
  });
}

/** The bank list for the payout account form; it changes rarely. */
export function payoutBanksQuery() {
  return queryOptions({
    queryKey: payoutKeys.banks(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.banks, {}, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** Saves the payout account; the server has the bank resolve its name first. */
export function useSavePayoutBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { bankCode: string; accountNumber: string }) =>
      callEndpointEnvelope(payoutsEndpoints.saveBankAccount, { body }, { userType: "merchant" }),
    onSettled: () => client.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

const LIST = { merchant: reportsEndpoints.merchantPayments, admin: reportsEndpoints.adminPayments } as const;

export function payoutsQuery(scope: PayoutScope, f: PayoutFilters & { page: number; limit: number }) {
  const query = { ...rangeQuery(f), status: f.status, sort: f.sort, page: f.page, limit: f.limit, format: "json" as const };
  return queryOptions({
    queryKey: payoutKeys.list(scope, query),
    queryFn: ({ signal }) => callEndpoint(LIST[scope], { query }, { userType: scope, signal }),
    placeholderData: keepPreviousData,
    // A payout on its way to the bank settles when the provider confirms: look again until none is sending.
    refetchInterval: (q) => (q.state.data?.rows.some((r) => r.status === "sending") ? 3000 : false),
  });
}

export function payoutStatsQuery(f: { startDate?: string; endDate?: string }) {
  const query = rangeQuery(f);
  return queryOptions({
    queryKey: payoutKeys.stats(query),
    queryFn: ({ signal }) => callEndpoint(reportsEndpoints.adminPaymentStats, { query }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

export function chargebacksQuery(q: { status?: ChargebackStatus; page: number; limit: number }) {
  return queryOptions({
    queryKey: payoutKeys.chargebacks(q),
    queryFn: ({ signal }) => callEndpoint(payoutsEndpoints.chargebacks, { query: q }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

export function reconciliationQuery(q: { startDate: string; endDate: string }) {
  return queryOptions({
    queryKey: payoutKeys.reconciliation(q),
    queryFn: ({ signal }) => callEndpoint(payoutsEndpoints.reconciliation, { query: q }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

export function statementQuery(scope: PayoutScope, q: { startDate: string; endDate: string; merchantId?: string }) {
  return queryOptions({
    queryKey: payoutKeys.statement({ scope, ...q }),
    queryFn: ({ signal }) => callEndpoint(payoutsEndpoints.statement, { query: { ...q, format: "json" } }, { userType: scope, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approve, or mark processed with the bank transfer reference. */
export function useUpdatePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: "approved" | "processed"; reference?: string }) =>
      callEndpointEnvelope(reportsEndpoints.updateMerchantPayment, { params: { id: input.id }, body: { status: input.status, reference: input.reference } }, { userType: "admin" }),
    onSettled: () => client.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/** Send an approved payout (again) through the transfer provider. */
export function useSendPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string }) => callEndpointEnvelope(payoutsEndpoints.sendPayout, { params: { id: input.id } }, { userType: "admin" }),
    onSettled: () => client.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export function useRecordChargeback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderName: string; storeName?: string; amount: number; reason: string }) =>
      callEndpointEnvelope(payoutsEndpoints.recordChargeback, { body }, { userType: "admin" }),
    onSettled: () => client.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export function useDecideChargeback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: "merchant_liable" | "platform_liable" | "reject"; note?: string }) =>
      callEndpointEnvelope(returnsEndpoints.chargebackDecision, { params: { id: input.id }, body: { decision: input.decision, note: input.note || undefined } }, { userType: "admin" }),
    onSettled: () => client.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

// ---- CSV downloads ----

async function download(scope: PayoutScope, path: string, query: Record<string, unknown>, fallbackName: string): Promise<string> {
  const file = await fetchCsv(path, query, { userType: scope, fallbackName, failureMessage: MESSAGES.getPaymentReportFailed });
  saveFile(file);
  return file.fileName;
}

export function useExportPayouts(scope: PayoutScope) {
  return useMutation({
    mutationFn: (f: PayoutFilters) => download(scope, buildPath(LIST[scope]), { ...rangeQuery(f), status: f.status, sort: f.sort }, "payouts.csv"),
  });
}

export function useDownloadStatement(scope: PayoutScope) {
  return useMutation({
    mutationFn: (q: { startDate: string; endDate: string; merchantId?: string }) => download(scope, buildPath(payoutsEndpoints.statement), q, "statement.csv"),
  });
}
