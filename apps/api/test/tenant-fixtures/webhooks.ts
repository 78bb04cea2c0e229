import type { TestApp } from "../app.js";
import type { Person } from "../factories/people.js";
import type { TenantFixture } from "../tenant-fixtures.js";

/** A webhook endpoint belongs to its store: another store's owner gets 404 for it and its deliveries. */
async function endpointOf(t: TestApp, owner: Person): Promise<string> {
  const res = await t.call("POST", "/api/v1/webhooks/endpoints", {
    token: owner.token,
    body: { url: "http://127.0.0.1:9/hooks", events: ["order.created"] },
  });
  if (res.statusCode !== 201) throw new Error(`fixture webhook endpoint failed: ${res.body}`);
  return res.json().data.id;
}

const at = (path: (id: string) => string, body?: unknown): TenantFixture => async (t, owner) => ({ url: path(await endpointOf(t, owner)), body });

export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  "webhooks.getEndpoint": { kind: "merchant", make: at((id) => `/api/v1/webhooks/endpoints/${id}`) },
  "webhooks.updateEndpoint": { kind: "merchant", make: at((id) => `/api/v1/webhooks/endpoints/${id}`, { description: "Order sync" }) },
  "webhooks.deleteEndpoint": { kind: "merchant", make: at((id) => `/api/v1/webhooks/endpoints/${id}`) },
  "webhooks.testEndpoint": { kind: "merchant", make: at((id) => `/api/v1/webhooks/endpoints/${id}/test`) },
  "webhooks.rotateSecret": { kind: "merchant", make: at((id) => `/api/v1/webhooks/endpoints/${id}/rotate-secret`) },
  "webhooks.listDeliveries": { kind: "merchant", make: at((id) => `/api/v1/webhooks/endpoints/${id}/deliveries`) },
  "webhooks.replayDelivery": {
    kind: "merchant",
    make: async (t, owner) => {
      const id = await endpointOf(t, owner);
      const test = await t.call("POST", `/api/v1/webhooks/endpoints/${id}/test`, { token: owner.token });
      if (test.statusCode !== 200) throw new Error(`fixture test event failed: ${test.body}`);
      return { url: `/api/v1/webhooks/deliveries/${test.json().data.id}/replay` };
    },
  },
};
