import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { offlineAccountName, OFFLINE_TEST_ACCOUNTS } from "../../adapters/bank/index.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { uploadImage } from "../../../test/factories/catalogue.js";
import { pdfDataUrl, partnerApplication, signatureDataUrl } from "../../../test/factories/partners.js";
import { uploadDocument } from "../../../test/factories/stores.js";
import { makeAdmin, makeCustomer, makeMerchant, makePartner, type Person } from "../../../test/factories/people.js";
import { auditLog } from "../audit/audit.table.js";
import { users } from "../identity/identity.table.js";
import { outbox } from "../mail/mail.table.js";
import { uploads } from "../uploads/uploads.table.js";
import { partners } from "./partners.table.js";

let t: TestApp;
let admin: Person;
let dispatcher: Person;
let customer: Person;
let merchant: Person;
let partner: Person;
let ipSeq = 0;
/** Each application from its own address, so the bank enquiries' per-IP limit never gets in the way. */
const nextIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, "admin");
  dispatcher = await makeAdmin(t, "dispatcher");
  customer = await makeCustomer(t);
  merchant = await makeMerchant(t);
  partner = await makePartner(t);
});

const counts = async () => ({
  partners: (await t.db.select({ n: count() }).from(partners))[0].n,
  users: (await t.db.select({ n: count() }).from(users))[0].n,
  uploads: (await t.db.select({ n: count() }).from(uploads))[0].n,
  mails: (await t.db.select({ n: count() }).from(outbox))[0].n,
});
const onboard = (body: unknown, opts: { token?: string } = {}) => t.call("POST", "/api/v1/partners/onboard", { body, ip: nextIp(), ...opts });
const mailsTo = async (email: string) =>
  (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json().data.rows as { subject: string; links: string[]; text: string }[];
const tokenOf = (link: string) => link.split("/").filter(Boolean).pop() ?? "";

describe("POST /partners/onboard", () => {
  it("takes an application: the bank's account name is stored, the signature becomes a document, the applicant is mailed", async () => {
    const body = await partnerApplication();
    const before = await counts();
    const res = await onboard(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: "Thank you. Your application has been received; we will email you once it is approved." });
    const { id, status } = res.json().data;
    expect(status).toBe("pending");

    const [row] = await t.db.select().from(partners).where(eq(partners.id, id));
    expect(row).toMatchObject({ status: "pending", companyName: body.company.companyName, rcNumber: body.company.rcNumber, approvedAt: null });
    expect(row.onboarding?.bankDetails).toEqual({
      bankName: "Guaranty Trust Bank",
      bankCode: "058",
      branch: "Apapa",
      accountName: offlineAccountName(body.bankDetails.accountNumber),
      accountNumber: body.bankDetails.accountNumber,
      swiftCodeSortCodeIban: null,
    });
    const signatureId = row.onboarding?.certification.signature.split("/").pop() ?? "";
    const [file] = await t.db.select().from(uploads).where(eq(uploads.id, signatureId));
    expect(file).toMatchObject({ kind: "document", mime: "image/png", ownerUserId: row.userId });

    const [user] = await t.db.select().from(users).where(eq(users.id, row.userId));
    expect(user).toMatchObject({ kind: "partner", email: body.company.email, firstName: "Ngozi", lastName: "Eze", isActive: false, emailConfirmedAt: null });
    // Two mails: the applicant's receipt, and the admin's notice that an application waits.
    expect(await counts()).toEqual({ partners: before.partners + 1, users: before.users + 1, uploads: before.uploads + 1, mails: before.mails + 2 });
    expect((await mailsTo(body.company.email))[0].subject).toBe("We received your shipping partner application");
    expect((await mailsTo(admin.email)).map((m) => m.subject)).toContain(`Shipping partner ${body.company.companyName} is waiting for approval`);

    // No password yet, and no reset link for a pending application either.
    const login = await t.call("POST", "/api/v1/auth/partner/login", { body: { email: body.company.email, password: "Anything123" } });
    expect(login.statusCode).toBe(401);
    await t.call("POST", "/api/v1/auth/partner/forgotpassword", { body: { email: body.company.email } });
    expect(await mailsTo(body.company.email)).toHaveLength(1);
  });

  it("finds the bank by name when no code is sent, and takes a PDF signature and an introducer", async () => {
    const base = await partnerApplication();
    const body = {
      ...base,
      bankDetails: { bankName: "  zenith BANK ", accountNumber: base.bankDetails.accountNumber, accountName: "Typed Name Is Ignored" },
      certification: { ...base.certification, signature: pdfDataUrl(), introducedBy: { name: "Chidi Obi", signature: await signatureDataUrl() } },
    };
    const res = await onboard(body);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, res.json().data.id));
    expect(row.onboarding?.bankDetails).toMatchObject({ bankName: "Zenith Bank", bankCode: "057", accountName: offlineAccountName(base.bankDetails.accountNumber) });
    expect(row.onboarding?.certification.introducedBy?.name).toBe("Chidi Obi");
    const files = await t.db.select().from(uploads).where(eq(uploads.ownerUserId, row.userId));
    expect(files.map((f) => f.mime).sort()).toEqual(["application/pdf", "image/png"]);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const good = await partnerApplication();
    const before = await counts();
    const cases: [unknown, string, string?][] = [
      [{ ...good, company: { ...good.company, companyName: "", email: "not-an-email" } }, "company.companyName"],
      [{ ...good, company: { ...good.company, rcNumber: "hello world" } }, "company.rcNumber"],
      [{ ...good, bankDetails: { ...good.bankDetails, accountNumber: "012345678" } }, "bankDetails.accountNumber", "Account numbers have 10 digits"],
      [{ ...good, bankDetails: { ...good.bankDetails, accountNumber: "01234567AB" } }, "bankDetails.accountNumber", "Account numbers have 10 digits"],
      [{ ...good, bankDetails: { ...good.bankDetails, bankCode: "998" } }, "bankDetails.bankCode", "Choose a bank from the list"],
      [{ ...good, bankDetails: { bankName: "Bank of Atlantis", accountNumber: good.bankDetails.accountNumber } }, "bankDetails.bankName", "Choose a bank from the list"],
      [{ ...good, bankDetails: { ...good.bankDetails, accountNumber: OFFLINE_TEST_ACCOUNTS.notFound } }, "bankDetails.accountNumber", "We could not find this account. Check the account number and the bank."],
      [{ ...good, certification: { ...good.certification, signature: `data:image/png;base64,${Buffer.from("not really a png").toString("base64")}` } }, "certification.signature"],
      [{ ...good, certification: { ...good.certification, signature: "data:image/gif;base64,R0lGODlh" } }, "certification.signature"],
      [{ ...good, certification: { ...good.certification, signature: "/api/v1/uploads/00000000-0000-4000-8000-000000000000" } }, "certification.signature"],
      [{ ...good, certification: { ...good.certification, date: "2999-01-01" } }, "certification.date", "The date cannot be in the future"],
      [{ ...good, certification: undefined }, "certification"],
    ];
    for (const [body, path, message] of cases) {
      const res = await onboard(body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(422);
      const errors = res.json().errors as { path: string; message: string }[];
      expect(errors.map((e) => e.path)).toContain(path);
      if (message) expect(errors.find((e) => e.path === path)?.message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("answers 503 and writes nothing when the bank cannot be reached", async () => {
    const body = await partnerApplication();
    const before = await counts();
    const res = await onboard({ ...body, bankDetails: { ...body.bankDetails, accountNumber: OFFLINE_TEST_ACCOUNTS.unavailable } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: "We could not check the account with the bank right now. Please try again in a moment." });
    expect(await counts()).toEqual(before);
  });

  it("refuses a second application with the same email or RC number (409), writing nothing", async () => {
    const first = await partnerApplication();
    expect((await onboard(first)).statusCode).toBe(201);
    const before = await counts();
    const other = await partnerApplication();

    const sameEmail = await onboard({ ...other, company: { ...other.company, email: first.company.email.toUpperCase() } });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: "CONFLICT", message: "A shipping partner with this email already exists" });
    expect(sameEmail.json().errors).toEqual([{ path: "company.email", message: "A shipping partner with this email already exists" }]);

    const sameRc = await onboard({ ...other, company: { ...other.company, rcNumber: first.company.rcNumber.replace(" ", "-").toLowerCase() } });
    expect(sameRc.statusCode).toBe(409);
    expect(sameRc.json().errors).toEqual([{ path: "company.rcNumber", message: "A company with this RC number has already applied" }]);
    expect(await counts()).toEqual(before);
  });

  it("uses an upload as the signature only if the caller made it", async () => {
    const mine = (await uploadDocument(t, customer)).url;
    const body = await partnerApplication();
    const notMine = await onboard({ ...body, certification: { ...body.certification, signature: mine } });
    expect(notMine.statusCode).toBe(422);
    const ok = await onboard({ ...body, certification: { ...body.certification, signature: mine } }, { token: customer.token });
    expect(ok.statusCode).toBe(201);
  });
});

describe("GET /partners", () => {
  let pendingA: string;
  let pendingB: string;
  let approvedId: string;
  let companyA: string;

  beforeAll(async () => {
    const a = await partnerApplication();
    companyA = `Zulu Riders ${a.company.rcNumber.slice(3)} Ltd`;
    pendingA = (await onboard({ ...a, company: { ...a.company, companyName: companyA } })).json().data.id;
    t.clock.advance(1000);
    pendingB = (await onboard(await partnerApplication())).json().data.id;
    t.clock.advance(1000);
    const c = await partnerApplication();
    approvedId = (await t.call("POST", "/api/v1/partners", { token: admin.token, body: c })).json().data.id;
  });

  it("lists applications oldest first and approved partners, with the account number masked", async () => {
    const res = await t.call("GET", "/api/v1/partners?status=pending&limit=100", { token: admin.token });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.rows.map((p: { id: string }) => p.id);
    expect(ids.indexOf(pendingA)).toBeLessThan(ids.indexOf(pendingB));
    expect(ids).not.toContain(approvedId);
    const row = res.json().data.rows.find((p: { id: string }) => p.id === pendingA);
    expect(row).toMatchObject({ status: "pending", shippingCompany: companyA, name: "Ngozi Eze", logo: null, activeOrders: 0, approvedAt: null });
    expect(row.onboarding.bankDetails.accountNumber).toMatch(/^\*{6}\d{4}$/);
    expect(row.onboarding.certification.signature).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);

    const approved = (await t.call("GET", "/api/v1/partners?status=approved&limit=100", { token: admin.token })).json().data;
    expect(approved.rows.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([approvedId, (partner as Person & { partnerId: string }).partnerId]));
    expect(approved.rows.every((p: { status: string }) => p.status === "approved")).toBe(true);
  });

  it("searches by company, email and RC number, and pages", async () => {
    const byName = (await t.call("GET", `/api/v1/partners?search=${encodeURIComponent("zulu riders")}`, { token: admin.token })).json().data;
    expect(byName.rows.map((p: { id: string }) => p.id)).toEqual([pendingA]);
    expect(byName.count).toBe(1);
    const rc = byName.rows[0].onboarding.company.rcNumber as string;
    const byRc = (await t.call("GET", `/api/v1/partners?search=${encodeURIComponent(rc)}`, { token: admin.token })).json().data;
    expect(byRc.rows.map((p: { id: string }) => p.id)).toEqual([pendingA]);
    const email = byName.rows[0].email as string;
    const byEmail = (await t.call("GET", `/api/v1/partners?search=${encodeURIComponent(email.slice(0, 12))}`, { token: admin.token })).json().data;
    expect(byEmail.rows.map((p: { id: string }) => p.id)).toContain(pendingA);

    const all = (await t.call("GET", "/api/v1/partners?limit=100", { token: admin.token })).json().data;
    const page2 = (await t.call("GET", "/api/v1/partners?limit=2&page=2", { token: admin.token })).json().data;
    expect(page2.count).toBe(all.count);
    expect(page2.rows.map((p: { id: string }) => p.id)).toEqual(all.rows.slice(2, 4).map((p: { id: string }) => p.id));
  });

  it("is for admins (not dispatchers); bad filters answer 422", async () => {
    expect((await t.call("GET", "/api/v1/partners", { token: dispatcher.token })).statusCode).toBe(403);
    for (const p of [customer, merchant, partner]) expect((await t.call("GET", "/api/v1/partners", { token: p.token })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/v1/partners")).statusCode).toBe(401);
    const bad = await t.call("GET", "/api/v1/partners?status=sleeping&limit=1000", { token: admin.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(["query.limit", "query.status"]);
  });
});

describe("PATCH /partners/:id/approve", () => {
  it("approves with the spec's message, mails a set-password link that works, and the partner logs in", async () => {
    const body = await partnerApplication();
    const id = (await onboard(body)).json().data.id;
    const res = await t.call("PATCH", `/api/v1/partners/${id}/approve`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Partner has been added successfully.");
    expect(res.json().data).toMatchObject({ id, status: "approved", email: body.company.email, shippingCompany: body.company.companyName });
    expect(res.json().data.approvedAt).not.toBeNull();

    const mail = (await mailsTo(body.company.email)).find((m) => m.subject === "Your Bitmarte shipping partner account is ready");
    expect(mail?.links[0]).toMatch(/^http:\/\/bitmarte\.test\/shipping-partner\/reset-password\/[\w-]{43}$/);
    const token = tokenOf(mail?.links[0] ?? "");
    const wrongKind = await t.call("PATCH", `/api/v1/auth/merchant/resetpassword/${token}`, { body: { password: "Haulage2026" } });
    expect(wrongKind.statusCode).toBe(422);
    const set = await t.call("PATCH", `/api/v1/auth/partner/resetpassword/${token}`, { body: { password: "Haulage2026" } });
    expect(set.statusCode).toBe(200);

    const login = await t.call("POST", "/api/v1/auth/partner/login", { body: { email: body.company.email, password: "Haulage2026" } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      category: "partner",
      role: "partner",
      email: body.company.email,
      name: "Ngozi Eze",
      logo: null,
      shippingCompany: body.company.companyName,
    });
    const me = await t.call("GET", "/api/v1/auth/userdata", { token: login.json().data.token });
    expect(me.json().data).toMatchObject({ name: "Ngozi Eze", shippingCompany: body.company.companyName });

    const again = await t.call("PATCH", `/api/v1/partners/${id}/approve`, { token: admin.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This partner is already approved");
  });

  it("answers 404 for an unknown partner and 403 for dispatchers and other kinds, changing nothing", async () => {
    const id = (await onboard(await partnerApplication())).json().data.id;
    expect((await t.call("PATCH", "/api/v1/partners/00000000-0000-4000-8000-000000000000/approve", { token: admin.token })).statusCode).toBe(404);
    for (const p of [dispatcher, customer, merchant, partner]) {
      expect((await t.call("PATCH", `/api/v1/partners/${id}/approve`, { token: p.token })).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(partners).where(eq(partners.id, id));
    expect(row.status).toBe("pending");
  });
});

describe("POST /partners (admin adds a partner)", () => {
  it("adds an approved partner with a logo and an uploaded signature, and mails the set-password link", async () => {
    const logo = await uploadImage(t, admin);
    const signature = (await uploadDocument(t, admin)).url;
    const body = await partnerApplication();
    const res = await t.call("POST", "/api/v1/partners", { token: admin.token, body: { ...body, logo, certification: { ...body.certification, signature } } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Partner has been added successfully.");
    expect(res.json().data).toMatchObject({ status: "approved", logo, shippingCompany: body.company.companyName });
    expect(res.json().data.onboarding.certification.signature).toBe(signature);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.company.email));
    expect(user.isActive).toBe(true);
    const mails = await mailsTo(body.company.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your Bitmarte shipping partner account is ready"]);

    const duplicate = await t.call("POST", "/api/v1/partners", { token: admin.token, body: { ...body, logo } });
    expect(duplicate.statusCode).toBe(409);
  });

  it("refuses bad input (422) and other roles (403), writing nothing", async () => {
    const body = await partnerApplication();
    const before = await counts();
    const badLogo = await t.call("POST", "/api/v1/partners", { token: admin.token, body: { ...body, logo: "https://elsewhere.example/logo.png" } });
    expect(badLogo.statusCode).toBe(422);
    expect(badLogo.json().errors).toEqual([{ path: "logo", message: "Upload the logo first (POST /uploads, kind image)" }]);
    const badBody = await t.call("POST", "/api/v1/partners", { token: admin.token, body: { ...body, company: { ...body.company, phoneNumber: "call me" } } });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json().errors.map((e: { path: string }) => e.path)).toEqual(["company.phoneNumber"]);
    for (const p of [dispatcher, customer, merchant, partner]) {
      expect((await t.call("POST", "/api/v1/partners", { token: p.token, body })).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});

const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.at);
const rejectPartner = (who: Person, id: string, body: unknown) => t.call("PATCH", `/api/v1/partners/${id}/reject`, { token: who.token, body });
/** Sets the stored bank account name (the offline bank answers a person's name for every account). */
async function setAccountName(id: string, accountName: string) {
  const [row] = await t.db.select().from(partners).where(eq(partners.id, id));
  if (!row.onboarding) throw new Error("no onboarding");
  await t.db
    .update(partners)
    .set({ onboarding: { ...row.onboarding, bankDetails: { ...row.onboarding.bankDetails, accountName } } })
    .where(eq(partners.id, id));
}

describe("PATCH /partners/:id/reject", () => {
  it("rejects with a reason: the application leaves the pending list, the applicant is mailed why, the login stays off, and it is audited", async () => {
    const body = await partnerApplication();
    const id = (await onboard(body)).json().data.id;
    const res = await rejectPartner(admin, id, { reason: "The CAC certificate does not match the RC number" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Partner application rejected. The applicant has been told why.");
    expect(res.json().data).toMatchObject({ id, status: "rejected", approvedAt: null });

    const pending = (await t.call("GET", "/api/v1/partners?status=pending&limit=100", { token: admin.token })).json().data.rows;
    expect(pending.map((p: { id: string }) => p.id)).not.toContain(id);
    const mail = (await mailsTo(body.company.email)).find((m) => m.subject === "Your Bitmarte shipping partner application was not approved");
    expect(mail?.text).toContain("Reason: The CAC certificate does not match the RC number");
    const [user] = await t.db.select().from(users).where(eq(users.email, body.company.email));
    expect(user.isActive).toBe(false);

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: "partner.rejected", targetType: "partner", actorUserId: admin.userId });
    expect(audit.changes).toEqual([
      { field: "status", from: "pending", to: "rejected" },
      { field: "reason", from: null, to: "The CAC certificate does not match the RC number" },
    ]);

    const again = await rejectPartner(admin, id, { reason: "Still no" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only applications waiting for review can be approved or rejected");
    expect((await t.call("PATCH", `/api/v1/partners/${id}/approve`, { token: admin.token })).statusCode).toBe(409);
  });

  it("needs a reason (422); schedulers, dispatchers and other kinds are refused (403); unknown ids 404; nothing changes", async () => {
    const id = (await onboard(await partnerApplication())).json().data.id;
    const scheduler = await makeAdmin(t, "scheduler");
    const before = await counts();
    for (const body of [{}, { reason: "" }, { reason: "no" }]) {
      const res = await rejectPartner(admin, id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].path).toBe("reason");
    }
    for (const p of [scheduler, dispatcher, customer, merchant, partner]) {
      expect((await rejectPartner(p, id, { reason: "Not a real company" })).statusCode).toBe(403);
    }
    expect((await rejectPartner(admin, "00000000-0000-4000-8000-000000000000", { reason: "Not a real company" })).statusCode).toBe(404);
    const [row] = await t.db.select().from(partners).where(eq(partners.id, id));
    expect(row.status).toBe("pending");
    expect(await counts()).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("review warnings on bank details", () => {
  it("warns when the account name is not the company's and when another partner uses the account number", async () => {
    const first = await partnerApplication();
    const firstId = (await onboard(first)).json().data.id;
    await setAccountName(firstId, `${first.company.companyName.replace(" Ltd", "")} LIMITED`.toUpperCase());
    const second = await partnerApplication();
    const reused = await onboard({ ...second, bankDetails: { ...second.bankDetails, accountNumber: first.bankDetails.accountNumber } });
    const secondId = reused.json().data.id;

    const rows = (await t.call("GET", "/api/v1/partners?status=pending&limit=100", { token: admin.token })).json().data.rows as { id: string; warnings?: string[] }[];
    const a = rows.find((r) => r.id === firstId);
    const b = rows.find((r) => r.id === secondId);
    // "Lagos Haulage 123 Ltd" against "LAGOS HAULAGE 123 LIMITED": the same company.
    expect(a?.warnings).toEqual(["This account number is already used by another shipping partner"]);
    expect(b?.warnings).toHaveLength(2);
    expect(b?.warnings?.[0]).toMatch(/^The bank account name does not match the company name \(account name “.+”, company “.+”\)$/);
    expect(b?.warnings?.[1]).toBe("This account number is already used by another shipping partner");

    // Approving is still allowed; the warnings go into the audit row with the decision.
    const approved = await t.call("PATCH", `/api/v1/partners/${secondId}/approve`, { token: admin.token });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.warnings).toHaveLength(2);
    const [audit] = await auditOf(secondId);
    expect(audit.action).toBe("partner.approved");
    expect(audit.changes[0]).toEqual({ field: "status", from: "pending", to: "approved" });
    expect(audit.changes[1]).toMatchObject({ field: "warnings", from: null });

    // A rejected application no longer counts as a user of the number.
    expect((await rejectPartner(admin, firstId, { reason: "Duplicate application" })).statusCode).toBe(200);
    const after = (await t.call("GET", "/api/v1/partners?status=approved&limit=100", { token: admin.token })).json().data.rows as { id: string; warnings?: string[] }[];
    expect(after.find((r) => r.id === secondId)?.warnings).toHaveLength(1);
  });
});

describe("audit of partner decisions", () => {
  it("records a direct addition by an admin", async () => {
    const body = await partnerApplication();
    const res = await t.call("POST", "/api/v1/partners", { token: admin.token, body });
    expect(res.statusCode).toBe(201);
    const [audit] = await auditOf(res.json().data.id);
    expect(audit).toMatchObject({ action: "partner.created", targetType: "partner", actorUserId: admin.userId, targetLabel: `${body.company.companyName} <${body.company.email}>` });
    expect(audit.changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: null, to: "approved" },
        { field: "companyName", from: null, to: body.company.companyName },
      ]),
    );
  });
});
