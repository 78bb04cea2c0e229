import { randomBytes } from "node:crypto";
import type { AdminRole, TokenKind } from "@bitmarte/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.js";
import { hashPassword } from "../../src/lib/crypto.js";
import { admins } from "../../src/modules/admins/admins.table.js";
import { ALL_MERCHANT_PERMISSIONS, insertCustomer } from "../../src/modules/auth/index.js";
import { insertUser } from "../../src/modules/identity/index.js";
import { insertMerchant, insertStaff } from "../../src/modules/merchants/index.js";
import { partners } from "../../src/modules/partners/partners.table.js";
import { createStoreForMerchant } from "../../src/modules/merchants/index.js";
import { storeApprovers, stores } from "../../src/modules/merchants/stores.table.js";
import { LOGIN_PATH, type TestApp } from "../app.js";

export const TEST_PASSWORD = "Passw0rd-test";
let hashed: Promise<string> | null = null;
const passwordHash = () => {
  hashed ??= hashPassword(TEST_PASSWORD);
  return hashed;
};
const unique = () => randomBytes(4).toString("hex");

export interface Person {
  userId: string;
  email: string;
  kind: TokenKind;
  token: string;
}

async function login(t: TestApp, kind: TokenKind, email: string): Promise<string> {
  const res = await t.call("POST", LOGIN_PATH[kind], { body: { email, password: TEST_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.body}`);
  return res.json().data.token;
}

async function user(db: Db, kind: TokenKind, role: string, email?: string) {
  return insertUser(db, {
    kind,
    role,
    email: email ?? `${role}-${unique()}@example.test`,
    passwordHash: await passwordHash(),
    firstName: "Test",
    lastName: role,
    emailConfirmedAt: new Date(),
  });
}

export async function makeCustomer(t: TestApp): Promise<Person> {
  const u = await user(t.db, "customer", "customer");
  await insertCustomer(t.db, u.id);
  return { userId: u.id, email: u.email, kind: "customer", token: await login(t, "customer", u.email) };
}

export interface MerchantPerson extends Person {
  merchantId: string;
  storeId: string;
  storeUrl: string;
}

export async function makeMerchant(t: TestApp, opts: { approved?: boolean; storeName?: string } = {}): Promise<MerchantPerson> {
  const u = await user(t.db, "merchant", "merchant");
  const m = await insertMerchant(t.db, { userId: u.id, isRegisteredBusiness: false });
  const store = await createStoreForMerchant(t.db, { merchantId: m.id, storeName: opts.storeName ?? `Store ${unique()}`, isRegisteredBusiness: false });
  if (opts.approved ?? true) {
    await t.db.update(stores).set({ status: "approved", firstApproval: true, secondApproval: true }).where(eq(stores.id, store.id));
  }
  return { userId: u.id, email: u.email, kind: "merchant", merchantId: m.id, storeId: store.id, storeUrl: store.storeUrl, token: await login(t, "merchant", u.email) };
}

export async function makeStaff(t: TestApp, merchant: MerchantPerson, permissions: string[]): Promise<Person> {
  const u = await user(t.db, "merchant", "staff");
  await insertStaff(t.db, { userId: u.id, merchantId: merchant.merchantId, permissions });
  return { userId: u.id, email: u.email, kind: "merchant", token: await login(t, "merchant", u.email) };
}

/** An admin; approvers without a `level` count as first-level (only the super admin gives either approval). */
export async function makeAdmin(t: TestApp, role: AdminRole = "admin", opts: { approver?: boolean; level?: "first" | "second" } = {}): Promise<Person> {
  const u = await user(t.db, "admin", role);
  await t.db.insert(admins).values({ userId: u.id, role, isApprover: opts.approver ?? role !== "dispatcher" });
  if (opts.level) await t.db.insert(storeApprovers).values({ adminUserId: u.id, level: opts.level });
  return { userId: u.id, email: u.email, kind: "admin", token: await login(t, "admin", u.email) };
}

export async function makePartner(t: TestApp): Promise<Person & { partnerId: string }> {
  const u = await user(t.db, "partner", "partner");
  const [p] = await t.db.insert(partners).values({ userId: u.id, companyName: `Partner ${unique()}`, status: "approved" }).returning();
  return { userId: u.id, email: u.email, kind: "partner", partnerId: p.id, token: await login(t, "partner", u.email) };
}

export { ALL_MERCHANT_PERMISSIONS };
