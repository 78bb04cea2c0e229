import { logisticsEndpoints, storesEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export interface ListParams {
  page: number;
  limit: number;
  search?: string;
  [filter: string]: string | number | undefined;
}

export const logisticsKeys = {
  all: ["logistics"] as const,
  setup: () => ["logistics", "setup"] as const,
  pricing: () => ["logistics", "pricing"] as const,
  vehicles: () => ["logistics", "vehicles"] as const,
  vehicleList: (params: ListParams) => ["logistics", "vehicles", params] as const,
  discounts: () => ["logistics", "discounts"] as const,
  discountList: (params: ListParams) => ["logistics", "discounts", params] as const,
  locations: () => ["logistics", "locations"] as const,
  locationList: (params: ListParams) => ["logistics", "locations", params] as const,
  hubs: () => ["logistics", "hubs"] as const,
};

const admin = { userType: "admin" } as const;

export function shippingSetupQuery() {
  return queryOptions({
    queryKey: logisticsKeys.setup(),
    queryFn: ({ signal }) => callEndpoint(logisticsEndpoints.shipping, {}, { ...admin, signal }),
  });
}

export function pricingQuery() {
  return queryOptions({
    queryKey: logisticsKeys.pricing(),
    queryFn: ({ signal }) => callEndpoint(logisticsEndpoints.pricing, {}, { ...admin, signal }),
  });
}

export function vehiclesQuery(params: ListParams) {
  return queryOptions({
    queryKey: logisticsKeys.vehicleList(params),
    queryFn: ({ signal }) => callEndpoint(logisticsEndpoints.vehicles, { query: params }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

export function discountsQuery(params: ListParams) {
  return queryOptions({
    queryKey: logisticsKeys.discountList(params),
    queryFn: ({ signal }) => callEndpoint(logisticsEndpoints.discounts, { query: params }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

export function locationsQuery(params: ListParams) {
  return queryOptions({
    queryKey: logisticsKeys.locationList(params),
    queryFn: ({ signal }) => callEndpoint(logisticsEndpoints.locations, { query: params }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Hubs a location can be served from. */
export function hubsQuery() {
  return queryOptions({
    queryKey: logisticsKeys.hubs(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.approvedHubs, { query: { limit: 100 } }, { ...admin, signal }),
    staleTime: 5 * 60_000,
  });
}
