import type { TestApp } from "./app.js";
import type { Person } from "./factories/people.js";
import { fixtures as catalogueFixtures } from "./tenant-fixtures/catalogue.js";
import { fixtures as storesFixtures } from "./tenant-fixtures/stores.js";
import { fixtures as logisticsFixtures } from "./tenant-fixtures/logistics.js";
import { fixtures as buyingFixtures } from "./tenant-fixtures/buying.js";
import { fixtures as fulfilmentFixtures } from "./tenant-fixtures/fulfilment.js";
import { fixtures as peopleFixtures } from "./tenant-fixtures/people.js";
import { fixtures as payoutsFixtures } from "./tenant-fixtures/payouts.js";
import { fixtures as returnsFixtures } from "./tenant-fixtures/returns.js";
import { fixtures as themesFixtures } from "./tenant-fixtures/themes.js";
import { fixtures as reviewsFixtures } from "./tenant-fixtures/reviews.js";
import { fixtures as notificationsFixtures } from "./tenant-fixtures/notifications.js";
import { fixtures as webhooksFixtures } from "./tenant-fixtures/webhooks.js";
import { fixtures as productImportsFixtures } from "./tenant-fixtures/productimports.js";

/**
 * For each tenant-owned endpoint: make a row owned by `owner` and return the URL (and body) that
 * addresses it. The matrix test calls it with another tenant of the same kind and expects 404.
 * Every implemented endpoint marked `tenantOwned` (or listed here) must have an entry.
 */
export type TenantFixture = (t: TestApp, owner: Person) => Promise<{ url: string; body?: unknown }>;

async function uploadDocument(t: TestApp, owner: Person): Promise<string> {
  const boundary = "----bitmarte-fixture";
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndocument\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/uploads",
    headers: { authorization: `Bearer ${owner.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`fixture upload failed: ${res.body}`);
  return res.json().data.id;
}

/** `dispatcher`: an admin token of the dispatcher role (dispatchers hold their own orders). */
export const tenantFixtures: Record<string, { kind: Person["kind"] | "dispatcher"; make: TenantFixture }> = {
  "uploads.get": { kind: "customer", make: async (t, owner) => ({ url: `/api/v1/uploads/${await uploadDocument(t, owner)}` }) },
  ...catalogueFixtures,
  ...storesFixtures,
  ...logisticsFixtures,
  ...buyingFixtures,
  ...fulfilmentFixtures,
  ...peopleFixtures,
  ...payoutsFixtures,
  ...returnsFixtures,
  ...themesFixtures,
  ...reviewsFixtures,
  ...notificationsFixtures,
  ...webhooksFixtures,
  ...productImportsFixtures,
};
