import { giftcardsEndpoints, type PurchaseGiftCardBody } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { giftCardKeys } from "./giftcards.queries";

/** Starts a gift card purchase; the answer carries the payment page to send the buyer to. */
export function usePurchaseGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseGiftCardBody) => callEndpointEnvelope(giftcardsEndpoints.purchase, { body }, { userType: "customer" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.mine() }),
  });
}
