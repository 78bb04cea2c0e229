import { devEndpoints } from "@bitmarte/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import { useHydrated } from "../../lib/use-hydrated";

export const outboxKeys = {
  all: ["dev", "outbox"] as const,
};

export function useOutbox() {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: outboxKeys.all,
    queryFn: ({ signal }) => callEndpoint(devEndpoints.outbox, { query: { limit: 50 } }, { signal }),
    enabled: hydrated,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * A link from a mail as a path on this site: `http://host:3000/confirm-email/abc` → `/confirm-email/abc`,
 * so the link works whatever APP_URL the server was started with.
 */
export function toSameOriginPath(link: string): string {
  try {
    const url = new URL(link, "http://placeholder.invalid");
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return link.startsWith("/") ? link : `/${link}`;
  }
}

/** A short name for a mail link, from its path. */
export function describeLink(path: string): string {
  if (/\/confirm-email\//.test(path)) return path.startsWith("/merchant/") ? "Confirm merchant email" : "Confirm email";
  if (/\/reset-password\//.test(path)) {
    if (path.startsWith("/merchant/")) return "Reset merchant password";
    if (path.startsWith("/admin/")) return "Reset admin password";
    if (path.startsWith("/shipping-partner/")) return "Reset shipping partner password";
    return "Reset password";
  }
  return "Open link";
}
