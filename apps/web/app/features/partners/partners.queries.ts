import { logisticsEndpoints, type PartnerSort, type PartnerStatus } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export interface PartnerListParams {
  page?: number;
  limit?: number;
  search?: string;
  status?: PartnerStatus;
  /** Absent: applications oldest first, others newest first. */
  sort?: PartnerSort;
}

export const partnerKeys = {
  all: ["partners"] as const,
  lists: () => ["partners", "list"] as const,
  list: (params: PartnerListParams) => ["partners", "list", params] as const,
};

/** Shipping partners and applications (GET /partners, admin). */
export function partnerListQuery(params: PartnerListParams) {
  return queryOptions({
    queryKey: partnerKeys.list(params),
    queryFn: ({ signal }) => callEndpoint(logisticsEndpoints.partners, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}
