import { couponsEndpoints, type CreateCouponBodyInput } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { couponKeys } from "./coupons.queries";

const merchant = { userType: "merchant" } as const;

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBodyInput) => callEndpointEnvelope(couponsEndpoints.create, { body }, merchant),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.lists() }),
  });
}

export function useUpdateCoupon(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponBodyInput) => callEndpointEnvelope(couponsEndpoints.update, { params: { id }, body }, merchant),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(couponKeys.detail(id), data);
      void queryClient.invalidateQueries({ queryKey: couponKeys.lists() });
    },
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(couponsEndpoints.remove, { params: { id } }, merchant),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: couponKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: couponKeys.lists() });
    },
  });
}
