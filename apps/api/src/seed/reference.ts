import { NIGERIAN_STATES, type NigerianState, type ShippingZone, type VehicleType } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { fulfilmentSettings } from "../modules/fulfilment/fulfilment.table.js";
import { permissions, roles } from "../modules/identity/identity.table.js";
import { shippingLocations, shippingPrices } from "../modules/logistics/logistics.table.js";
import { pricingPlans } from "../modules/merchants/merchants.table.js";

/**
 * What a marketplace needs to trade, in any mode, and nothing else (no people, stores or products):
 * admin roles and their permissions, the pricing plans, the shipping price table (every zone × vehicle
 * type), every state and the FCT as a shipping location, and the fulfilment settings. The storefront
 * theme catalogue is code (`THEME_CATALOGUE` in the contracts), so it needs no rows.
 *
 * Runs on every start. Each row is inserted only when missing, keyed by its natural key, so nothing an
 * admin edited (a plan's commission, a price, a location) is ever overwritten. Shipping locations are
 * keyed by state: a state that has any location, active or not, gets no other one.
 */

export const REFERENCE_ROLES = [
  { name: "superadmin", kind: "admin", description: "Manages admins and roles; can do everything an admin can" },
  { name: "admin", kind: "admin", description: "Approves stores, hubs and products; assigns orders; approves payouts; decides refunds and chargebacks" },
  { name: "dispatcher", kind: "admin", description: "Sees and moves the orders assigned to them" },
  { name: "scheduler", kind: "admin", description: "Assigns orders to dispatchers" },
] as const;

const APPROVER_PERMISSIONS = [
  "stores:approve", "products:approve", "hubs:approve", "orders:assign", "orders:read", "payouts:approve",
  "refunds:decide", "catalogue:write", "logistics:write", "reports:read", "transactions:read",
];

export const REFERENCE_PERMISSIONS: Record<(typeof REFERENCE_ROLES)[number]["name"], string[]> = {
  superadmin: ["admins:write", "admins:read", ...APPROVER_PERMISSIONS],
  admin: APPROVER_PERMISSIONS,
  dispatcher: ["orders:deliver", "orders:read"],
  scheduler: ["orders:schedule", "orders:read"],
};

export const REFERENCE_PLANS = [
  {
    code: "starter", name: "Starter", description: "For new sellers: no monthly fee, a higher commission per sale.", commissionBps: 1000, monthlyFeeKobo: 0, sortOrder: 1,
    features: ["Unlimited product listings", "Public store page with a storefront theme", "Sales, payment and settlement reports", "Bitmarte delivery network"],
  },
  {
    code: "growth", name: "Growth", description: "For growing stores: a lower commission for a small monthly fee.", commissionBps: 750, monthlyFeeKobo: 500000, sortOrder: 2,
    features: ["Everything in Starter", "Featured product slots", "A lower commission per sale", "Priority support"],
  },
  {
    code: "premium", name: "Premium", description: "For established brands: the lowest commission per sale.", commissionBps: 500, monthlyFeeKobo: 1500000, sortOrder: 3,
    features: ["Everything in Growth", "The lowest commission per sale", "Dedicated account manager"],
  },
];

/** Starter shipping prices in kobo: [base fee, per-kg fee] per zone and vehicle type (bike ≤ 10 kg, car ≤ 70 kg, van ≤ 1,000 kg, truck). */
export const REFERENCE_PRICES: Record<ShippingZone, Record<VehicleType, [number, number]>> = {
  within_lagos: { bike: [150000, 10000], car: [350000, 8000], van: [1500000, 5000], truck: [6000000, 4000] },
  same_city: { bike: [120000, 10000], car: [300000, 8000], van: [1200000, 5000], truck: [5000000, 4000] },
  same_state: { bike: [200000, 15000], car: [450000, 10000], van: [1800000, 6000], truck: [7000000, 4500] },
  other_state: { bike: [350000, 25000], car: [700000, 20000], van: [3000000, 12000], truck: [12000000, 8000] },
};

/** The city each state is first served in: its capital (Ikeja for Lagos, Abuja for the FCT). */
export const STATE_CAPITALS: Record<NigerianState, string> = {
  Abia: "Umuahia", Adamawa: "Yola", "Akwa Ibom": "Uyo", Anambra: "Awka", Bauchi: "Bauchi", Bayelsa: "Yenagoa",
  Benue: "Makurdi", Borno: "Maiduguri", "Cross River": "Calabar", Delta: "Asaba", Ebonyi: "Abakaliki", Edo: "Benin City",
  Ekiti: "Ado-Ekiti", Enugu: "Enugu", FCT: "Abuja", Gombe: "Gombe", Imo: "Owerri", Jigawa: "Dutse", Kaduna: "Kaduna",
  Kano: "Kano", Katsina: "Katsina", Kebbi: "Birnin Kebbi", Kogi: "Lokoja", Kwara: "Ilorin", Lagos: "Ikeja",
  Nasarawa: "Lafia", Niger: "Minna", Ogun: "Abeokuta", Ondo: "Akure", Osun: "Osogbo", Oyo: "Ibadan", Plateau: "Jos",
  Rivers: "Port Harcourt", Sokoto: "Sokoto", Taraba: "Jalingo", Yobe: "Damaturu", Zamfara: "Gusau",
};

/** Rows added by one run, per table (all zero when the database already had everything). */
export interface ReferenceSeedResult {
  roles: number;
  permissions: number;
  pricingPlans: number;
  shippingPrices: number;
  shippingLocations: number;
  fulfilmentSettings: number;
}

export async function seedReference(db: Db): Promise<ReferenceSeedResult> {
  return db.transaction(async (tx) => {
    const addedRoles = await tx.insert(roles).values([...REFERENCE_ROLES]).onConflictDoNothing().returning({ name: roles.name });
    const addedPermissions = await tx
      .insert(permissions)
      .values(Object.entries(REFERENCE_PERMISSIONS).flatMap(([role, list]) => list.map((permission) => ({ role, permission }))))
      .onConflictDoNothing()
      .returning({ role: permissions.role });
    const addedPlans = await tx.insert(pricingPlans).values(REFERENCE_PLANS).onConflictDoNothing({ target: pricingPlans.code }).returning({ id: pricingPlans.id });
    const addedPrices = await tx
      .insert(shippingPrices)
      .values(
        Object.entries(REFERENCE_PRICES).flatMap(([zone, byType]) =>
          Object.entries(byType).map(([vehicleType, [baseFeeKobo, perKgFeeKobo]]) => ({
            zone: zone as ShippingZone,
            vehicleType: vehicleType as VehicleType,
            baseFeeKobo,
            perKgFeeKobo,
          })),
        ),
      )
      .onConflictDoNothing()
      .returning({ zone: shippingPrices.zone });
    // One statement: a state is looked up (case-insensitively) against every location, whatever its city or status.
    const states = NIGERIAN_STATES.map((s) => sql`(${s}, ${STATE_CAPITALS[s]})`);
    const addedLocations = await tx.execute(sql`
      insert into ${shippingLocations} (country, state, city)
      select 'Nigeria', v.state, v.city from (values ${sql.join(states, sql`, `)}) as v(state, city)
      where not exists (select 1 from ${shippingLocations} l where lower(l.country) = 'nigeria' and lower(l.state) = lower(v.state))
      on conflict do nothing
      returning id`);
    const addedSettings = await tx.insert(fulfilmentSettings).values({ id: 1 }).onConflictDoNothing().returning({ id: fulfilmentSettings.id });
    return {
      roles: addedRoles.length,
      permissions: addedPermissions.length,
      pricingPlans: addedPlans.length,
      shippingPrices: addedPrices.length,
      shippingLocations: addedLocations.rowCount ?? 0,
      fulfilmentSettings: addedSettings.length,
    };
  });
}
