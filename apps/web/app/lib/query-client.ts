import { QUERY_RETRY, retryDelay } from "@bitmarte/contracts/light";
import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

/** Network failures and server errors are retried (spec §9); a 4xx answer will not change on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
