import { notify } from "../../src/modules/notifications/index.js";
import type { Person } from "../factories/people.js";
import type { TenantFixture } from "../tenant-fixtures.js";

/** A notification belongs to the person it was sent to: another customer gets 404. */
export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  "notifications.markRead": {
    kind: "customer",
    make: async (t, owner) => {
      const [made] = await notify(t.db, {
        to: [{ kind: "customer", id: owner.userId }],
        kind: "order_status",
        title: "Your order is on its way",
        body: "Order BM-1 left the store.",
        now: new Date(),
      });
      return { url: `/api/v1/notifications/${made.id}/read` };
    },
  },
};
