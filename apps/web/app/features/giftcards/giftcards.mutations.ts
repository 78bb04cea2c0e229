import type { giftcardsEndpoints, PurchaseGiftCardBody } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope, endpointRoute } from "../../lib/api-client";
import { giftCardKeys } from "./giftcards.queries";

// Named by route only: the gift cards page draws with ui/light and carries no zod.
const purchase = endpointRoute<typeof giftcardsEndpoints.purchase>({ method: "POST", path: "/giftcards/purchase", auth: "signed-in" });

/** Starts a gift card purchase; the answer carries the payment page to send the buyer to. */
export function usePurchaseGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseGiftCardBody) => callEndpointEnvelope(purchase, { body }, { userType: "customer" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.mine() }),
  });
}
