import {
  MESSAGES,
  type PaymentCategoryBodySchema,
  type StoreApproval,
  type StoreDetails,
  type StorePolicyBodySchema,
  type StoreProfileBodySchema,
  storesEndpoints,
  type CreateApproverBodySchema,
  type UpdateApproverBodySchema,
} from "@bitmarte/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpointEnvelope } from "../../lib/api-client";
import { storeKeys } from "./stores.queries";

export { useToggleFollow } from "./store-follow.mutation";

export function useSaveStoreProfile(merchantId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof StoreProfileBodySchema>) =>
      callEndpointEnvelope(storesEndpoints.createStoreProfile, { body }, { userType: "merchant" }),
    onSuccess: ({ data }) => {
      if (merchantId) {
        queryClient.setQueryData(storeKeys.storeProfiles(merchantId), (list: (typeof data)[] | undefined) => [...(list ?? []), data]);
      }
      void queryClient.invalidateQueries({ queryKey: storeKeys.merchantProfile() });
    },
  });
}

export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof StorePolicyBodySchema>) =>
      callEndpointEnvelope(storesEndpoints.savePolicy, { body }, { userType: "merchant" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.ownPolicies() }),
  });
}

/**
 * After an approval or a rejection the store counts as reviewed at once (spec §4: firstApproval is set
 * locally), then the lists and the details are read again.
 */
function afterDecision(queryClient: QueryClient, merchantId: string, approval: StoreApproval) {
  queryClient.setQueryData<StoreDetails>(storeKeys.storeDetails(merchantId), (details) =>
    details ? { ...details, approval: { ...approval, firstApproval: true } } : details,
  );
  void queryClient.invalidateQueries({ queryKey: storeKeys.approvals() });
  void queryClient.invalidateQueries({ queryKey: storeKeys.merchants() });
}

export function useApproveStore(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) =>
      callEndpointEnvelope(storesEndpoints.approveStore, { params: { id: storeId } }, { userType: "admin" }),
    onSuccess: ({ data }) => afterDecision(queryClient, merchantId, data),
  });
}

export function useRejectStore(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, reason }: { storeId: string; reason: string }) =>
      callEndpointEnvelope(storesEndpoints.rejectStore, { params: { id: storeId }, body: { reason } }, { userType: "admin" }),
    onSuccess: ({ data }) => afterDecision(queryClient, merchantId, data),
  });
}

export function useSetPaymentCategory(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, ...body }: { storeId: string } & z.input<typeof PaymentCategoryBodySchema>) =>
      callEndpointEnvelope(storesEndpoints.setPaymentCategory, { params: { id: storeId }, body }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<StoreDetails>(storeKeys.storeDetails(merchantId), (details) =>
        details ? { ...details, approval: data } : details,
      );
      void queryClient.invalidateQueries({ queryKey: storeKeys.approvals() });
    },
  });
}

/** The spec's fixed wording when the payment category cannot be saved (the server's 422 field errors still show on the field). */
export const PAYMENT_CATEGORY_FAILED = MESSAGES.updatePaymentCategoryFailed;

export function useCreateApprover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateApproverBodySchema>) =>
      callEndpointEnvelope(storesEndpoints.createApprover, { body }, { userType: "admin" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.approvers() }),
  });
}

export function useUpdateApprover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & z.input<typeof UpdateApproverBodySchema>) =>
      callEndpointEnvelope(storesEndpoints.updateApprover, { params: { id }, body }, { userType: "admin" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.approvers() }),
  });
}
