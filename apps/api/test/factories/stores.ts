import { eq } from "drizzle-orm";
import type { TestApp } from "../app.js";
import { hubs } from "../../src/modules/merchants/hubs.table.js";
import { pricingPlans } from "../../src/modules/merchants/merchants.table.js";
import { stores } from "../../src/modules/merchants/stores.table.js";
import { makeMerchant, type MerchantPerson, type Person } from "./people.js";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Uploads a small PDF as `person` (POST /uploads kind=document) and answers `{ id, url }`. */
export async function uploadDocument(t: TestApp, person: Person): Promise<{ id: string; url: string }> {
  const boundary = "----bitmarte-stores";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndocument\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/uploads",
    headers: { authorization: `Bearer ${person.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().data;
}

/** A complete onboarding body (business_info complete) with the merchant's own documents. */
export async function onboardingBody(t: TestApp, merchant: Person) {
  const [id, proof] = [await uploadDocument(t, merchant), await uploadDocument(t, merchant)];
  return {
    idDocumentType: "nin",
    idDocumentNumber: "12345678901",
    idDocumentUrl: id.url,
    dateOfBirth: "1990-05-17",
    nationality: "Nigerian",
    homeAddress: { street: "12 Adeola Odeku Street", LGA: "Eti-Osa", city: "Victoria Island", state: "Lagos", country: "Nigeria" },
    useHomeAddress: false,
    physicalLocation: { street: "5 Allen Avenue", city: "Ikeja", state: "Lagos", country: "Nigeria", LGA: "Ikeja" },
    proofOfAddress: proof.url,
    staffSize: "2-10",
    category: "Fashion",
  };
}

export function storeProfileBody(overrides: Record<string, unknown> = {}, store: Record<string, unknown> = {}) {
  return {
    instagram: "https://instagram.com/mystore",
    twitter: "https://x.com/mystore",
    store: {
      storeName: "Adire Lagos",
      storePhoneNumber: "+2348031234567",
      isPhysicalLocation: true,
      shippingLocation: { country: "Nigeria", state: "Lagos", street: "5 Allen Avenue", city: "Ikeja" },
      ...store,
    },
    ...overrides,
  };
}

export async function planId(t: TestApp, code: "starter" | "growth" | "premium"): Promise<string> {
  const [row] = await t.db.select({ id: pricingPlans.id }).from(pricingPlans).where(eq(pricingPlans.code, code));
  return row.id;
}

export async function makeHub(
  t: TestApp,
  opts: { status?: "pending" | "approved"; merchantId?: string; name?: string; city?: string; state?: string } = {},
) {
  const [row] = await t.db
    .insert(hubs)
    .values({
      name: opts.name ?? `Hub ${Math.random().toString(36).slice(2, 8)}`,
      street: "14 Ring Road",
      city: opts.city ?? "Ibadan",
      state: opts.state ?? "Oyo",
      country: "Nigeria",
      phoneNumber: "+2348020000000",
      status: opts.status ?? "approved",
      merchantId: opts.merchantId ?? null,
      approvedAt: opts.status === "pending" ? null : new Date(),
    })
    .returning();
  return row;
}

/** A merchant whose store waits for review (no approvals). */
export async function makePendingMerchant(t: TestApp, opts: { storeName?: string } = {}): Promise<MerchantPerson> {
  return makeMerchant(t, { approved: false, storeName: opts.storeName });
}

export async function storeRow(t: TestApp, storeId: string) {
  const [row] = await t.db.select().from(stores).where(eq(stores.id, storeId));
  return row;
}
