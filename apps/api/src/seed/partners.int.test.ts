import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { makeAdmin, type Person } from "../../test/factories/people.js";
import { localStorage } from "../adapters/storage/storage.js";
import { hashPassword } from "../lib/crypto.js";
import { insertUser } from "../modules/identity/index.js";
import { partners } from "../modules/partners/partners.table.js";
import { uploads } from "../modules/uploads/uploads.table.js";
import { seedDemoPartners } from "./partners.js";

let t: TestApp;
let admin: Person;
const storage = localStorage(mkdtempSync(path.join(tmpdir(), "bitmarte-seed-partners-")));

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, "admin");
  // What seed/demo.ts creates before this seed runs.
  const u = await insertUser(t.db, { kind: "partner", role: "partner", email: "partner@bitmarte.test", passwordHash: await hashPassword("Bitmarte#2026"), firstName: "Kola", lastName: "Adebayo", emailConfirmedAt: new Date() });
  await t.db.insert(partners).values({ userId: u.id, companyName: "Swift Logistics Ltd", status: "approved" });
  await seedDemoPartners(t.db, { storage });
}, 60_000);

describe("demo shipping partners seed", () => {
  it("completes the demo partner's onboarding and leaves two applications to review, with readable signatures", async () => {
    const approved = (await t.call("GET", "/api/v1/partners?status=approved", { token: admin.token })).json().data.rows;
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ shippingCompany: "Swift Logistics Ltd", email: "partner@bitmarte.test", name: "Kola Adebayo" });
    expect(approved[0].onboarding.bankDetails).toMatchObject({ bankName: "Guaranty Trust Bank", bankCode: "058", accountNumber: "******6789" });
    const pending = (await t.call("GET", "/api/v1/partners?status=pending", { token: admin.token })).json().data.rows;
    expect(pending.map((p: { shippingCompany: string }) => p.shippingCompany)).toEqual(["Eko Dispatch Services Ltd", "Arewa Express Couriers Ltd"]);
    const id = String(pending[0].onboarding.certification.signature).split("/").pop() ?? "";
    const [file] = await t.db.select().from(uploads).where(eq(uploads.id, id));
    expect(file).toMatchObject({ kind: "document", mime: "image/png" });
    expect((await storage.get(file.storageKey))?.subarray(1, 4).toString()).toBe("PNG");
    const approve = await t.call("PATCH", `/api/v1/partners/${pending[0].id}/approve`, { token: admin.token });
    expect(approve.statusCode).toBe(200);
  });
});
