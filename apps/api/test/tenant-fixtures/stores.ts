import type { TenantFixture } from "../tenant-fixtures.js";
import type { MerchantPerson, Person } from "../factories/people.js";
import { storeProfileBody } from "../factories/stores.js";

export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  // A merchant reads its own store profiles by its merchant id; another merchant's id answers 404.
  "stores.storeProfiles": {
    kind: "merchant",
    make: async (t, owner) => {
      const res = await t.call("POST", "/api/v1/storeprofile", { token: owner.token, body: storeProfileBody() });
      if (res.statusCode !== 201) throw new Error(`fixture store profile failed: ${res.body}`);
      return { url: `/api/v1/storeprofile/${(owner as MerchantPerson).merchantId}` };
    },
  },
};
