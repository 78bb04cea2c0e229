const round2 = (n: number) => Math.round(n * 100) / 100;

/** The price after a variant's discount (% off the selling price), rounded to kobo, as the server prices it. */
export function priceAfterDiscount(sellingPrice: number, discountPercent: number): number {
  const pct = Math.min(100, Math.max(0, discountPercent));
  return round2(sellingPrice - (sellingPrice * pct) / 100);
}

export { variantLabel } from "@bitmarte/contracts/light";
