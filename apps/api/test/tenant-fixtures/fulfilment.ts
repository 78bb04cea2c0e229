import type { TenantFixture } from "../tenant-fixtures.js";
import { makeMerchant, type MerchantPerson, type Person } from "../factories/people.js";
import { customerOrder, makePaidOrder, OT, withDispatcher, withPartner } from "../factories/fulfilment.js";

type Kind = Person["kind"] | "dispatcher";

/** Orders held by a store, a dispatcher or a shipping partner. */
export const fixtures: Record<string, { kind: Kind; make: TenantFixture }> = {
  "orders.merchantOrder": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${OT}/merchant/orders/${(await makePaidOrder(t, owner as MerchantPerson)).orderId}` }),
  },
  "orders.updateStatus": {
    kind: "merchant",
    make: async (t, owner) => ({
      url: `${OT}/update-order-status/${(await makePaidOrder(t, owner as MerchantPerson)).orderId}`,
      body: { status: "confirmed" },
    }),
  },
  "orders.shippingDetails": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${OT}/shipping-details/${(await makePaidOrder(t, owner as MerchantPerson)).orderId}` }),
  },
  "orders.customerInfo": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${OT}/customer-info/${(await makePaidOrder(t, owner as MerchantPerson)).buyer.userId}` }),
  },
  "orders.dispatcherOrder": {
    kind: "dispatcher",
    make: async (t, owner) => ({ url: `${OT}/dispatcher/orders/${(await withDispatcher(t, await makeMerchant(t), owner)).orderId}` }),
  },
  "orders.convertToken": {
    kind: "dispatcher",
    make: async (t, owner) => {
      const order = await withDispatcher(t, await makeMerchant(t), owner, "in_transit");
      const token = (await customerOrder(t, order.buyer, order.orderId)).orderDeliveryToken;
      return { url: `${OT}/convert-token/${order.orderId}`, body: { token } };
    },
  },
  "orders.partnerOrder": {
    kind: "partner",
    make: async (t, owner) => ({ url: `/api/v1/partner/orders/${(await withPartner(t, await makeMerchant(t), owner as Person & { partnerId: string })).orderId}` }),
  },
  "orders.partnerDecline": {
    kind: "partner",
    make: async (t, owner) => ({
      url: `/api/v1/partner/orders/${(await withPartner(t, await makeMerchant(t), owner as Person & { partnerId: string })).orderId}/decline`,
      body: { reason: "No rider free in that area" },
    }),
  },
  "orders.partnerStatus": {
    kind: "partner",
    make: async (t, owner) => ({
      url: `/api/v1/partner/orders/${(await withPartner(t, await makeMerchant(t), owner as Person & { partnerId: string })).orderId}/status`,
      body: { status: "3pl_accepted" },
    }),
  },
};
