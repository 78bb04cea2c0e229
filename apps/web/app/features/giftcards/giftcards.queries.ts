import type { giftcardsEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions, type UseQueryResult } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";

// Named by route only: the gift cards page draws with ui/light and carries no zod. Each other query sits
// with its one reader (activity, payment result, the status page), so this page's first scripts skip them.
const myCards = endpointRoute<typeof giftcardsEndpoints.myCards>({ method: "GET", path: "/giftcards/my-cards", auth: "signed-in" });

export const giftCardKeys = {
  all: ["giftcards"] as const,
  mine: () => ["giftcards", "mine"] as const,
  myPage: (page: number, limit: number) => ["giftcards", "mine", { page, limit }] as const,
  activities: (id: string) => ["giftcards", "activities", id] as const,
  payment: (reference: string) => ["giftcards", "payment", reference] as const,
};

export const customer = { userType: "customer" } as const;

export function myGiftCardsQuery(page: number, limit: number) {
  return queryOptions({
    queryKey: giftCardKeys.myPage(page, limit),
    queryFn: async ({ signal }) => {
      const result = await callEndpoint(myCards, { query: { page, limit } }, { ...customer, signal });
      // Newest first (spec §9), whatever order the page arrives in.
      return { ...result, rows: [...result.rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
    },
    placeholderData: keepPreviousData,
  });
}

/** What the gift cards page hands its list: the query of one page of the customer's cards. */
export type MyGiftCardsResult = UseQueryResult<Awaited<ReturnType<NonNullable<ReturnType<typeof myGiftCardsQuery>["queryFn"]>>>>;
