import type { CustomerShippingAddress } from "@bitmarte/contracts";

/** City, LGA, state and country: the parts given. */
export const addressPlace = (a: Pick<CustomerShippingAddress, "city" | "LGA" | "stateOrRegion" | "country">): string =>
  [a.city, a.LGA, a.stateOrRegion, a.country].filter(Boolean).join(", ");

/** How a card and its buttons name an address: "Ada Okafor, Ikeja" (the state when there is no city). */
export const addressName = (a: Pick<CustomerShippingAddress, "fullName" | "city" | "stateOrRegion">): string => `${a.fullName}, ${a.city ?? a.stateOrRegion}`;
