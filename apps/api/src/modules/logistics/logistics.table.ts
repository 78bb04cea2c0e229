import type { ShippingZone, VehicleType } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";

const ts = () => timestamp({ withTimezone: true });

export type VehicleStatusValue = "available" | "in_use" | "maintenance" | "retired";

/** The platform's delivery vehicles. The class (`type`) also names a row of the shipping price table. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    type: text().$type<VehicleType>().notNull(),
    /** Stored upper-case as typed; unique on its letters and digits, so "LSD 123 AA" and "lsd-123aa" clash. */
    plateNumber: text().notNull(),
    capacityKg: doublePrecision().notNull(),
    status: text().$type<VehicleStatusValue>().notNull().default("available"),
    dispatcherId: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("vehicles_plate_number_uq").on(sql`regexp_replace(upper(${t.plateNumber}), '[^A-Z0-9]', '', 'g')`),
    index("vehicles_type_idx").on(t.type, t.status),
    check("vehicles_capacity_positive", sql`${t.capacityKg} > 0`),
  ],
);

/** Cities (within states) the platform delivers to; shared by GET/POST /shipping and the second shipping API. */
export const shippingLocations = pgTable(
  "shipping_locations",
  {
    id: uuid().primaryKey().defaultRandom(),
    country: text().notNull().default("Nigeria"),
    state: text().notNull(),
    city: text().notNull(),
    /** A hub serving the location (hubs belong to the stores domain; no foreign key across domains). */
    hubId: uuid(),
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex("shipping_locations_place_uq").on(sql`lower(${t.country})`, sql`lower(${t.state})`, sql`lower(${t.city})`)],
);

/** The shipping price table: one row per zone × vehicle class. Fees are kobo. */
export const shippingPrices = pgTable(
  "shipping_prices",
  {
    zone: text().$type<ShippingZone>().notNull(),
    vehicleType: text().$type<VehicleType>().notNull(),
    baseFeeKobo: bigint({ mode: "number" }).notNull(),
    perKgFeeKobo: bigint({ mode: "number" }).notNull(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.zone, t.vehicleType] }),
    check("shipping_prices_fees_non_negative", sql`${t.baseFeeKobo} >= 0 and ${t.perKgFeeKobo} >= 0`),
  ],
);

/**
 * Shipping discounts (second shipping API). `valueHundredths` is the API value × 100: basis points of a
 * percentage for `percent`, kobo for `fixed`.
 */
export const shippingDiscounts = pgTable(
  "shipping_discounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    type: text().$type<"percent" | "fixed">().notNull(),
    valueHundredths: integer().notNull(),
    zone: text().$type<ShippingZone>(),
    /** Destination state the discount is limited to. */
    state: text(),
    minOrderAmountKobo: bigint({ mode: "number" }).notNull().default(0),
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check("shipping_discounts_value_positive", sql`${t.valueHundredths} > 0`),
    check("shipping_discounts_percent_max", sql`${t.type} <> 'percent' or ${t.valueHundredths} <= 10000`),
    check("shipping_discounts_min_order", sql`${t.minOrderAmountKobo} >= 0`),
    check("shipping_discounts_dates", sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);
