import { type Hub, type HubApplicationBodySchema, storesEndpoints, type UpdateHubBodySchema } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpointEnvelope } from "../../lib/api-client";
import { hubKeys } from "./hubs.queries";

type HubPage = { rows: Hub[]; count: number };

/** A page of hubs without the one with `id` (spec §4: an approved application leaves the list, matched by id). */
export function withoutHub(page: HubPage | undefined, id: string): HubPage | undefined {
  if (!page) return page;
  const rows = page.rows.filter((hub) => hub.id !== id);
  return rows.length === page.rows.length ? page : { rows, count: Math.max(0, page.count - 1) };
}

export function useApplyForHub() {
  return useMutation({
    mutationFn: (body: z.input<typeof HubApplicationBodySchema>) =>
      callEndpointEnvelope(storesEndpoints.applyHub, { body }, { userType: "merchant" }),
  });
}

export function useApproveHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(storesEndpoints.approveHub, { params: { id } }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<HubPage>({ queryKey: hubKeys.applications() }, (page) => withoutHub(page, data.id));
      void queryClient.invalidateQueries({ queryKey: hubKeys.lists() });
    },
  });
}

/** Turns down an application with a reason (mailed to the applicant); it leaves the list at once. */
export function useRejectHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callEndpointEnvelope(storesEndpoints.rejectHub, { params: { id }, body: { reason } }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<HubPage>({ queryKey: hubKeys.applications() }, (page) => withoutHub(page, data.id));
      void queryClient.invalidateQueries({ queryKey: hubKeys.lists() });
    },
  });
}

export function useUpdateHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof UpdateHubBodySchema> }) =>
      callEndpointEnvelope(storesEndpoints.updateHub, { params: { id }, body }, { userType: "admin" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubKeys.all }),
  });
}

export function useDeleteHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(storesEndpoints.deleteHub, { params: { id } }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<HubPage>({ queryKey: hubKeys.lists() }, (page) => withoutHub(page, data.id));
      void queryClient.invalidateQueries({ queryKey: hubKeys.lists() });
    },
  });
}
