import { type CreateWebhookEndpoint, type UpdateWebhookEndpoint, webhooksEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { type WebhookUserType, webhookKeys } from "./webhooks.queries";

export function useCreateWebhookEndpoint(userType: WebhookUserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpoint) => callEndpointEnvelope(webhooksEndpoints.createEndpoint, { body }, { userType }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(userType) }),
  });
}

export function useUpdateWebhookEndpoint(userType: WebhookUserType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookEndpoint) => callEndpointEnvelope(webhooksEndpoints.updateEndpoint, { params: { id }, body }, { userType }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(webhookKeys.endpoint(userType, id), data);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(userType) });
    },
  });
}

export function useDeleteWebhookEndpoint(userType: WebhookUserType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpointEnvelope(webhooksEndpoints.deleteEndpoint, { params: { id } }, { userType }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: webhookKeys.endpoint(userType, id) });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(userType) });
    },
  });
}

export function useRotateWebhookSecret(userType: WebhookUserType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpointEnvelope(webhooksEndpoints.rotateSecret, { params: { id } }, { userType }),
    onSuccess: ({ data }) => {
      const { secret: _shownOnce, ...endpoint } = data;
      queryClient.setQueryData(webhookKeys.endpoint(userType, id), endpoint);
    },
  });
}

/** Sends a test event, or replays one delivery: either way a new row lands in the log. */
export function useSendWebhookTest(userType: WebhookUserType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpointEnvelope(webhooksEndpoints.testEndpoint, { params: { id } }, { userType }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveryLists(userType, id) }),
  });
}

export function useReplayWebhookDelivery(userType: WebhookUserType, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => callEndpointEnvelope(webhooksEndpoints.replayDelivery, { params: { id: deliveryId } }, { userType }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveryLists(userType, endpointId) }),
  });
}
