import { type HUB_STATUSES, type HubSort, storesEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export interface HubListParams {
  page?: number;
  limit?: number;
  search?: string;
  status?: (typeof HUB_STATUSES)[number];
  /** Absent: newest first. */
  sort?: HubSort;
}

export const hubKeys = {
  all: ["hubs"] as const,
  applications: () => ["hubs", "applications"] as const,
  applicationPage: (params: HubApplicationParams) => ["hubs", "applications", params] as const,
  lists: () => ["hubs", "list"] as const,
  list: (params: HubListParams) => ["hubs", "list", params] as const,
};

/** Absent sort: oldest first (a queue). */
export interface HubApplicationParams {
  page?: number;
  limit?: number;
  sort?: HubSort;
}

export function hubApplicationsQuery(params: HubApplicationParams) {
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
