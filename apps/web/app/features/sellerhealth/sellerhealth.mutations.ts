import {
  type DecideSellerHealthAppeal,
  type SellerHealthAppealBody,
  sellerHealthEndpoints as e,
  type UpdateSellerHealthSettings,
} from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { sellerHealthKeys } from "./sellerhealth.queries";

/** The merchant appeals the store's level. */
export function useSendAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerHealthAppealBody) => callEndpointEnvelope(e.appeal, { body }, { userType: "merchant" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sellerHealthKeys.merchant() }),
  });
}

export function useSaveHealthSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSellerHealthSettings) => callEndpointEnvelope(e.updateSettings, { body }, { userType: "admin" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sellerHealthKeys.settings() }),
  });
}

export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideSellerHealthAppeal }) =>
      callEndpointEnvelope(e.decideAppeal, { params: { id }, body }, { userType: "admin" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sellerHealthKeys.all }),
  });
}

export function useRecomputeAll() {
  return useMutation({
    mutationFn: () => callEndpointEnvelope(e.recompute, { body: {} }, { userType: "admin" }),
  });
}
