import { checkoutEndpoints, type TransactionSort } from "@bitmarte/contracts";
import { useMutation } from "@tanstack/react-query";
import { buildPath } from "../../lib/api-client";
import { type CsvFile, datedCsvName, fetchCsv, saveFile } from "../../lib/csv-download";
import type { TransactionFilters, TransactionScope } from "./transactions-model";

const LIST = { merchant: checkoutEndpoints.merchantTransactions, admin: checkoutEndpoints.adminTransactions } as const;

/** What an export asks for: the table's filters and, when it is sorted, its order. */
export type TransactionExport = TransactionFilters & { sort?: TransactionSort };

/** The server's CSV of the filtered transactions (in the table's order), fetched with the signed-in user's token. */
export function fetchTransactionsCsv(scope: TransactionScope, filters: TransactionExport, fetcher?: typeof fetch): Promise<CsvFile> {
  return fetchCsv(buildPath(LIST[scope]), { ...filters }, { userType: scope, fallbackName: datedCsvName("transactions"), fetcher });
}

export function useExportTransactions(scope: TransactionScope) {
  return useMutation({
    mutationFn: async (filters: TransactionExport) => {
      const file = await fetchTransactionsCsv(scope, filters);
      saveFile(file);
      return file;
    },
  });
}
