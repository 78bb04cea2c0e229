import type { cartEndpoints, CreateShippingAddressBody, UpdateShippingAddressBody } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope, endpointRoute } from "../../lib/api-client";

// The address dialog's changes (the address book's and checkout's "Add a new address"). They load with the
// dialog, so they share no module with either page's first scripts: the list's key is written out here
// (addressKeys.all; address-save.mutations.test.ts holds them equal).
const createAddress = endpointRoute<typeof cartEndpoints.createAddress>({ method: "POST", path: "/customershippingaddress", auth: "signed-in" });
const updateAddress = endpointRoute<typeof cartEndpoints.updateAddress>({ method: "PATCH", path: "/customershippingaddress/:id", auth: "signed-in" });

const customer = { userType: "customer" } as const;
export const ADDRESSES_KEY = ["addresses"] as const;

/** The cart's figures depend on the default address, so the cart is read again too. */
function afterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
  void queryClient.invalidateQueries({ queryKey: ["cart"] });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateShippingAddressBody) => {
      const result = await callEndpointEnvelope(createAddress, { body }, customer);
      return { ...result, message: MESSAGES.shippingAddressAdded };
    },
    onSuccess: () => afterChange(queryClient),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateShippingAddressBody }) => callEndpointEnvelope(updateAddress, { params: { id }, body }, customer),
    onSuccess: () => afterChange(queryClient),
  });
}
