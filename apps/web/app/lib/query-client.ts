import { QUERY_RETRY, retryDelay } from "@bitmarte/contracts/light";
import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

/** Whether the browser says it has no connection (never during server rendering). */
function knownOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * Network failures and server errors are retried (spec §9); a 4xx answer will not change on retry, and a
 * browser that knows it is offline is told so at once ("Check network connection") instead of waiting.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.isNetworkError && knownOffline()) return false;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // "always": a call made offline fails at once with "Check network connection" and its button comes
      // back. The default ("online") pauses it without a word and sends it when the connection returns,
      // so a second tap meant the item was added twice.
      queries: {
        networkMode: "always",
        retry: shouldRetry,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: {
        networkMode: "always",
        retry: false,
      },
    },
  });
}
