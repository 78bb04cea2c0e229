import type { cartEndpoints, CustomerShippingAddress } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope, endpointRoute } from "../../lib/api-client";
import { addressKeys } from "./addresses.queries";

// Named by route only: the address book draws with ui/light and carries no zod. Adding and editing (the
// dialog's, which checkout opens too) are in address-save.mutations.ts.
const deleteAddress = endpointRoute<typeof cartEndpoints.deleteAddress>({ method: "DELETE", path: "/customershippingaddress/:id", auth: "signed-in" });
const makeDefaultAddress = endpointRoute<typeof cartEndpoints.makeDefaultAddress>({ method: "PATCH", path: "/customershippingaddress/make-default/:id", auth: "signed-in" });

const customer = { userType: "customer" } as const;
type AddressPage = { rows: CustomerShippingAddress[]; count: number };

/** The cart's figures depend on the default address, so the cart is read again too. */
function afterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: addressKeys.all });
  void queryClient.invalidateQueries({ queryKey: ["cart"] });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await callEndpointEnvelope(deleteAddress, { params: { id } }, customer);
      return { ...result, message: MESSAGES.shippingAddressDeleted };
    },
    onSuccess: () => afterChange(queryClient),
  });
}

/** Marks one address default; every other one becomes non-default at once (spec §4), then the server's list is read. */
export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(makeDefaultAddress, { params: { id } }, customer),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<AddressPage>(addressKeys.list(), (page) => (page ? withDefault(page, data.address.id) : page));
      afterChange(queryClient);
    },
  });
}

export function withDefault(page: AddressPage, defaultId: string): AddressPage {
  return { ...page, rows: page.rows.map((row) => ({ ...row, default: row.id === defaultId })) };
}
