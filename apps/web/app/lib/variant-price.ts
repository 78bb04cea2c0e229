const round2 = (n: number) => Math.round(n * 100) / 100;

/** The price after a variant's discount (% off the selling price), rounded to kobo, as the server prices it. */
export function priceAfterDiscount(sellingPrice: number, discountPercent: number): number {
  const pct = Math.min(100, Math.max(0, discountPercent));
  return round2(sellingPrice - (sellingPrice * pct) / 100);
}

/** "M · Blue": the variant's size and colour as a shopper reads them; "" when it has neither. */
export function variantLabel(variant: { size?: string | null; color?: string | null } | null | undefined): string {
  return [variant?.size, variant?.color].filter(Boolean).join(" · ");
}
