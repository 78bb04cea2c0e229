import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins } from "../admins/admins.table.js";
import { customers } from "../customers/customers.table.js";
import { merchantStaff, merchants } from "../merchants/merchants.table.js";
import { stores } from "../merchants/stores.table.js";
import { partners } from "../partners/partners.table.js";

/** The merchant a merchant-kind user acts for: as owner, or as staff. */
export async function findMerchantContext(db: DbOrTx, userId: string) {
  const [owner] = await db
    .select({ merchantId: merchants.id, storeId: stores.id, storeName: stores.storeName, isRegisteredBusiness: merchants.isRegisteredBusiness })
    .from(merchants)
    .leftJoin(stores, eq(stores.merchantId, merchants.id))
    .where(eq(merchants.userId, userId));
  if (owner) return { ...owner, isOwner: true as const, permissions: [] as string[] };
  const [staff] = await db
    .select({
      merchantId: merchantStaff.merchantId,
      storeId: stores.id,
      storeName: stores.storeName,
      isRegisteredBusiness: merchants.isRegisteredBusiness,
      permissions: merchantStaff.permissions,
    })
    .from(merchantStaff)
    .innerJoin(merchants, eq(merchants.id, merchantStaff.merchantId))
    .leftJoin(stores, eq(stores.merchantId, merchants.id))
    .where(eq(merchantStaff.userId, userId));
  if (staff) return { ...staff, isOwner: false as const };
  return null;
}

export async function findAdmin(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(admins).where(eq(admins.userId, userId));
  return row ?? null;
}

export async function findPartnerByUser(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId));
  return row ?? null;
}

export async function insertCustomer(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(customers).values({ userId });
}
