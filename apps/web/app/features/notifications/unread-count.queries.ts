import type { notificationsEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";
import type { UserType } from "../../lib/session";

// The keys and the badge's query without zod: the storefront header's bell loads this file.

const unread = endpointRoute<typeof notificationsEndpoints.unread>({ method: "GET", path: "/notifications/unread-count", auth: "signed-in" });

export const notificationKeys = {
  all: (userType: UserType) => ["notifications", userType] as const,
  lists: (userType: UserType) => ["notifications", userType, "list"] as const,
  unread: (userType: UserType) => ["notifications", userType, "unread"] as const,
  preferences: (userType: UserType) => ["notifications", userType, "preferences"] as const,
};

/** The badge: kept current by the live stream, read again every few minutes in case the stream was down. */
export function unreadCountQuery(userType: UserType) {
  return queryOptions({
    queryKey: notificationKeys.unread(userType),
    queryFn: ({ signal }) => callEndpoint(unread, {}, { userType, signal }),
    staleTime: 60_000,
    refetchInterval: 300_000,
  });
}
