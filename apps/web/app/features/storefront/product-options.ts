import type { ProductVariantItem, VariantProperty } from "@bitmarte/contracts";

/** The variant fields an option type maps to (variants carry a size and a colour). */
export type OptionField = "size" | "color";

export function optionField(type: string): OptionField | null {
  const t = type.trim().toLowerCase();
  if (t === "size") return "size";
  if (t === "color" || t === "colour") return "color";
  return null;
}

export const OPTION_LABELS: Record<OptionField, string> = { size: "Size", color: "Colour" };

export type OptionSelection = Partial<Record<OptionField, string>>;

export interface OptionChoice {
  value: string;
  /** Units in stock for this value together with the other chosen options. */
  quantity: number;
  soldOut: boolean;
}

export interface OptionGroup {
  field: OptionField;
  label: string;
  choices: OptionChoice[];
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").toLowerCase() === (b ?? "").toLowerCase();

function matches(variant: ProductVariantItem, selection: OptionSelection): boolean {
  return (Object.keys(selection) as OptionField[]).every((field) => !selection[field] || same(variant[field], selection[field]));
}

/** Units across the variants that match a selection. */
export function stockFor(variants: readonly ProductVariantItem[], selection: OptionSelection): number {
  return variants.filter((v) => matches(v, selection)).reduce((n, v) => n + Math.max(0, v.quantity), 0);
}

/**
 * The option groups a customer picks from, each value with the stock it would leave given the other
 * choices; values with no stock are sold out unless the store takes backorders.
 */
export function optionGroups(
  properties: readonly VariantProperty[],
  variants: readonly ProductVariantItem[],
  selection: OptionSelection,
  allowBackorder = false,
): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const property of properties) {
    const field = optionField(property.type);
    if (!field || groups.some((g) => g.field === field)) continue;
    const others: OptionSelection = { ...selection, [field]: undefined };
    const choices = property.options.map((value) => {
      const quantity = stockFor(variants, { ...others, [field]: value });
      return { value, quantity, soldOut: quantity <= 0 && !allowBackorder };
    });
    groups.push({ field, label: OPTION_LABELS[field], choices });
  }
  return groups;
}

/** The variant a complete selection names, or null while an option is still to be chosen. */
export function selectedVariant(
  groups: readonly OptionGroup[],
  variants: readonly ProductVariantItem[],
  selection: OptionSelection,
): ProductVariantItem | null {
  if (groups.length === 0 || groups.some((g) => !selection[g.field])) return null;
  return variants.find((v) => groups.every((g) => same(v[g.field], selection[g.field]))) ?? null;
}

/** A selection with values that are sold out (given the rest) removed. */
export function dropSoldOut(groups: readonly OptionGroup[], selection: OptionSelection): OptionSelection {
  const next: OptionSelection = { ...selection };
  for (const group of groups) {
    const choice = group.choices.find((c) => same(c.value, selection[group.field]));
    if (!choice || choice.soldOut) delete next[group.field];
  }
  return next;
}

export { priceAfterDiscount } from "../../lib/variant-price";

/** Whole percent saved against the list price; 0 when the list price is not higher. */
export function savingPercent(listPrice: number, price: number): number {
  if (!(listPrice > 0) || price >= listPrice) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}
