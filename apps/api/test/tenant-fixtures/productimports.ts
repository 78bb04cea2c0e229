import type { TestApp } from "../app.js";
import type { Person } from "../factories/people.js";
import type { TenantFixture } from "../tenant-fixtures.js";

/** A previewed import of one row belongs to its store: another store gets 404 for it. */
async function importOf(t: TestApp, owner: Person): Promise<string> {
  const boundary = "----bitmarte-import-fixture";
  const csv = "sku,name\nFIX-1,Fixture product\n";
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/merchant/product-imports",
    headers: { authorization: `Bearer ${owner.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`fixture product import failed: ${res.body}`);
  return res.json().data.id;
}

const at = (path: (id: string) => string): TenantFixture => async (t, owner) => ({ url: path(await importOf(t, owner)) });

export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  "productImports.get": { kind: "merchant", make: at((id) => `/api/v1/merchant/product-imports/${id}`) },
  "productImports.confirm": { kind: "merchant", make: at((id) => `/api/v1/merchant/product-imports/${id}/confirm`) },
  "productImports.cancel": { kind: "merchant", make: at((id) => `/api/v1/merchant/product-imports/${id}/cancel`) },
  "productImports.failedRows": { kind: "merchant", make: at((id) => `/api/v1/merchant/product-imports/${id}/failed-rows.csv`) },
};
