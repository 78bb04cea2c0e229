import type { Storage } from "../adapters/storage/storage.js";
import type { Db } from "../db/client.js";
import { hashPassword } from "../lib/crypto.js";
import { admins } from "../modules/admins/admins.table.js";
import { insertCustomer } from "../modules/auth/index.js";
import { findUserByEmail, insertUser } from "../modules/identity/index.js";
import { insertMerchant, insertStaff } from "../modules/merchants/index.js";
import { partners } from "../modules/partners/partners.table.js";
import { merchantBankAccounts } from "../modules/payouts/payouts.table.js";
import { offlineAccountName } from "../adapters/bank/index.js";
import { createStoreForMerchant } from "../modules/merchants/index.js";
import { stores } from "../modules/merchants/stores.table.js";
import { eq } from "drizzle-orm";
import { type SeedCatalogueOptions, seedDemoCatalogue } from "./catalogue.js";
import { seedDemoPartners } from "./partners.js";
import { DEMO_STORE, seedDemoStores } from "./stores.js";

export const DEMO_PASSWORD = "Bitmarte#2026";

/**
 * Demo data for `npm start` only (tests build their own with factories). Runs once: a database that
 * already has the demo customer is left alone. Relies on the reference data (pricing plans, roles),
 * which prepareDatabase adds first.
 */
export async function seedDemo(
  db: Db,
  opts: { storage: Storage; log?: (m: string) => void; catalogue?: Pick<SeedCatalogueOptions, "approvedProducts" | "pendingProducts"> },
): Promise<boolean> {
  if (await findUserByEmail(db, "customer", "customer@bitmarte.test")) return false;
  opts.log?.("Seeding demo data (first run)…");
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const confirmed = new Date();
  await db.transaction(async (tx) => {
    const person = (kind: "customer" | "merchant" | "admin" | "partner", role: string, email: string, firstName: string, lastName: string) =>
      insertUser(tx, { kind, role, email, passwordHash, firstName, lastName, emailConfirmedAt: confirmed, phoneNumber: "+2348012345678" });

    const customer = await person("customer", "customer", "customer@bitmarte.test", "Ada", "Okafor");
    await insertCustomer(tx, customer.id);

    const owner = await person("merchant", "merchant", "merchant@bitmarte.test", "Tunde", "Bakare");
    const merchant = await insertMerchant(tx, { userId: owner.id, isRegisteredBusiness: true, isVerified: true, percentageComplete: 100 });
    const store = await createStoreForMerchant(tx, { merchantId: merchant.id, storeName: DEMO_STORE.name, storeUrl: DEMO_STORE.url, isRegisteredBusiness: true });
    await tx.update(stores).set({ status: "approved", firstApproval: true, secondApproval: true }).where(eq(stores.id, store.id));
    // Payouts are marked processed only to a verified account: the demo store has one the offline bank knows.
    await tx.insert(merchantBankAccounts).values({
      merchantId: merchant.id,
      bankCode: "058",
      bankName: "Guaranty Trust Bank",
      accountNumber: "0123456789",
      accountName: offlineAccountName("0123456789"),
      verifiedAt: new Date(),
    });

    const staff = await person("merchant", "staff", "staff@bitmarte.test", "Chioma", "Eze");
    await insertStaff(tx, { userId: staff.id, merchantId: merchant.id, permissions: ["products:read", "products:write", "orders:read", "orders:write"] });

    for (const [role, email, first, last, approver] of [
      ["admin", "admin@bitmarte.test", "Amaka", "Obi", true],
      ["superadmin", "superadmin@bitmarte.test", "Ifeanyi", "Nwosu", true],
      ["dispatcher", "dispatcher@bitmarte.test", "Musa", "Ibrahim", false],
      ["scheduler", "scheduler@bitmarte.test", "Funke", "Adeyemi", false],
    ] as const) {
      const u = await person("admin", role, email, first, last);
      await tx.insert(admins).values({ userId: u.id, role, isApprover: approver });
    }

    const partnerUser = await person("partner", "partner", "partner@bitmarte.test", "Kola", "Adebayo");
    await tx.insert(partners).values({ userId: partnerUser.id, companyName: "Swift Logistics Ltd", status: "approved" });
  });
  // Stores first (the catalogue needs them), then categories and products.
  await seedDemoStores(db, { storage: opts.storage, log: opts.log });
  await seedDemoPartners(db, { storage: opts.storage, log: opts.log });
  await seedDemoCatalogue(db, { ...opts.catalogue, storage: opts.storage, log: opts.log });
  return true;
}
