import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makePartner, type Person } from "../../../test/factories/people.js";
import { allPages, expectUnknownSortRefused, isSorted } from "../../../test/sorted-pages.js";
import { users } from "../identity/identity.table.js";
import { partners } from "./partners.table.js";

let t: TestApp;
let admin: Person;
const url = "/api/v1/partners";
type Row = { id: string; name: string; shippingCompany: string; createdAt: string; approvedAt: string | null };

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  const specs = [
    { company: "Kestrel Logistics", contact: "Uche", status: "approved", day: 3 },
    { company: "anchor Haulage", contact: "Tobi", status: "approved", day: 1 },
    { company: "Meridian Couriers", contact: "amaka", status: "approved", day: 5 },
    { company: "Bolt Riders", contact: "Sade", status: "pending", day: 2 },
    { company: "Delta Dispatch", contact: "Femi", status: "pending", day: 4 },
  ] as const;
  for (const s of specs) {
    const p = await makePartner(t);
    const at = new Date(Date.UTC(2024, 2, s.day, 9));
    await t.db
      .update(partners)
      .set({ companyName: s.company, status: s.status, createdAt: at, approvedAt: s.status === "approved" ? new Date(at.getTime() + 3_600_000) : null })
      .where(eq(partners.id, p.partnerId));
    await t.db.update(users).set({ firstName: s.contact, lastName: "Partner" }).where(eq(users.id, p.userId));
  }
});

describe("shipping partners sorted by the server", () => {
  it("orders every page of approved partners by company, contact and approval", async () => {
    const byCompany = await allPages<Row>(t, url, admin.token, "status=approved&sort=company_asc");
    expect(byCompany.map((r) => r.shippingCompany)).toEqual(["anchor Haulage", "Kestrel Logistics", "Meridian Couriers"]);
    const byContact = await allPages<Row>(t, url, admin.token, "status=approved&sort=contact_desc");
    expect(byContact.map((r) => r.name)).toEqual(["Uche Partner", "Tobi Partner", "amaka Partner"]);
    const byApproval = await allPages<Row>(t, url, admin.token, "status=approved&sort=approved_asc");
    expect(byApproval.map((r) => r.shippingCompany)).toEqual(["anchor Haulage", "Kestrel Logistics", "Meridian Couriers"]);
  });

  it("orders every page of all partners by application day, newest first", async () => {
    const rows = await allPages<Row>(t, url, admin.token, "sort=created_desc");
    expect(rows).toHaveLength(5);
    expect(isSorted(rows.map((r) => r.createdAt), "desc")).toBe(true);
    expect(rows.map((r) => r.shippingCompany)).toEqual(["Meridian Couriers", "Delta Dispatch", "Kestrel Logistics", "Bolt Riders", "anchor Haulage"]);
  });

  it("keeps applications oldest first without a sort, and answers 422 for an unknown sort", async () => {
    const queue = await allPages<Row>(t, url, admin.token, "status=pending");
    expect(queue.map((r) => r.shippingCompany)).toEqual(["Bolt Riders", "Delta Dispatch"]);
    await expectUnknownSortRefused(t, url, admin.token, ["company", "rc_asc", "company_sideways"]);
  });
});
