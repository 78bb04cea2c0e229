import type { TenantFixture } from "../tenant-fixtures.js";
import type { MerchantPerson, Person } from "../factories/people.js";
import { askReturn, makeDeliveredOrderQuickly, RETURNS } from "../factories/returns.js";

/** Returns held by a store. */
export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  "returns.get": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${RETURNS}/${(await askReturn(t, await makeDeliveredOrderQuickly(t, owner as MerchantPerson))).id}` }),
  },
  "returns.updateStatus": {
    kind: "merchant",
    make: async (t, owner) => ({
      url: `${RETURNS}/${(await askReturn(t, await makeDeliveredOrderQuickly(t, owner as MerchantPerson))).id}/status`,
      body: { status: "accepted" },
    }),
  },
};
