import {
  MESSAGES,
  SHIPPING_ZONES,
  type ShippingDiscount,
  type ShippingLocation,
  type ShippingPricing,
  type ShippingSetup,
  type ShippingZone,
  type ShippingZoneInfo,
  VEHICLE_MAX_WEIGHT_KG,
  VEHICLE_TYPES,
  type Vehicle,
  VOLUMETRIC_DIVISOR,
  type VehicleType,
  type CreateShippingDiscountBodySchema,
  type CreateShippingLocationBodySchema,
  type CreateVehicleBodySchema,
  type UpdateShippingDiscountBodySchema,
  type UpdateShippingLocationBodySchema,
  type UpdateShippingPricingBodySchema,
  type UpdateVehicleBodySchema,
  type VehicleListQuerySchema,
  type ShippingLocationListQuerySchema,
  type ShippingDiscountListQuerySchema,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import type { Ctx } from "../../http/context.js";
import { AppError, badInput, conflict, notFound } from "../../lib/errors.js";
import { koboToNaira, nairaToKobo } from "../../lib/money.js";
import * as repo from "./logistics.repository.js";
import {
  computeShippingFee,
  type ParcelItem,
  type Place,
  type ShippingDiscountRule,
  type ShippingFeeQuote,
  ShippingPriceMissingError,
} from "./shipping-fee.js";

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === "23505" || err?.cause?.code === "23505";
}

const iso = (d: Date) => d.toISOString();
const day = (d: Date) => d.toISOString().slice(0, 10);

// ---- vehicles ----

function toVehicle(row: repo.VehicleRow): Vehicle {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    plateNumber: row.plateNumber,
    capacityKg: row.capacityKg,
    status: row.status,
    dispatcherId: row.dispatcherId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

async function checkVehicle(db: DbOrTx, v: { type: VehicleType; capacityKg: number; dispatcherId: string | null }) {
  const max = VEHICLE_MAX_WEIGHT_KG[v.type];
  if (max !== null && v.capacityKg > max) {
    throw badInput([{ path: "capacityKg", message: `A ${v.type} carries at most ${max.toLocaleString("en-NG")} kg` }]);
  }
  if (v.dispatcherId && !(await repo.isDispatcher(db, v.dispatcherId))) {
    throw badInput([{ path: "dispatcherId", message: MESSAGES.vehicleDispatcherInvalid }]);
  }
}

const plateTaken = () => conflict(MESSAGES.vehiclePlateTaken, [{ path: "plateNumber", message: MESSAGES.vehiclePlateTaken }]);

export async function listVehicles(ctx: Ctx, q: z.output<typeof VehicleListQuerySchema>) {
  const { rows, count } = await repo.listVehicles(ctx.db, q);
  return { rows: rows.map(toVehicle), count };
}

export async function getVehicle(ctx: Ctx, id: string): Promise<Vehicle> {
  const row = await repo.findVehicle(ctx.db, id);
  if (!row) throw notFound();
  return toVehicle(row);
}

export async function createVehicle(ctx: Ctx, input: z.output<typeof CreateVehicleBodySchema>): Promise<Vehicle> {
  await checkVehicle(ctx.db, input);
  try {
    return toVehicle(await repo.insertVehicle(ctx.db, { ...input, plateNumber: input.plateNumber.toUpperCase() }));
  } catch (e) {
    if (isUniqueViolation(e)) throw plateTaken();
    throw e;
  }
}

export async function updateVehicle(ctx: Ctx, id: string, input: z.output<typeof UpdateVehicleBodySchema>): Promise<Vehicle> {
  const current = await repo.findVehicle(ctx.db, id);
  if (!current) throw notFound();
  await checkVehicle(ctx.db, {
    type: input.type ?? current.type,
    capacityKg: input.capacityKg ?? current.capacityKg,
    dispatcherId: input.dispatcherId === undefined ? null : input.dispatcherId,
  });
  try {
    const row = await repo.updateVehicle(
      ctx.db,
      id,
      { ...input, plateNumber: input.plateNumber?.toUpperCase() },
      ctx.now,
    );
    if (!row) throw notFound();
    return toVehicle(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw plateTaken();
    throw e;
  }
}

export async function deleteVehicle(ctx: Ctx, id: string): Promise<{ id: string }> {
  const current = await repo.findVehicle(ctx.db, id);
  if (!current) throw notFound();
  if (current.status === "in_use") throw conflict(MESSAGES.vehicleInUse);
  const deleted = await repo.deleteVehicle(ctx.db, id);
  if (!deleted) throw notFound();
  return { id: deleted };
}

// ---- zones and locations ----

export const SHIPPING_ZONE_INFO: Record<ShippingZone, Omit<ShippingZoneInfo, "code">> = {
  within_lagos: { name: "Within Lagos", description: "Pickup and delivery are both in Lagos State" },
  same_city: { name: "Same city", description: "Pickup and delivery are in the same city (outside Lagos)" },
  same_state: { name: "Same state", description: "Pickup and delivery are in different cities of the same state" },
  other_state: { name: "Other state", description: "Delivery to a different state from the pickup" },
};

function toLocation(row: repo.ShippingLocationRow): ShippingLocation {
  return {
    id: row.id,
    country: row.country,
    state: row.state,
    city: row.city,
    hubId: row.hubId,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const locationTaken = () => conflict(MESSAGES.shippingLocationExists, [{ path: "city", message: MESSAGES.shippingLocationExists }]);

export async function getShippingSetup(ctx: Ctx): Promise<ShippingSetup> {
  const locations = await repo.allLocations(ctx.db);
  return {
    zones: SHIPPING_ZONES.map((code) => ({ code, ...SHIPPING_ZONE_INFO[code] })),
    locations: locations.map(toLocation),
  };
}

export async function listLocations(ctx: Ctx, q: z.output<typeof ShippingLocationListQuerySchema>) {
  const { rows, count } = await repo.listLocations(ctx.db, q);
  return { rows: rows.map(toLocation), count };
}

export async function createLocation(ctx: Ctx, input: z.output<typeof CreateShippingLocationBodySchema>): Promise<ShippingLocation> {
  try {
    return toLocation(await repo.insertLocation(ctx.db, input));
  } catch (e) {
    if (isUniqueViolation(e)) throw locationTaken();
    throw e;
  }
}

export async function updateLocation(
  ctx: Ctx,
  id: string,
  input: z.output<typeof UpdateShippingLocationBodySchema>,
): Promise<ShippingLocation> {
  try {
    const row = await repo.updateLocation(ctx.db, id, input, ctx.now);
    if (!row) throw notFound();
    return toLocation(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw locationTaken();
    throw e;
  }
}

export async function deleteLocation(ctx: Ctx, id: string): Promise<{ id: string }> {
  const deleted = await repo.deleteLocation(ctx.db, id);
  if (!deleted) throw notFound();
  return { id: deleted };
}

// ---- price table ----

const zoneOrder = (z: ShippingZone) => SHIPPING_ZONES.indexOf(z);
const vehicleOrder = (v: VehicleType) => VEHICLE_TYPES.indexOf(v);

export async function getPricing(ctx: Pick<Ctx, "db">): Promise<ShippingPricing> {
  const rows = await repo.listPrices(ctx.db);
  rows.sort((a, b) => zoneOrder(a.zone) - zoneOrder(b.zone) || vehicleOrder(a.vehicleType) - vehicleOrder(b.vehicleType));
  const updatedAt = rows.reduce<Date | null>((latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest), null);
  return {
    rows: rows.map((r) => ({
      zone: r.zone,
      vehicleType: r.vehicleType,
      baseFee: koboToNaira(r.baseFeeKobo),
      perKgFee: koboToNaira(r.perKgFeeKobo),
    })),
    volumetricDivisor: VOLUMETRIC_DIVISOR,
    updatedAt: updatedAt ? iso(updatedAt) : null,
  };
}

/** Sets the prices sent; (zone, vehicle) pairs not sent keep their price, so the table never has holes. */
export async function updatePricing(ctx: Ctx, input: z.output<typeof UpdateShippingPricingBodySchema>): Promise<ShippingPricing> {
  await repo.upsertPrices(
    ctx.db,
    input.rows.map((r) => ({
      zone: r.zone,
      vehicleType: r.vehicleType,
      baseFeeKobo: nairaToKobo(r.baseFee),
      perKgFeeKobo: nairaToKobo(r.perKgFee),
    })),
    ctx.now,
  );
  return getPricing(ctx);
}

// ---- shipping discounts ----

function toDiscount(row: repo.ShippingDiscountRow): ShippingDiscount {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    value: row.valueHundredths / 100,
    zone: row.zone,
    state: row.state,
    minOrderAmount: koboToNaira(row.minOrderAmountKobo),
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toDiscountRule(row: repo.ShippingDiscountRow): ShippingDiscountRule {
  return {
    id: row.id,
    type: row.type,
    valueHundredths: row.valueHundredths,
    zone: row.zone,
    state: row.state,
    minOrderAmountKobo: row.minOrderAmountKobo,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive: row.isActive,
  };
}

/** The API value × 100: basis points of a percentage, or kobo. */
const hundredths = (value: number) => Math.round(value * 100);

export async function listDiscounts(ctx: Ctx, q: z.output<typeof ShippingDiscountListQuerySchema>) {
  const { rows, count } = await repo.listDiscounts(ctx.db, q);
  return { rows: rows.map(toDiscount), count };
}

export async function createDiscount(ctx: Ctx, input: z.output<typeof CreateShippingDiscountBodySchema>): Promise<ShippingDiscount> {
  const { value, minOrderAmount, ...rest } = input;
  const row = await repo.insertDiscount(ctx.db, {
    ...rest,
    valueHundredths: hundredths(value),
    minOrderAmountKobo: nairaToKobo(minOrderAmount),
  });
  return toDiscount(row);
}

export async function updateDiscount(
  ctx: Ctx,
  id: string,
  input: z.output<typeof UpdateShippingDiscountBodySchema>,
): Promise<ShippingDiscount> {
  const current = await repo.findDiscount(ctx.db, id);
  if (!current) throw notFound();
  // The body is checked on its own; these rules need the stored fields too.
  const type = input.type ?? current.type;
  const valueHundredths = input.value === undefined ? current.valueHundredths : hundredths(input.value);
  if (type === "percent" && valueHundredths > 10000) throw badInput([{ path: "value", message: "A percentage is at most 100" }]);
  const startDate = input.startDate === undefined ? current.startDate : input.startDate;
  const endDate = input.endDate === undefined ? current.endDate : input.endDate;
  if (startDate && endDate && endDate < startDate) {
    throw badInput([{ path: "endDate", message: "End date must be on or after start date" }]);
  }
  const { value: _value, minOrderAmount, ...rest } = input;
  const row = await repo.updateDiscount(
    ctx.db,
    id,
    {
      ...rest,
      valueHundredths,
      ...(minOrderAmount === undefined ? {} : { minOrderAmountKobo: nairaToKobo(minOrderAmount) }),
    },
    ctx.now,
  );
  if (!row) throw notFound();
  return toDiscount(row);
}

export async function deleteDiscount(ctx: Ctx, id: string): Promise<{ id: string }> {
  const deleted = await repo.deleteDiscount(ctx.db, id);
  if (!deleted) throw notFound();
  return { id: deleted };
}

// ---- quotes (called by the cart and checkout) ----

export interface ShippingParcel {
  storeId: string;
  /** The store's pickup location (or its hub's). */
  pickup: Place;
  items: readonly ParcelItem[];
  /** Value of the parcel's items, kobo (for "free shipping above" rules); 0 when unknown. */
  orderAmountKobo?: number;
}

export interface StoreShippingQuote extends ShippingFeeQuote {
  storeId: string;
  /** Whether the destination is one of the listed delivery locations (informational; fees do not depend on it). */
  served: boolean;
}

/** The price table and today's discounts, loaded once for any number of parcels. */
export async function loadShippingRates(ctx: { db: DbOrTx; now: Date }) {
  const [prices, discounts] = await Promise.all([repo.listPrices(ctx.db), repo.activeDiscounts(ctx.db, day(ctx.now))]);
  return { prices, discounts: discounts.map(toDiscountRule), today: day(ctx.now) };
}

/** Shipping fee of each store's parcel to one address. Throws 409 when the table has no price for a route. */
export async function quoteShippingMany(
  ctx: { db: DbOrTx; now: Date },
  input: { address: Place; parcels: readonly ShippingParcel[] },
): Promise<StoreShippingQuote[]> {
  if (input.parcels.length === 0) return [];
  const rates = await loadShippingRates(ctx);
  const served = Boolean(await repo.findServedLocation(ctx.db, input.address.state, input.address.city));
  return input.parcels.map((parcel) => {
    try {
      const quote = computeShippingFee({
        from: parcel.pickup,
        to: input.address,
        items: parcel.items,
        orderAmountKobo: parcel.orderAmountKobo ?? 0,
        prices: rates.prices,
        discounts: rates.discounts,
        today: rates.today,
      });
      return { ...quote, storeId: parcel.storeId, served };
    } catch (e) {
      if (e instanceof ShippingPriceMissingError) throw new AppError(409, "CONFLICT", MESSAGES.shippingPriceMissing);
      throw e;
    }
  });
}

/** Shipping fee of one store's parcel to the customer's address. */
export async function quoteShipping(
  ctx: { db: DbOrTx; now: Date },
  input: ShippingParcel & { address: Place },
): Promise<StoreShippingQuote> {
  const [quote] = await quoteShippingMany(ctx, { address: input.address, parcels: [input] });
  return quote;
}
