import {
  type ShippingDiscountSort,
  type ShippingDiscountSortColumn,
  type ShippingLocationSort,
  type ShippingLocationSortColumn,
  type ShippingZone,
  splitSort,
  type VehicleSort,
  type VehicleSortColumn,
  type VehicleType,
} from "@bitmarte/contracts";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared-queries.js";
import { admins } from "../admins/admins.table.js";
import { shippingDiscounts, shippingLocations, shippingPrices, type VehicleStatusValue, vehicles } from "./logistics.table.js";

export type VehicleRow = typeof vehicles.$inferSelect;
export type ShippingLocationRow = typeof shippingLocations.$inferSelect;
export type ShippingPriceRow = typeof shippingPrices.$inferSelect;
export type ShippingDiscountRow = typeof shippingDiscounts.$inferSelect;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `keys[by]` in the asked direction, then the id the same way, so pages neither overlap nor skip a row. */
function sortedBy<C extends string>(sort: `${C}_${"asc" | "desc"}`, keys: Record<C, SQL>, id: AnyPgColumn): SQL[] {
  const { by, direction } = splitSort<C>(sort);
  const dir = direction === "asc" ? asc : desc;
  return [dir(keys[by]), dir(id)];
}

// ---- vehicles ----

const VEHICLE_SORT_KEYS: Record<VehicleSortColumn, SQL> = {
  name: sql`lower(${vehicles.name})`,
  type: sql`${vehicles.type}`,
  capacity: sql`${vehicles.capacityKg}`,
  status: sql`${vehicles.status}`,
};

export async function listVehicles(
  db: DbOrTx,
  q: { page: number; limit: number; search?: string; type?: VehicleType; status?: VehicleStatusValue; sort?: VehicleSort },
): Promise<{ rows: VehicleRow[]; count: number }> {
  const filters: (SQL | undefined)[] = [
    q.type ? eq(vehicles.type, q.type) : undefined,
    q.status ? eq(vehicles.status, q.status) : undefined,
  ];
  if (q.search) {
    const pattern = `%${likeEscape(q.search)}%`;
    filters.push(or(ilike(vehicles.name, pattern), ilike(vehicles.plateNumber, pattern)));
  }
  const where = and(...filters);
  const rows = await db
    .select()
    .from(vehicles)
    .where(where)
    .orderBy(...(q.sort ? sortedBy<VehicleSortColumn>(q.sort, VEHICLE_SORT_KEYS, vehicles.id) : [asc(vehicles.type), asc(vehicles.name), asc(vehicles.id)]))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(vehicles).where(where);
  return { rows, count: total.n };
}

export async function findVehicle(db: DbOrTx, id: string): Promise<VehicleRow | null> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row ?? null;
}

export async function insertVehicle(db: DbOrTx, values: typeof vehicles.$inferInsert): Promise<VehicleRow> {
  const [row] = await db.insert(vehicles).values(values).returning();
  return row;
}

export async function updateVehicle(
  db: DbOrTx,
  id: string,
  values: Partial<typeof vehicles.$inferInsert>,
  now: Date,
): Promise<VehicleRow | null> {
  const [row] = await db
    .update(vehicles)
    .set({ ...values, updatedAt: now })
    .where(eq(vehicles.id, id))
    .returning();
  return row ?? null;
}

export async function deleteVehicle(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.delete(vehicles).where(eq(vehicles.id, id)).returning({ id: vehicles.id });
  return row?.id ?? null;
}

export async function isDispatcher(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: admins.userId })
    .from(admins)
    .where(and(eq(admins.userId, userId), eq(admins.role, "dispatcher")));
  return Boolean(row);
}

// ---- locations ----

const LOCATION_SORT_KEYS: Record<ShippingLocationSortColumn, SQL> = {
  city: sql`lower(${shippingLocations.city})`,
  state: sql`lower(${shippingLocations.state})`,
  country: sql`lower(${shippingLocations.country})`,
  active: sql`${shippingLocations.isActive}`,
};

export async function listLocations(
  db: DbOrTx,
  q: { page: number; limit: number; search?: string; state?: string; sort?: ShippingLocationSort },
): Promise<{ rows: ShippingLocationRow[]; count: number }> {
  const filters: (SQL | undefined)[] = [q.state ? eq(shippingLocations.state, q.state) : undefined];
  if (q.search) {
    const pattern = `%${likeEscape(q.search)}%`;
    filters.push(or(ilike(shippingLocations.city, pattern), ilike(shippingLocations.state, pattern)));
  }
  const where = and(...filters);
  const rows = await db
    .select()
    .from(shippingLocations)
    .where(where)
    .orderBy(
      ...(q.sort
        ? sortedBy<ShippingLocationSortColumn>(q.sort, LOCATION_SORT_KEYS, shippingLocations.id)
        : [asc(shippingLocations.state), asc(shippingLocations.city), asc(shippingLocations.id)]),
    )
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(shippingLocations).where(where);
  return { rows, count: total.n };
}

export async function allLocations(db: DbOrTx): Promise<ShippingLocationRow[]> {
  return db.select().from(shippingLocations).orderBy(asc(shippingLocations.state), asc(shippingLocations.city));
}

export async function findLocation(db: DbOrTx, id: string): Promise<ShippingLocationRow | null> {
  const [row] = await db.select().from(shippingLocations).where(eq(shippingLocations.id, id));
  return row ?? null;
}

/** An active location for this state and city (names compared case-insensitively); without a city, any in the state. */
export async function findServedLocation(db: DbOrTx, state: string, city?: string | null): Promise<ShippingLocationRow | null> {
  const [row] = await db
    .select()
    .from(shippingLocations)
    .where(
      and(
        eq(shippingLocations.isActive, true),
        sql`lower(${shippingLocations.state}) = lower(${state.trim()})`,
        city?.trim() ? sql`lower(${shippingLocations.city}) = lower(${city.trim()})` : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertLocation(db: DbOrTx, values: typeof shippingLocations.$inferInsert): Promise<ShippingLocationRow> {
  const [row] = await db.insert(shippingLocations).values(values).returning();
  return row;
}

export async function updateLocation(
  db: DbOrTx,
  id: string,
  values: Partial<typeof shippingLocations.$inferInsert>,
  now: Date,
): Promise<ShippingLocationRow | null> {
  const [row] = await db
    .update(shippingLocations)
    .set({ ...values, updatedAt: now })
    .where(eq(shippingLocations.id, id))
    .returning();
  return row ?? null;
}

export async function deleteLocation(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.delete(shippingLocations).where(eq(shippingLocations.id, id)).returning({ id: shippingLocations.id });
  return row?.id ?? null;
}

// ---- prices ----

/** The shipping price table and its running discounts are read by every cart request: prepared. */
export async function listPrices(db: DbOrTx): Promise<ShippingPriceRow[]> {
  return prepared(db, "shipping_prices", () => db.select().from(shippingPrices).prepare("shipping_prices")).execute();
}

export async function upsertPrices(
  db: DbOrTx,
  rows: { zone: ShippingZone; vehicleType: VehicleType; baseFeeKobo: number; perKgFeeKobo: number }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(shippingPrices)
    .values(rows.map((r) => ({ ...r, updatedAt: now })))
    .onConflictDoUpdate({
      target: [shippingPrices.zone, shippingPrices.vehicleType],
      set: {
        baseFeeKobo: sql`excluded.base_fee_kobo`,
        perKgFeeKobo: sql`excluded.per_kg_fee_kobo`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

// ---- discounts ----

const DISCOUNT_SORT_KEYS: Record<ShippingDiscountSortColumn, SQL> = {
  name: sql`lower(${shippingDiscounts.name})`,
  value: sql`${shippingDiscounts.valueHundredths}`,
  min: sql`${shippingDiscounts.minOrderAmountKobo}`,
  // No start day means it runs from now: first when ascending.
  start: sql`coalesce(${shippingDiscounts.startDate}, '-infinity'::date)`,
  active: sql`${shippingDiscounts.isActive}`,
};

export async function listDiscounts(
  db: DbOrTx,
  q: { page: number; limit: number; sort?: ShippingDiscountSort },
): Promise<{ rows: ShippingDiscountRow[]; count: number }> {
  const rows = await db
    .select()
    .from(shippingDiscounts)
    .orderBy(
      ...(q.sort
        ? sortedBy<ShippingDiscountSortColumn>(q.sort, DISCOUNT_SORT_KEYS, shippingDiscounts.id)
        : [desc(shippingDiscounts.createdAt), asc(shippingDiscounts.id)]),
    )
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(shippingDiscounts);
  return { rows, count: total.n };
}

/** Active rules whose date range may include `today`; the pure function checks the rest. */
export async function activeDiscounts(db: DbOrTx, today: string): Promise<ShippingDiscountRow[]> {
  const query = prepared(db, "shipping_discounts_active", () =>
    db
      .select()
      .from(shippingDiscounts)
      .where(
        and(
          eq(shippingDiscounts.isActive, true),
          sql`(${shippingDiscounts.startDate} is null or ${shippingDiscounts.startDate} <= ${sql.placeholder("today")}::date)`,
          sql`(${shippingDiscounts.endDate} is null or ${shippingDiscounts.endDate} >= ${sql.placeholder("today")}::date)`,
        ),
      )
      .prepare("shipping_discounts_active"),
  );
  return query.execute({ today });
}

export async function findDiscount(db: DbOrTx, id: string): Promise<ShippingDiscountRow | null> {
  const [row] = await db.select().from(shippingDiscounts).where(eq(shippingDiscounts.id, id));
  return row ?? null;
}

export async function insertDiscount(db: DbOrTx, values: typeof shippingDiscounts.$inferInsert): Promise<ShippingDiscountRow> {
  const [row] = await db.insert(shippingDiscounts).values(values).returning();
  return row;
}

export async function updateDiscount(
  db: DbOrTx,
  id: string,
  values: Partial<typeof shippingDiscounts.$inferInsert>,
  now: Date,
): Promise<ShippingDiscountRow | null> {
  const [row] = await db
    .update(shippingDiscounts)
    .set({ ...values, updatedAt: now })
    .where(eq(shippingDiscounts.id, id))
    .returning();
  return row ?? null;
}

export async function deleteDiscount(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.delete(shippingDiscounts).where(eq(shippingDiscounts.id, id)).returning({ id: shippingDiscounts.id });
  return row?.id ?? null;
}
