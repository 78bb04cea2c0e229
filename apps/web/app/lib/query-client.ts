import { QUERY_RETRY, retryDelay } from "@bitmarte/contracts/light";
import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient } from "@tanstack/react-query";
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

/**
 * After a write, what a screen shows is asked for again. TanStack Query's invalidation restarts a
 * fetch under way only when the query already has data: a screen's first fetch (a search just typed)
 * is joined instead, and its answer, which the server may have given before the write, is then kept
 * as fresh. Those first fetches are cancelled here, so the refetch that follows asks after the write.
 */
export class FreshAfterWriteQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    await this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus === "fetching" &&
        query.getObserversCount() > 0 &&
        (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new FreshAfterWriteQueryClient({
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
