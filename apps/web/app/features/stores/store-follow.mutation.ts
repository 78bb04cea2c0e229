import type { StorePage, storesEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope, endpointRoute } from "../../lib/api-client";
import { storeKeys } from "./store-keys";

const followStore = endpointRoute<typeof storesEndpoints.followStore>({ method: "POST", path: "/followstore/:storeId", auth: "signed-in" });

/** Follows or unfollows a store (the server toggles) and updates every cached view of it. */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => callEndpointEnvelope(followStore, { params: { storeId } }, { userType: "customer" }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<StorePage>({ queryKey: storeKeys.publicPages() }, (page) =>
        page && page.store.id === data.storeId ? { ...page, following: data.following, followersCount: data.followersCount } : page,
      );
      void queryClient.invalidateQueries({ queryKey: storeKeys.followed() });
    },
  });
}
