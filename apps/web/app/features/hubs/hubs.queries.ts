import { type HUB_STATUSES, storesEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export interface HubListParams {
  page?: number;
  limit?: number;
  search?: string;
  status?: (typeof HUB_STATUSES)[number];
}

export const hubKeys = {
  all: ["hubs"] as const,
  applications: () => ["hubs", "applications"] as const,
  applicationPage: (params: { page?: number; limit?: number }) => ["hubs", "applications", params] as const,
  lists: () => ["hubs", "list"] as const,
  list: (params: HubListParams) => ["hubs", "list", params] as const,
};

export function hubApplicationsQuery(params: { page?: number; limit?: number }) {
  return queryOptions({
    queryKey: hubKeys.applicationPage(params),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.hubApplications, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

export function hubListQuery(params: HubListParams) {
  return queryOptions({
    queryKey: hubKeys.list(params),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.hubs, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}
