import { webhooksEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

/** Webhooks are managed by admins (the platform's) and store owners (the store's). */
export type WebhookUserType = "admin" | "merchant";

export const webhookKeys = {
  all: (userType: WebhookUserType) => ["webhooks", userType] as const,
  endpoints: (userType: WebhookUserType) => ["webhooks", userType, "endpoints"] as const,
  endpoint: (userType: WebhookUserType, id: string) => ["webhooks", userType, "endpoint", id] as const,
  deliveryLists: (userType: WebhookUserType, id: string) => ["webhooks", userType, "deliveries", id] as const,
  deliveries: (userType: WebhookUserType, id: string, page: number, limit: number) => ["webhooks", userType, "deliveries", id, { page, limit }] as const,
};

export function webhookEndpointsQuery(userType: WebhookUserType) {
  return queryOptions({
    queryKey: webhookKeys.endpoints(userType),
    queryFn: ({ signal }) => callEndpoint(webhooksEndpoints.listEndpoints, {}, { userType, signal }),
  });
}

export function webhookEndpointQuery(userType: WebhookUserType, id: string) {
  return queryOptions({
    queryKey: webhookKeys.endpoint(userType, id),
    queryFn: ({ signal }) => callEndpoint(webhooksEndpoints.getEndpoint, { params: { id } }, { userType, signal }),
  });
}

/** The delivery log; while a delivery waits for an attempt or a retry the page is read again every few seconds. */
export function webhookDeliveriesQuery(userType: WebhookUserType, id: string, page: number, limit: number) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(userType, id, page, limit),
    queryFn: ({ signal }) => callEndpoint(webhooksEndpoints.listDeliveries, { params: { id }, query: { page, limit } }, { userType, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((r) => r.status === "pending") ? 3000 : false),
  });
}
