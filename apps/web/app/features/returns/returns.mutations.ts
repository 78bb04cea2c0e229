import { returnsEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { returnKeys } from "./returns.queries";

export function useReturnStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: "accepted" | "rejected" | "received"; reason?: string }) =>
      callEndpointEnvelope(returnsEndpoints.updateStatus, { params: { id }, body: reason ? { status, reason } : { status } }, { userType: "merchant" }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(returnKeys.detail("merchant", data.id), data);
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
    },
  });
}

export function useRefundDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, amount, note }: { id: string; decision: "approve" | "reject"; amount?: number; note?: string }) =>
      callEndpointEnvelope(returnsEndpoints.refundDecision, { params: { id }, body: { decision, amount, note: note || undefined } }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(returnKeys.detail("admin", data.id), data);
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
    },
  });
}

export function useReplaceDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: string; decision: "approve" | "reject"; note?: string }) =>
      callEndpointEnvelope(returnsEndpoints.replaceDecision, { params: { id }, body: { decision, note: note || undefined } }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(returnKeys.detail("admin", data.id), data);
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
    },
  });
}

/** A refund request from the refund list: approve (maybe partly) or reject with a reason. */
export function useDecideRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: "approve"; amount?: number } | { id: string; decision: "reject"; reason: string }) =>
      input.decision === "approve"
        ? callEndpointEnvelope(returnsEndpoints.decideRefund, { params: { id: input.id }, body: { decision: "approve", amount: input.amount } }, { userType: "admin" })
        : callEndpointEnvelope(returnsEndpoints.rejectRefund, { params: { id: input.id }, body: { reason: input.reason } }, { userType: "admin" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

/** An admin decides a request the store left unanswered (accept or reject, with a reason). */
export function useAdminReturnStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: "accepted" | "rejected"; reason: string }) =>
      callEndpointEnvelope(returnsEndpoints.adminStatus, { params: { id }, body: { status, reason } }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(returnKeys.detail("admin", data.id), data);
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
    },
  });
}
