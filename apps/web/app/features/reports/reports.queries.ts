import { type EndpointDef, reportsEndpoints as e } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import { buildPath, callEndpoint } from "../../lib/api-client";
import { type CsvFile, datedCsvName, fetchCsv, saveFile } from "../../lib/csv-download";
import { type ReportInterval, type ReportRange, type ReportScope } from "./reports-model";

export const reportKeys = {
  all: ["reports"] as const,
  one: (scope: ReportScope, name: string, params: object) => ["reports", scope, name, params] as const,
};

const opts = (scope: ReportScope, signal?: AbortSignal) => ({ userType: scope, signal });

export function salesQuery(scope: ReportScope, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "sales", range),
    queryFn: ({ signal }) => callEndpoint(e.sales, { query: range }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export function returnsQuery(scope: ReportScope, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "returns", range),
    queryFn: ({ signal }) => callEndpoint(e.returns, { query: range }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export function financeQuery(scope: ReportScope, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "finance", range),
    queryFn: ({ signal }) => callEndpoint(e.finance, { query: range }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export function settlementQuery(scope: ReportScope, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "settlement", range),
    queryFn: ({ signal }) => callEndpoint(e.nextDaySettlement, { query: range }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export function salesOverTimeQuery(scope: ReportScope, range: ReportRange, interval: ReportInterval) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "sales-over-time", { ...range, interval }),
    queryFn: ({ signal }) => callEndpoint(e.salesOverTime, { query: { ...range, interval } }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export function ordersOverTimeQuery(scope: ReportScope, range: ReportRange, interval: ReportInterval) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "orders-over-time", { ...range, interval }),
    queryFn: ({ signal }) => callEndpoint(e.ordersOverTime, { query: { ...range, interval } }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export type SalesTableSort = "date" | "total" | "grossSales" | "customerName" | "storeName";
export interface SalesTableParams extends ReportRange {
  page: number;
  limit: number;
  sort: SalesTableSort;
  order: "asc" | "desc";
}

export function salesTableQuery(scope: ReportScope, params: SalesTableParams) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "sales-table", params),
    queryFn: ({ signal }) => callEndpoint(e.salesTable, { query: params }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export function salesByProductsQuery(scope: ReportScope, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "sales-by-products", range),
    queryFn: ({ signal }) => callEndpoint(e.salesByProducts, { query: range }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export function salesByCustomersQuery(scope: ReportScope, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "sales-by-customers", range),
    queryFn: ({ signal }) => callEndpoint(e.salesByCustomers, { query: range }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export function salesByLocationQuery(scope: ReportScope, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "sales-by-location", range),
    queryFn: ({ signal }) => callEndpoint(e.salesByLocation, { query: range }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

export function productsReturnedQuery(scope: ReportScope, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.one(scope, "products-returned", range),
    queryFn: ({ signal }) => callEndpoint(e.productsReturned, { query: range }, opts(scope, signal)),
    placeholderData: keepPreviousData,
  });
}

// ---- CSV ----

export const CSV_REPORTS = {
  "sales-table": e.salesTable,
  "sales-by-products": e.salesByProducts,
  "sales-by-customers": e.salesByCustomers,
  "sales-by-location": e.salesByLocation,
  "products-returned": e.productsReturned,
  "products-sold": e.productsSold,
  "next-day-settlement": e.nextDaySettlement,
} as const satisfies Record<string, EndpointDef>;
export type CsvReport = keyof typeof CSV_REPORTS;

/** The server's CSV of one report (₦ amounts, medium dates), fetched with the signed-in user's token. */
export function fetchReportCsv(scope: ReportScope, report: CsvReport, query: Record<string, unknown>, fetcher?: typeof fetch): Promise<CsvFile> {
  return fetchCsv(buildPath(CSV_REPORTS[report]), query, { userType: scope, fallbackName: datedCsvName(report), fetcher });
}

export function useExportReport(scope: ReportScope) {
  return useMutation({
    mutationFn: async ({ report, query }: { report: CsvReport; query: Record<string, unknown> }) => {
      const file = await fetchReportCsv(scope, report, query);
      saveFile(file);
      return file;
    },
  });
}
