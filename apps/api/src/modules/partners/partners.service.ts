import { randomBytes } from "node:crypto";
import {
  type CreatePartnerBody,
  type FieldError,
  MESSAGES,
  type Partner,
  type PartnerOnboardBody,
  type PartnerStatus,
  SIGNATURE_MAX_BYTES,
} from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import { publish } from "../../events/domain-events.js";
import type { Actor, AdminActor, Ctx } from "../../http/context.js";
import { hashPassword } from "../../lib/crypto.js";
import { badInput, conflict, notFound, uniqueViolation } from "../../lib/errors.js";
import { pageOffset } from "../../lib/paging.js";
import { findBank, resolveAccount } from "../banks/index.js";
import { diffFields, recordAudit } from "../audit/index.js";
import * as identity from "../identity/index.js";
import { enqueueMail, genericMail } from "../mail/index.js";
import { findUpload, sniffMime, storeUpload, uploadIdOf, uploadUrl } from "../uploads/index.js";
import * as repo from "./partners.repository.js";
import type { PartnerStatusValue, StoredPartnerOnboarding } from "./partners.table.js";

/** A set-password link for a new partner stays valid this long (a reset link: 1 hour). */
const INVITE_TTL_MS = 72 * 3600_000;
const SIGNATURE_MIMES = ["image/png", "image/jpeg", "application/pdf"];

const maskAccount = (n: string) => (n.length > 4 ? `${"*".repeat(n.length - 4)}${n.slice(-4)}` : n);

/** Today in Nigeria (West Africa Time, UTC+1, no daylight saving), as YYYY-MM-DD. */
const lagosToday = (now: Date) => new Date(now.getTime() + 3600_000).toISOString().slice(0, 10);

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? name, lastName: parts.slice(1).join(" ") };
}

export function toPartner(row: repo.PartnerWithUser): Partner {
  const p = row.partner;
  const o = p.onboarding;
  const name = `${row.firstName} ${row.lastName}`.trim();
  const onboarding: Partner["onboarding"] = o
    ? {
        company: o.company,
        bankDetails: { ...o.bankDetails, accountNumber: maskAccount(o.bankDetails.accountNumber) },
        certification: o.certification,
      }
    : {
        // Partners made before onboarding existed: what the row knows.
        company: {
          companyName: p.companyName,
          rcNumber: p.rcNumber ?? "",
          vatNumber: p.vatNumber,
          officeAddress: "",
          postalAddress: null,
          phoneNumber: "",
          email: row.email,
          contactPerson: { name, phoneNumber: "", designation: "" },
          lineOfBusiness: "",
        },
        bankDetails: { bankName: "", bankCode: null, branch: null, accountName: "", accountNumber: "", swiftCodeSortCodeIban: null },
        certification: { name, designation: "", signature: "", date: p.createdAt.toISOString().slice(0, 10), introducedBy: null },
      };
  return {
    id: p.id,
    name,
    logo: p.logo,
    email: row.email,
    shippingCompany: p.companyName,
    status: p.status,
    onboarding,
    // Orders live above the parties; the fulfilment module will supply this count.
    activeOrders: 0,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

// ---- review warnings ----

/** Words that do not tell two company names apart: legal forms and fillers. */
const NAME_NOISE = new Set(["ltd", "limited", "plc", "llc", "inc", "incorporated", "co", "company", "nig", "nigeria", "the", "and", "enterprise", "enterprises", "ventures", "services"]);

/** A company or account name reduced for comparison: lower case, letters and digits only, legal forms dropped. */
export function normaliseCompanyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter((w) => w && !NAME_NOISE.has(w))
    .join(" ");
}

/**
 * Whether a bank account name belongs to the company. Banks cut long names short in name enquiries,
 * so a name that starts the other (at a word boundary) counts as a match.
 */
export function accountNameMatchesCompany(accountName: string, companyName: string): boolean {
  const a = normaliseCompanyName(accountName);
  const c = normaliseCompanyName(companyName);
  if (!a || !c) return false;
  return a === c || a.startsWith(`${c} `) || c.startsWith(`${a} `);
}

/** The rows as the admin list shows them, with what a reviewer should check before approving. */
async function toReviewedPartners(db: DbOrTx, rows: repo.PartnerWithUser[]): Promise<Partner[]> {
  const numbers = rows.map((r) => r.partner.onboarding?.bankDetails.accountNumber).filter((n): n is string => !!n);
  const holders = await repo.partnersByAccountNumber(db, numbers);
  return rows.map((row) => {
    const partner = toPartner(row);
    const bank = row.partner.onboarding?.bankDetails;
    if (!bank) return partner;
    const warnings: string[] = [];
    if (bank.accountName && !accountNameMatchesCompany(bank.accountName, row.partner.companyName)) {
      warnings.push(`${MESSAGES.partnerBankNameMismatch} (account name “${bank.accountName}”, company “${row.partner.companyName}”)`);
    }
    if (holders.some((h) => h.accountNumber === bank.accountNumber && h.id !== row.partner.id)) {
      warnings.push(MESSAGES.partnerAccountInUse);
    }
    return { ...partner, warnings };
  });
}

// ---- checking an application ----

type SignatureInput = { kind: "data"; bytes: Buffer } | { kind: "upload"; url: string };

/**
 * A signature: a data URL (stored as a document of the partner's user once the application is
 * written) or an upload the caller made (admins may name any upload).
 */
async function checkSignature(ctx: Ctx, ref: string, path: string): Promise<SignatureInput> {
  if (ref.startsWith("data:")) {
    const bytes = Buffer.from(ref.slice(ref.indexOf(",") + 1), "base64");
    if (bytes.length === 0) throw badInput([{ path, message: MESSAGES.partnerSignatureInvalid }]);
    if (bytes.length > SIGNATURE_MAX_BYTES) throw badInput([{ path, message: "The signature file is too large (at most 300 KB)" }]);
    const mime = await sniffMime(bytes);
    if (!mime || !SIGNATURE_MIMES.includes(mime)) throw badInput([{ path, message: MESSAGES.partnerSignatureInvalid }]);
    return { kind: "data", bytes };
  }
  const id = uploadIdOf(ref);
  const upload = id ? await findUpload(ctx.db, id) : null;
  const mayUse = upload && (ctx.actor?.kind === "admin" || upload.ownerUserId === ctx.actor?.userId);
  if (!upload || !mayUse) throw badInput([{ path, message: "Upload the signature first, then send the url it answered" }]);
  return { kind: "upload", url: uploadUrl(upload.id) };
}

async function checkLogo(ctx: Ctx<AdminActor>, ref: string | undefined): Promise<string | null> {
  if (!ref) return null;
  const id = uploadIdOf(ref);
  const upload = id ? await findUpload(ctx.db, id) : null;
  if (!upload || upload.kind !== "image") throw badInput([{ path: "logo", message: MESSAGES.partnerLogoInvalid }]);
  return uploadUrl(upload.id);
}

interface CheckedApplication {
  body: PartnerOnboardBody;
  bank: { name: string; code: string };
  accountName: string;
  signature: SignatureInput;
  introducerSignature: SignatureInput | null;
}

/** Everything that can refuse an application, before anything is written: 422, 409, 429, 503. */
async function checkApplication(ctx: Ctx, body: PartnerOnboardBody, opts: { rateLimited: boolean }): Promise<CheckedApplication> {
  if (body.certification.date > lagosToday(ctx.now)) {
    throw badInput([{ path: "certification.date", message: MESSAGES.partnerSignatureDateInFuture }]);
  }
  const { bankDetails } = body;
  const bank = await findBank(ctx, bankDetails.bankCode ? { code: bankDetails.bankCode } : { name: bankDetails.bankName });
  if (!bank) throw badInput([{ path: bankDetails.bankCode ? "bankDetails.bankCode" : "bankDetails.bankName", message: MESSAGES.bankUnknown }]);

  const duplicates: FieldError[] = [];
  if (await identity.findUserByEmail(ctx.db, "partner", body.company.email)) {
    duplicates.push({ path: "company.email", message: MESSAGES.partnerEmailTaken });
  }
  if (await repo.findPartnerByRcNumber(ctx.db, body.company.rcNumber)) {
    duplicates.push({ path: "company.rcNumber", message: MESSAGES.partnerRcTaken });
  }
  if (duplicates.length > 0) throw conflict(duplicates[0].message, duplicates);

  const signature = await checkSignature(ctx, body.certification.signature, "certification.signature");
  const introducerSignature = body.certification.introducedBy
    ? await checkSignature(ctx, body.certification.introducedBy.signature, "certification.introducedBy.signature")
    : null;

  const account = await resolveAccount(
    ctx,
    { accountNumber: bankDetails.accountNumber, bankCode: bank.code },
    { paths: { accountNumber: "bankDetails.accountNumber", bankCode: "bankDetails.bankCode" }, rateLimited: opts.rateLimited },
  );
  return { body, bank, accountName: account.accountName, signature, introducerSignature };
}

// ---- writing ----

async function storeSignature(ctx: Ctx, tx: DbOrTx, s: SignatureInput, ownerUserId: string, filename: string): Promise<string> {
  if (s.kind === "upload") return s.url;
  return (await storeUpload({ db: tx, adapters: ctx.adapters }, { ownerUserId, kind: "document", bytes: s.bytes, filename })).url;
}

/** Mails the partner a link to choose a password (the reset-password page of the partner area). */
async function sendInvite(ctx: Ctx, tx: DbOrTx, user: { id: string; email: string; firstName: string }, companyName: string) {
  const token = await identity.issueAuthToken(tx, { userId: user.id, purpose: "reset_password", expiresAt: new Date(ctx.now.getTime() + INVITE_TTL_MS) });
  const url = `${ctx.config.APP_URL}/shipping-partner/reset-password/${token}`;
  await enqueueMail(
    tx,
    user.email,
    genericMail(
      "Your Bitmarte shipping partner account is ready",
      [
        `Hello ${user.firstName},`,
        `${companyName} is now a Bitmarte shipping partner.`,
        "Choose a password to log in and see the orders assigned to you. This link expires in 72 hours; after that, use “Forgot password?” on the shipping partner log-in page.",
      ],
      { label: "Set your password", url },
    ),
  );
}

async function writePartner(ctx: Ctx, checked: CheckedApplication, opts: { approved: boolean; logo: string | null }): Promise<string> {
  const { body, bank } = checked;
  const { company, bankDetails, certification } = body;
  const contact = splitName(company.contactPerson.name);
  // An applicant has no usable password until approved: the hash is of a secret nobody keeps.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await identity.insertUser(tx, {
        kind: "partner",
        role: "partner",
        email: company.email,
        passwordHash,
        firstName: contact.firstName,
        lastName: contact.lastName,
        phoneNumber: company.contactPerson.phoneNumber,
        isActive: opts.approved,
        emailConfirmedAt: opts.approved ? ctx.now : null,
      });
      const signature = await storeSignature(ctx, tx, checked.signature, user.id, "signature");
      const introducerSignature = checked.introducerSignature
        ? await storeSignature(ctx, tx, checked.introducerSignature, user.id, "introducer-signature")
        : null;
      const onboarding: StoredPartnerOnboarding = {
        company: {
          companyName: company.companyName,
          rcNumber: company.rcNumber,
          vatNumber: company.vatNumber || null,
          officeAddress: company.officeAddress,
          postalAddress: company.postalAddress || null,
          phoneNumber: company.phoneNumber,
          email: company.email,
          contactPerson: company.contactPerson,
          lineOfBusiness: company.lineOfBusiness,
        },
        bankDetails: {
          bankName: bank.name,
          bankCode: bank.code,
          branch: bankDetails.branch || null,
          accountName: checked.accountName,
          accountNumber: bankDetails.accountNumber,
          swiftCodeSortCodeIban: bankDetails.swiftCodeSortCodeIban ?? null,
        },
        certification: {
          name: certification.name,
          designation: certification.designation,
          signature,
          date: certification.date,
          introducedBy: certification.introducedBy && introducerSignature ? { name: certification.introducedBy.name, signature: introducerSignature } : null,
        },
      };
      const partner = await repo.insertPartner(tx, {
        userId: user.id,
        companyName: company.companyName,
        logo: opts.logo,
        status: opts.approved ? "approved" : "pending",
        rcNumber: company.rcNumber,
        vatNumber: company.vatNumber || null,
        onboarding,
        approvedAt: opts.approved ? ctx.now : null,
        approvedBy: opts.approved && ctx.actor ? ctx.actor.userId : null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      if (opts.approved) {
        if (ctx.actor?.kind === "admin") {
          await recordAudit(tx, { ...ctx, actor: ctx.actor }, {
            action: "partner.created",
            targetType: "partner",
            targetId: partner.id,
            targetLabel: `${company.companyName} <${company.email}>`,
            changes: diffFields(
              {},
              { status: "approved", companyName: company.companyName, rcNumber: company.rcNumber, email: company.email, bank: bank.name, accountName: checked.accountName },
            ),
          });
        }
        await sendInvite(ctx, tx, user, company.companyName);
      } else {
        await enqueueMail(
          tx,
          user.email,
          genericMail("We received your shipping partner application", [
            `Hello ${user.firstName},`,
            `Thank you for applying to deliver with Bitmarte on behalf of ${company.companyName}.`,
            "Our team reviews applications within a few working days. Once yours is approved, we will email you a link to set your password.",
          ]),
        );
        await publish(tx, "partners.applied", { partnerId: partner.id, companyName: company.companyName, appliedAt: ctx.now, appUrl: ctx.config.APP_URL });
      }
      return partner.id;
    });
  } catch (e) {
    const unique = uniqueViolation(e);
    if (!unique) throw e;
    // A twin application got in between the checks and the insert.
    if (unique.constraint === "partners_rc_number_uq") {
      throw conflict(MESSAGES.partnerRcTaken, [{ path: "company.rcNumber", message: MESSAGES.partnerRcTaken }]);
    }
    throw conflict(MESSAGES.partnerEmailTaken, [{ path: "company.email", message: MESSAGES.partnerEmailTaken }]);
  }
}

async function getPartner(ctx: Pick<Ctx, "db">, id: string): Promise<Partner> {
  const row = await repo.findPartner(ctx.db, id);
  if (!row) throw notFound();
  const [partner] = await toReviewedPartners(ctx.db, [row]);
  return partner;
}

// ---- use cases ----

/** A shipping company applies (public). The account is checked with the bank; nothing is written on any refusal. */
export async function onboardPartner(ctx: Ctx<Actor | null>, body: PartnerOnboardBody): Promise<{ id: string; status: PartnerStatus }> {
  const checked = await checkApplication(ctx, body, { rateLimited: true });
  const id = await writePartner(ctx, checked, { approved: false, logo: null });
  return { id, status: "pending" };
}

/** An admin adds a partner directly: approved at once, and mailed a set-password link. */
export async function createPartner(ctx: Ctx<AdminActor>, body: CreatePartnerBody): Promise<Partner> {
  const logo = await checkLogo(ctx, body.logo);
  const checked = await checkApplication(ctx, body, { rateLimited: false });
  const id = await writePartner(ctx, checked, { approved: true, logo });
  return getPartner(ctx, id);
}

export async function listPartners(
  ctx: Ctx<AdminActor>,
  q: { page: number; limit: number; search?: string; status?: PartnerStatusValue; sort?: repo.PartnerListSort },
): Promise<{ rows: Partner[]; count: number }> {
  const page = await repo.listPartners(ctx.db, { status: q.status, search: q.search || undefined, sort: q.sort, limit: q.limit, offset: pageOffset(q) });
  return { rows: await toReviewedPartners(ctx.db, page.rows), count: page.count };
}

const partnerLabel = (row: repo.PartnerWithUser) => `${row.partner.companyName} <${row.email}>`;

/** A decided application whose row is no longer pending: 404 when gone, else the conflict that says why. */
async function notPending(db: DbOrTx, id: string): Promise<never> {
  const existing = await repo.findPartner(db, id);
  if (!existing) throw notFound();
  throw conflict(existing.partner.status === "approved" ? MESSAGES.partnerAlreadyApproved : MESSAGES.partnerNotPending);
}

/** Approves an application: the partner's login becomes active and is mailed a set-password link. */
export async function approvePartner(ctx: Ctx<AdminActor>, id: string): Promise<Partner> {
  await ctx.db.transaction(async (tx) => {
    const approved = await repo.approvePendingPartner(tx, id, ctx.actor.userId, ctx.now);
    if (!approved) return notPending(tx, id);
    const user = await identity.findUserById(tx, approved.userId);
    if (!user) throw notFound();
    await identity.updateUser(tx, user.id, { isActive: true, emailConfirmedAt: user.emailConfirmedAt ?? ctx.now });
    // The warnings the reviewer saw are kept with the decision.
    const [reviewed] = await toReviewedPartners(tx, [{ partner: approved, email: user.email, firstName: user.firstName, lastName: user.lastName }]);
    await recordAudit(tx, ctx, {
      action: "partner.approved",
      targetType: "partner",
      targetId: id,
      targetLabel: `${approved.companyName} <${user.email}>`,
      changes: [
        { field: "status", from: "pending", to: "approved" },
        ...(reviewed.warnings?.length ? [{ field: "warnings", from: null, to: reviewed.warnings.join("; ") }] : []),
      ],
    });
    await sendInvite(ctx, tx, user, approved.companyName);
  });
  return getPartner(ctx, id);
}

/** Turns down an application: it leaves the pending list, the login stays inactive, and the applicant is mailed the reason. */
export async function rejectPartner(ctx: Ctx<AdminActor>, id: string, reason: string): Promise<Partner> {
  await ctx.db.transaction(async (tx) => {
    const rejected = await repo.rejectPendingPartner(tx, id, ctx.now);
    if (!rejected) return notPending(tx, id);
    const row = await repo.findPartner(tx, id);
    if (!row) throw notFound();
    await recordAudit(tx, ctx, {
      action: "partner.rejected",
      targetType: "partner",
      targetId: id,
      targetLabel: partnerLabel(row),
      changes: [
        { field: "status", from: "pending", to: "rejected" },
        { field: "reason", from: null, to: reason },
      ],
    });
    await enqueueMail(
      tx,
      row.email,
      genericMail("Your Bitmarte shipping partner application was not approved", [
        `Hello ${row.firstName},`,
        `We reviewed the application of ${rejected.companyName} to deliver with Bitmarte and could not approve it.`,
        `Reason: ${reason}`,
        "If you can address this, reply to this email or contact us through the Contact us page.",
      ]),
    );
  });
  return getPartner(ctx, id);
}
