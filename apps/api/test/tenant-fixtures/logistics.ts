import type { TenantFixture } from "../tenant-fixtures.js";
import type { Person } from "../factories/people.js";
import { ADDRESS_URL, makeAddress } from "../factories/logistics.js";
import { buyGiftCard } from "../factories/giftcards.js";

/** Customer-owned rows of the buying backend: shipping addresses and gift cards. */
export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  "cart.updateAddress": {
    kind: "customer",
    make: async (t, owner) => ({ url: `${ADDRESS_URL}/${(await makeAddress(t, owner)).id}`, body: { city: "Ikeja" } }),
  },
  "cart.deleteAddress": {
    kind: "customer",
    make: async (t, owner) => ({ url: `${ADDRESS_URL}/${(await makeAddress(t, owner)).id}` }),
  },
  "cart.makeDefaultAddress": {
    kind: "customer",
    make: async (t, owner) => {
      await makeAddress(t, owner);
      return { url: `${ADDRESS_URL}/make-default/${(await makeAddress(t, owner)).id}` };
    },
  },
  "giftcards.activities": {
    kind: "customer",
    make: async (t, owner) => ({ url: `/api/v1/giftcards/${(await buyGiftCard(t, owner)).id}/activities` }),
  },
};
