import type { giftcardsEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";

// The status page's own query (it shares no module with the gift cards page, which draws with ui/light).
const status = endpointRoute<typeof giftcardsEndpoints.status>({ method: "GET", path: "/giftcards/status/:code", auth: "signed-in" });

export function giftCardStatusQuery(code: string) {
  return queryOptions({
    queryKey: ["giftcards", "status", code] as const,
    queryFn: ({ signal }) => callEndpoint(status, { params: { code } }, { userType: "customer", signal }),
    enabled: code.length > 0,
  });
}
