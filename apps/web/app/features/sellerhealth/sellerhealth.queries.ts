import { type SellerHealthAppealStatus, sellerHealthEndpoints as e } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const sellerHealthKeys = {
  all: ["seller-health"] as const,
  merchant: () => ["seller-health", "merchant"] as const,
  settings: () => ["seller-health", "settings"] as const,
  appeals: (params: object) => ["seller-health", "appeals", params] as const,
  store: (storeId: string) => ["seller-health", "store", storeId] as const,
};

/** The signed-in merchant's store health. */
export function merchantHealthQuery() {
  return queryOptions({
    queryKey: sellerHealthKeys.merchant(),
    queryFn: ({ signal }) => callEndpoint(e.merchant, {}, { userType: "merchant", signal }),
    staleTime: 60_000,
  });
}

export function healthSettingsQuery() {
  return queryOptions({
    queryKey: sellerHealthKeys.settings(),
    queryFn: ({ signal }) => callEndpoint(e.settings, {}, { userType: "admin", signal }),
  });
}

export interface AppealListParams {
  page: number;
  limit: number;
  status?: SellerHealthAppealStatus;
}

export function appealsQuery(params: AppealListParams) {
  return queryOptions({
    queryKey: sellerHealthKeys.appeals(params),
    queryFn: ({ signal }) => callEndpoint(e.appeals, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

/** One store's health as its merchant sees it (the admin's decide dialog). */
export function storeHealthQuery(storeId: string) {
  return queryOptions({
    queryKey: sellerHealthKeys.store(storeId),
    queryFn: ({ signal }) => callEndpoint(e.storeHealth, { params: { storeId } }, { userType: "admin", signal }),
  });
}
