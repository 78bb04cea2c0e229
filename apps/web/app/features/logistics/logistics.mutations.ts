import {
  type CreateShippingDiscountBodySchema,
  type CreateShippingLocationBodySchema,
  type CreateVehicleBodySchema,
  logisticsEndpoints,
  type ShippingPriceRow,
} from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpointEnvelope } from "../../lib/api-client";
import { logisticsKeys } from "./logistics.queries";

const admin = { userType: "admin" } as const;
export type VehicleInput = z.input<typeof CreateVehicleBodySchema>;
export type DiscountInput = z.input<typeof CreateShippingDiscountBodySchema>;
export type LocationInput = z.input<typeof CreateShippingLocationBodySchema>;

export function useUpdatePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: ShippingPriceRow[]) => callEndpointEnvelope(logisticsEndpoints.updatePricing, { body: { rows } }, admin),
    onSuccess: ({ data }) => queryClient.setQueryData(logisticsKeys.pricing(), data),
  });
}

/** Main API delivery locations (GET/POST /shipping). */
export function useCreateSetupLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationInput) => callEndpointEnvelope(logisticsEndpoints.createShippingLocation, { body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logisticsKeys.setup() }),
  });
}

export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: VehicleInput }) =>
      id
        ? callEndpointEnvelope(logisticsEndpoints.updateVehicle, { params: { id }, body }, admin)
        : callEndpointEnvelope(logisticsEndpoints.createVehicle, { body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logisticsKeys.vehicles() }),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(logisticsEndpoints.deleteVehicle, { params: { id } }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logisticsKeys.vehicles() }),
  });
}

export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DiscountInput }) =>
      id
        ? callEndpointEnvelope(logisticsEndpoints.updateDiscount, { params: { id }, body }, admin)
        : callEndpointEnvelope(logisticsEndpoints.createDiscount, { body }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logisticsKeys.discounts() }),
  });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(logisticsEndpoints.deleteDiscount, { params: { id } }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logisticsKeys.discounts() }),
  });
}

/** Second shipping API locations (/shipping-api/v1/shipping-location). */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: LocationInput }) =>
      id
        ? callEndpointEnvelope(logisticsEndpoints.updateLocation, { params: { id }, body }, admin)
        : callEndpointEnvelope(logisticsEndpoints.createLocation, { body }, admin),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: logisticsKeys.locations() });
      void queryClient.invalidateQueries({ queryKey: logisticsKeys.setup() });
    },
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(logisticsEndpoints.deleteLocation, { params: { id } }, admin),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: logisticsKeys.locations() });
      void queryClient.invalidateQueries({ queryKey: logisticsKeys.setup() });
    },
  });
}
