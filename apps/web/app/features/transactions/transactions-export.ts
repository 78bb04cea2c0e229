import { checkoutEndpoints, MESSAGES } from "@bitmarte/contracts";
import { useMutation } from "@tanstack/react-query";
import { ApiError, buildPath, buildQuery, defaultBaseUrl } from "../../lib/api-client";
import { getToken } from "../../lib/session";
import { fileNameFrom, type TransactionFilters, type TransactionScope } from "./transactions-model";

const LIST = { merchant: checkoutEndpoints.merchantTransactions, admin: checkoutEndpoints.adminTransactions } as const;

export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/** The server's CSV of the filtered transactions, fetched with the signed-in user's token. */
export async function fetchTransactionsCsv(scope: TransactionScope, filters: TransactionFilters, fetcher: typeof fetch = fetch): Promise<CsvFile> {
  const url = `${defaultBaseUrl()}${buildPath(LIST[scope])}${buildQuery({ ...filters, format: "csv" })}`;
  const token = getToken(scope);
  let response: Response;
  try {
    response = await fetcher(url, { headers: { Accept: "text/csv", ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch {
    throw new ApiError({ message: MESSAGES.networkError, code: "NETWORK_ERROR", status: 0 });
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError({
      message: typeof envelope?.message === "string" && envelope.message ? envelope.message : MESSAGES.somethingWentWrong,
      code: response.status === 401 ? "UNAUTHENTICATED" : response.status === 403 ? "FORBIDDEN" : "INTERNAL",
      status: response.status,
    });
  }
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get("content-disposition")) };
}

/** Hands a file to the browser's download. */
export function saveFile({ blob, fileName }: CsvFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
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
