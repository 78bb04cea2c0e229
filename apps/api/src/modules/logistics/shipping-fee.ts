import {
  type ShippingZone,
  VEHICLE_MAX_WEIGHT_KG,
  VEHICLE_TYPES,
  type VehicleType,
  VOLUMETRIC_DIVISOR,
} from "@bitmarte/contracts";

/**
 * The shipping fee of one store's parcel, as a pure function: zone → chargeable weight → vehicle class →
 * base fee + per-kg fee → shipping discounts. Every amount is integer kobo.
 */

export type WeightUnit = "g" | "kg" | "lb" | "oz";
export type DimensionUnit = "mm" | "cm" | "m" | "in";

const KG_PER: Record<WeightUnit, number> = { g: 0.001, kg: 1, lb: 0.45359237, oz: 0.028349523125 };
const CM_PER: Record<DimensionUnit, number> = { mm: 0.1, cm: 1, m: 100, in: 2.54 };

export const toKg = (value: number, unit: WeightUnit): number => value * KG_PER[unit];
export const toCm = (value: number, unit: DimensionUnit): number => value * CM_PER[unit];

export interface ParcelItem {
  /** Weight of one unit. */
  weight: number;
  weightUnit: WeightUnit;
  /** Size of one unit; null when unknown (then only the actual weight counts). */
  dimensions?: { length: number; width: number; height: number } | null;
  dimensionUnit: DimensionUnit;
  quantity: number;
}

export interface Place {
  state: string;
  /** Optional refinement: without a city on either end, the zone is decided by the states alone. */
  city?: string | null;
}

export interface PriceRow {
  zone: ShippingZone;
  vehicleType: VehicleType;
  baseFeeKobo: number;
  perKgFeeKobo: number;
}

export interface ShippingDiscountRule {
  id: string;
  type: "percent" | "fixed";
  /** percent: basis points (12.5 % = 1250); fixed: kobo. */
  valueHundredths: number;
  zone: ShippingZone | null;
  /** Destination state the rule is limited to. */
  state: string | null;
  minOrderAmountKobo: number;
  /** YYYY-MM-DD, inclusive, UTC days. */
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
}

export interface ShippingFeeInput {
  from: Place;
  to: Place;
  items: readonly ParcelItem[];
  /** Value of the parcel's items (for "free shipping above an amount" rules). */
  orderAmountKobo: number;
  prices: readonly PriceRow[];
  discounts: readonly ShippingDiscountRule[];
  /** Today, YYYY-MM-DD (UTC). */
  today: string;
}

export interface ShippingFeeQuote {
  zone: ShippingZone;
  withinLagos: boolean;
  lagosMerchant: boolean;
  lagosCustomer: boolean;
  vehicleType: VehicleType;
  /** Actual weight, kg (rounded to grams for display). */
  actualWeightKg: number;
  volumetricWeightKg: number;
  /** max(actual, volumetric), rounded up to the next 0.5 kg. */
  chargeableWeightKg: number;
  grossFeeKobo: number;
  discountKobo: number;
  feeKobo: number;
  discountId: string | null;
}

export class ShippingPriceMissingError extends Error {
  constructor(
    readonly zone: ShippingZone,
    readonly vehicleType: VehicleType,
  ) {
    super(`No shipping price for ${zone} × ${vehicleType}`);
  }
}

/** Lower-case, single spaces, without a trailing " state" (so "Lagos State" is Lagos). */
export function normalisePlace(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/ state$/, "");
}

const isLagos = (state: string) => normalisePlace(state) === "lagos";

/**
 * Within Lagos when both ends are in Lagos; else the same city (both cities known and equal), else the same
 * state, else another state. An address without a city falls back to its state's zone.
 */
export function shippingZone(from: Place, to: Place): { zone: ShippingZone; lagosMerchant: boolean; lagosCustomer: boolean } {
  const lagosMerchant = isLagos(from.state);
  const lagosCustomer = isLagos(to.state);
  const sameState = normalisePlace(from.state) === normalisePlace(to.state);
  const fromCity = from.city ? normalisePlace(from.city) : "";
  const toCity = to.city ? normalisePlace(to.city) : "";
  const sameCity = sameState && fromCity !== "" && fromCity === toCity;
  const zone: ShippingZone =
    lagosMerchant && lagosCustomer ? "within_lagos" : sameCity ? "same_city" : sameState ? "same_state" : "other_state";
  return { zone, lagosMerchant, lagosCustomer };
}

const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** Actual and volumetric (L×W×H cm / 5000) weight of the parcel, kg. */
export function parcelWeights(items: readonly ParcelItem[]): { actualKg: number; volumetricKg: number } {
  let actualKg = 0;
  let volumeCm3 = 0;
  for (const item of items) {
    const quantity = positive(item.quantity);
    actualKg += toKg(positive(item.weight), item.weightUnit) * quantity;
    const d = item.dimensions;
    if (d) {
      const cm = (v: number) => toCm(positive(v), item.dimensionUnit);
      volumeCm3 += cm(d.length) * cm(d.width) * cm(d.height) * quantity;
    }
  }
  return { actualKg, volumetricKg: volumeCm3 / VOLUMETRIC_DIVISOR };
}

/** Chargeable weight in half kilograms: max(actual, volumetric) rounded up to the next 0.5 kg. */
export function chargeableHalfKgs(actualKg: number, volumetricKg: number): number {
  const kg = Math.max(actualKg, volumetricKg, 0);
  // A hair of tolerance so float noise (2.0000000001 kg) does not cost another half kilo.
  return Math.max(0, Math.ceil(kg * 2 - 1e-9));
}

/** bike ≤ 10 kg, car ≤ 70 kg, van ≤ 1,000 kg, truck above. */
export function vehicleClassFor(chargeableKg: number): VehicleType {
  for (const type of VEHICLE_TYPES) {
    const max = VEHICLE_MAX_WEIGHT_KG[type];
    if (max === null || chargeableKg <= max) return type;
  }
  return "truck";
}

/** Whether a discount rule applies to this parcel today. */
export function discountApplies(
  rule: ShippingDiscountRule,
  at: { zone: ShippingZone; destinationState: string; orderAmountKobo: number; today: string },
): boolean {
  if (!rule.isActive) return false;
  if (rule.zone && rule.zone !== at.zone) return false;
  if (rule.state && normalisePlace(rule.state) !== normalisePlace(at.destinationState)) return false;
  if (at.orderAmountKobo < rule.minOrderAmountKobo) return false;
  if (rule.startDate && at.today < rule.startDate) return false;
  if (rule.endDate && at.today > rule.endDate) return false;
  return true;
}

/** What one rule takes off a fee: never more than the fee. */
export function discountAmount(rule: Pick<ShippingDiscountRule, "type" | "valueHundredths">, feeKobo: number): number {
  if (feeKobo <= 0) return 0;
  const raw =
    rule.type === "percent"
      ? Math.round((feeKobo * Math.min(Math.max(rule.valueHundredths, 0), 10000)) / 10000)
      : Math.max(rule.valueHundredths, 0);
  return Math.min(raw, feeKobo);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Discounts do not stack: the one that takes off the most applies. */
export function computeShippingFee(input: ShippingFeeInput): ShippingFeeQuote {
  const { zone, lagosMerchant, lagosCustomer } = shippingZone(input.from, input.to);
  const { actualKg, volumetricKg } = parcelWeights(input.items);
  const halfKgs = chargeableHalfKgs(actualKg, volumetricKg);
  const chargeableWeightKg = halfKgs / 2;
  const vehicleType = vehicleClassFor(chargeableWeightKg);
  const price = input.prices.find((p) => p.zone === zone && p.vehicleType === vehicleType);
  if (!price) throw new ShippingPriceMissingError(zone, vehicleType);
  const base = Math.max(0, Math.round(price.baseFeeKobo));
  const perKg = Math.max(0, Math.round(price.perKgFeeKobo));
  const grossFeeKobo = base + Math.ceil((perKg * halfKgs) / 2);

  let discountKobo = 0;
  let discountId: string | null = null;
  const at = { zone, destinationState: input.to.state, orderAmountKobo: input.orderAmountKobo, today: input.today };
  for (const rule of input.discounts) {
    if (!discountApplies(rule, at)) continue;
    const amount = discountAmount(rule, grossFeeKobo);
    if (amount > discountKobo) {
      discountKobo = amount;
      discountId = rule.id;
    }
  }

  return {
    zone,
    withinLagos: zone === "within_lagos",
    lagosMerchant,
    lagosCustomer,
    vehicleType,
    actualWeightKg: round3(actualKg),
    volumetricWeightKg: round3(volumetricKg),
    chargeableWeightKg,
    grossFeeKobo,
    discountKobo,
    feeKobo: grossFeeKobo - discountKobo,
    discountId,
  };
}
