import type { MerchantPerson, Person } from "../factories/people.js";
import { makeMerchant } from "../factories/people.js";
import { orderToReview, REVIEWS } from "../factories/reviews.js";
import type { TenantFixture } from "../tenant-fixtures.js";

/** Reviews are written by the customer of a delivered order: another customer gets 404. */
const sellers = new WeakMap<object, MerchantPerson>();
async function sellerFor(t: Parameters<TenantFixture>[0]): Promise<MerchantPerson> {
  const known = sellers.get(t);
  if (known) return known;
  const made = await makeMerchant(t);
  sellers.set(t, made);
  return made;
}

/** A review of the owner's store, by the customer of a delivered order: another store replying gets 404. */
async function reviewOfStore(t: Parameters<TenantFixture>[0], owner: Person): Promise<string> {
  const order = await orderToReview(t, owner as MerchantPerson);
  const res = await t.call("POST", `${REVIEWS}/product`, { token: order.buyer.token, body: { orderItemId: order.itemId, rating: 4 } });
  return res.json().data.id;
}

export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  "stores.reviewProduct": {
    kind: "customer",
    make: async (t, owner) => {
      const order = await orderToReview(t, await sellerFor(t), { customer: owner });
      return { url: `${REVIEWS}/product`, body: { orderItemId: order.itemId, rating: 4, comment: "Good" } };
    },
  },
  "stores.reviewMerchant": {
    kind: "customer",
    make: async (t, owner) => {
      const order = await orderToReview(t, await sellerFor(t), { customer: owner });
      return { url: `${REVIEWS}/merchant`, body: { orderId: order.orderId, rating: 5 } };
    },
  },
  "stores.reviewReply": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${REVIEWS}/${await reviewOfStore(t, owner)}/reply`, body: { reply: "Thank you for your review." } }),
  },
  "stores.deleteReviewReply": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `${REVIEWS}/${await reviewOfStore(t, owner)}/reply` }),
  },
};
