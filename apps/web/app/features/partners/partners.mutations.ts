import { type CreatePartnerBodySchema, logisticsEndpoints, type Partner, type PartnerOnboardBodySchema } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpointEnvelope } from "../../lib/api-client";
import { partnerKeys } from "./partners.queries";

type PartnerPage = { rows: Partner[]; count: number };

/** A page without the partner with `id` (an approved application leaves the applications list at once). */
export function withoutPartner(page: PartnerPage | undefined, id: string): PartnerPage | undefined {
  if (!page) return page;
  const rows = page.rows.filter((p) => p.id !== id);
  return rows.length === page.rows.length ? page : { rows, count: Math.max(0, page.count - 1) };
}

/** A company applies (POST /partners/onboard, public). */
export function useOnboardPartner() {
  return useMutation({
    mutationFn: (body: z.input<typeof PartnerOnboardBodySchema>) => callEndpointEnvelope(logisticsEndpoints.partnerOnboard, { body }),
  });
}

export function useApprovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(logisticsEndpoints.approvePartner, { params: { id } }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<PartnerPage>({ queryKey: partnerKeys.lists() }, (page) =>
        page?.rows.some((p) => p.id === data.id && p.status === "pending") ? withoutPartner(page, data.id) : page,
      );
      void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() });
    },
  });
}

/** Turns down an application with a reason (mailed to the applicant); it leaves the applications at once. */
export function useRejectPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callEndpointEnvelope(logisticsEndpoints.rejectPartner, { params: { id }, body: { reason } }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<PartnerPage>({ queryKey: partnerKeys.lists() }, (page) =>
        page?.rows.some((p) => p.id === data.id && p.status === "pending") ? withoutPartner(page, data.id) : page,
      );
      void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() });
    },
  });
}

/** An admin adds a partner directly (POST /partners). */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreatePartnerBodySchema>) =>
      callEndpointEnvelope(logisticsEndpoints.createPartner, { body }, { userType: "admin" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.lists() }),
  });
}
