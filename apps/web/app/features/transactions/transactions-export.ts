import { checkoutEndpoints } from "@bitmarte/contracts";
import { useMutation } from "@tanstack/react-query";
import { buildPath } from "../../lib/api-client";
import { type CsvFile, datedCsvName, fetchCsv, saveFile } from "../../lib/csv-download";
import type { TransactionFilters, TransactionScope } from "./transactions-model";

const LIST = { merchant: checkoutEndpoints.merchantTransactions, admin: checkoutEndpoints.adminTransactions } as const;

/** The server's CSV of the filtered transactions, fetched with the signed-in user's token. */
export function fetchTransactionsCsv(scope: TransactionScope, filters: TransactionFilters, fetcher?: typeof fetch): Promise<CsvFile> {
  return fetchCsv(buildPath(LIST[scope]), { ...filters }, { userType: scope, fallbackName: datedCsvName("transactions"), fetcher });
}

export function useExportTransactions(scope: TransactionScope) {
  return useMutation({
    mutationFn: async (filters: TransactionFilters) => {
      const file = await fetchTransactionsCsv(scope, filters);
      saveFile(file);
      return file;
    },
  });
}
