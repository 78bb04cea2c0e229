import { makeCompletedOrder, payoutOfOrder, REPORTS } from "../factories/payouts.js";
import { type MerchantPerson, makeAdmin, type Person } from "../factories/people.js";
import type { TenantFixture } from "../tenant-fixtures.js";

type Kind = Person["kind"] | "dispatcher";

/** A merchant's own payout. */
export const fixtures: Record<string, { kind: Kind; make: TenantFixture }> = {
  "payouts.merchantPayment": {
    kind: "merchant",
    make: async (t, owner) => {
      const order = await makeCompletedOrder(t, owner as MerchantPerson);
      const admin = await makeAdmin(t);
      return {
        url: `${REPORTS}/merchant-payments/${(await payoutOfOrder(t, admin.token, order.orderId)).id}`,
      };
    },
  },
};
