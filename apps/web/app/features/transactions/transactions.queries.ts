import { checkoutEndpoints, type Transaction, type TransactionSort } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import type { TransactionFilters, TransactionScope } from "./transactions-model";

export interface TransactionPageParams extends TransactionFilters {
  page: number;
  limit: number;
  /** Absent: newest first. */
  sort?: TransactionSort;
}

const LIST = { merchant: checkoutEndpoints.merchantTransactions, admin: checkoutEndpoints.adminTransactions } as const;
const ONE = { merchant: checkoutEndpoints.merchantTransaction, admin: checkoutEndpoints.adminTransaction } as const;

/** The server caps a page at this many rows. */
const MAX_PAGE = 100;
/** The chart reads at most this many of the filtered transactions (newest first). */
export const CHART_ROW_LIMIT = 500;

export const transactionKeys = {
  all: ["transactions"] as const,
  scope: (scope: TransactionScope) => ["transactions", scope] as const,
  list: (scope: TransactionScope, params: TransactionPageParams) => ["transactions", scope, "list", params] as const,
  chart: (scope: TransactionScope, filters: TransactionFilters) => ["transactions", scope, "chart", filters] as const,
  detail: (scope: TransactionScope, id: string) => ["transactions", scope, "detail", id] as const,
};

function listPage(scope: TransactionScope, query: TransactionPageParams, signal?: AbortSignal) {
  return callEndpoint(LIST[scope], { query: { ...query, format: "json" } }, { userType: scope, signal });
}

export function transactionsQuery(scope: TransactionScope, params: TransactionPageParams) {
  return queryOptions({
    queryKey: transactionKeys.list(scope, params),
    queryFn: ({ signal }) => listPage(scope, params, signal),
    placeholderData: keepPreviousData,
  });
}

export interface ChartSource {
  rows: Transaction[];
  /** All transactions matching the filters (the chart may read fewer). */
  count: number;
}

/** The filtered transactions the chart sums: up to CHART_ROW_LIMIT, newest first, read a full page at a time. */
export function transactionChartQuery(scope: TransactionScope, filters: TransactionFilters) {
  return queryOptions({
    queryKey: transactionKeys.chart(scope, filters),
    queryFn: async ({ signal }): Promise<ChartSource> => {
      const first = await listPage(scope, { ...filters, page: 1, limit: MAX_PAGE }, signal);
      const pages = Math.min(Math.ceil(first.count / MAX_PAGE), CHART_ROW_LIMIT / MAX_PAGE);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, i) => listPage(scope, { ...filters, page: i + 2, limit: MAX_PAGE }, signal)),
      );
      return { rows: [first, ...rest].flatMap((p) => p.rows), count: first.count };
    },
    placeholderData: keepPreviousData,
  });
}

export function transactionQuery(scope: TransactionScope, id: string) {
  return queryOptions({
    queryKey: transactionKeys.detail(scope, id),
    queryFn: ({ signal }) => callEndpoint(ONE[scope], { params: { id } }, { userType: scope, signal }),
  });
}
