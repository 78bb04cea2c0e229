import { type ContactMessage, type ContactMessagesQuery, type ContactUsBodySchema, storesEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint, callEndpointEnvelope } from "../../lib/api-client";

export type ContactInboxParams = Pick<ContactMessagesQuery, "page" | "limit" | "status"> & { search?: string };

export const contactKeys = {
  inbox: () => ["contact", "inbox"] as const,
  inboxPage: (params: ContactInboxParams) => ["contact", "inbox", params] as const,
};

/** Admin: the contact inbox, newest first, with the unread count. */
export function contactInboxQuery(params: ContactInboxParams) {
  return queryOptions({
    queryKey: contactKeys.inboxPage(params),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.contactMessages, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

/** Public: sends the contact form (answers the server's thank-you message). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (body: z.input<typeof ContactUsBodySchema>) =>
      (await callEndpointEnvelope(storesEndpoints.contactUs, { body }, { userType: "customer" })).message,
  });
}

/** Admin: marks one message read or unread; every inbox page refetches (counts and filters change). */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; read: boolean }) =>
      callEndpoint(storesEndpoints.markContactMessage, { params: { id: input.id }, body: { read: input.read } }, { userType: "admin" }),
    onSuccess: (message: ContactMessage) => {
      queryClient.setQueriesData<{ rows: ContactMessage[]; count: number; unread: number }>({ queryKey: contactKeys.inbox() }, (page) =>
        page ? { ...page, rows: page.rows.map((r) => (r.id === message.id ? message : r)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: contactKeys.inbox() });
    },
  });
}
