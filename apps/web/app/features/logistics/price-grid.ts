import { SHIPPING_ZONES, type ShippingPriceRow, type ShippingZone, VEHICLE_TYPES, type VehicleType } from "@bitmarte/contracts";

/** One editable cell of the price table; "" is a price not set yet. */
export interface PriceCell {
  baseFee: number | "";
  perKgFee: number | "";
}
export type PriceGrid = Record<string, PriceCell>;

export const cellKey = (zone: ShippingZone, vehicleType: VehicleType) => `${zone}:${vehicleType}`;

export const ZONE_LABELS: Record<ShippingZone, string> = {
  within_lagos: "Within Lagos",
  same_city: "Same city",
  same_state: "Same state",
  other_state: "Other state",
};
export const VEHICLE_LABELS: Record<VehicleType, string> = { bike: "Bike", car: "Car", van: "Van", truck: "Truck" };

/** Every zone × vehicle class, filled from the saved rows. */
export function gridFromRows(rows: readonly ShippingPriceRow[]): PriceGrid {
  const grid: PriceGrid = {};
  for (const zone of SHIPPING_ZONES) {
    for (const vehicle of VEHICLE_TYPES) grid[cellKey(zone, vehicle)] = { baseFee: "", perKgFee: "" };
  }
  for (const row of rows) grid[cellKey(row.zone, row.vehicleType)] = { baseFee: row.baseFee, perKgFee: row.perKgFee };
  return grid;
}

/** The PUT body's rows: every cell with both prices set (a half-filled cell is an error, see `incompleteCells`). */
export function rowsFromGrid(grid: PriceGrid): ShippingPriceRow[] {
  const rows: ShippingPriceRow[] = [];
  for (const zone of SHIPPING_ZONES) {
    for (const vehicleType of VEHICLE_TYPES) {
      const cell = grid[cellKey(zone, vehicleType)];
      if (cell && cell.baseFee !== "" && cell.perKgFee !== "") rows.push({ zone, vehicleType, baseFee: cell.baseFee, perKgFee: cell.perKgFee });
    }
  }
  return rows;
}

/** Cells with one price but not the other. */
export function incompleteCells(grid: PriceGrid): string[] {
  return Object.entries(grid)
    .filter(([, cell]) => (cell.baseFee === "") !== (cell.perKgFee === ""))
    .map(([key]) => key);
}

/** fee = base + per-kg × weight, in kobo so the figure has no float error; null without a price. */
export function feeFor(cell: PriceCell | undefined, weightKg: number): number | null {
  if (!cell || cell.baseFee === "" || cell.perKgFee === "") return null;
  return (Math.round(cell.baseFee * 100) + Math.round(cell.perKgFee * 100 * weightKg)) / 100;
}

/** Chart rows: one per zone, one series per vehicle class, for a parcel of `weightKg`. */
export function feeChartData(grid: PriceGrid, weightKg: number): Record<string, string | number | null>[] {
  return SHIPPING_ZONES.map((zone) => {
    const row: Record<string, string | number | null> = { zone: ZONE_LABELS[zone] };
    for (const vehicle of VEHICLE_TYPES) row[VEHICLE_LABELS[vehicle]] = feeFor(grid[cellKey(zone, vehicle)], weightKg);
    return row;
  });
}
