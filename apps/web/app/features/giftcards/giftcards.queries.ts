import { giftcardsEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint, callEndpointEnvelope } from "../../lib/api-client";

export const giftCardKeys = {
  all: ["giftcards"] as const,
  mine: () => ["giftcards", "mine"] as const,
  myPage: (page: number, limit: number) => ["giftcards", "mine", { page, limit }] as const,
  activities: (id: string) => ["giftcards", "activities", id] as const,
  status: (code: string) => ["giftcards", "status", code] as const,
  payment: (reference: string) => ["giftcards", "payment", reference] as const,
};

const customer = { userType: "customer" } as const;

export function myGiftCardsQuery(page: number, limit: number) {
  return queryOptions({
    queryKey: giftCardKeys.myPage(page, limit),
    queryFn: async ({ signal }) => {
      const result = await callEndpoint(giftcardsEndpoints.myCards, { query: { page, limit } }, { ...customer, signal });
      // Newest first (spec §9), whatever order the page arrives in.
      return { ...result, rows: [...result.rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    },
    placeholderData: keepPreviousData,
  });
}

export function giftCardActivitiesQuery(id: string) {
  return queryOptions({
    queryKey: giftCardKeys.activities(id),
    queryFn: ({ signal }) => callEndpoint(giftcardsEndpoints.activities, { params: { id }, query: { limit: 50 } }, { ...customer, signal }),
  });
}

export function giftCardStatusQuery(code: string) {
  return queryOptions({
    queryKey: giftCardKeys.status(code),
    queryFn: ({ signal }) => callEndpoint(giftcardsEndpoints.status, { params: { code } }, { ...customer, signal }),
    enabled: code.length > 0,
  });
}

/** Back from the payment page: the server verifies the payment (idempotent) and mails the card once paid. */
export function giftCardPaymentQuery(reference: string) {
  return queryOptions({
    queryKey: giftCardKeys.payment(reference),
    queryFn: ({ signal }) => callEndpointEnvelope(giftcardsEndpoints.pay, { body: { reference } }, { ...customer, signal }),
    enabled: reference.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
