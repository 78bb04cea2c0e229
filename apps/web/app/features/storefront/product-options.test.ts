import type { ProductVariantItem, VariantProperty } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { dropSoldOut, optionGroups, priceAfterDiscount, savingPercent, selectedVariant, stockFor } from "./product-options";

let n = 0;
const v = (size: string | null, color: string | null, quantity: number, discount = 0): ProductVariantItem => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
  sku: `SKU-${n}`,
  size,
  color,
  quantity,
  discount,
});

const properties: VariantProperty[] = [
  { type: "size", options: ["S", "M", "L"] },
  { type: "color", options: ["Red", "Blue"] },
];
const variants = [v("S", "Red", 2), v("S", "Blue", 0), v("M", "Red", 0), v("M", "Blue", 0), v("L", "Red", 5, 10), v("L", "Blue", 1)];

describe("stock per option", () => {
  it("adds up the variants that match", () => {
    expect(stockFor(variants, { size: "S" })).toBe(2);
    expect(stockFor(variants, { color: "red" })).toBe(7);
    expect(stockFor(variants, {})).toBe(8);
  });

  it("marks values sold out given the other choice", () => {
    const groups = optionGroups(properties, variants, {});
    expect(groups.map((g) => g.label)).toEqual(["Size", "Colour"]);
    expect(groups[0].choices.map((c) => [c.value, c.soldOut])).toEqual([
      ["S", false],
      ["M", true],
      ["L", false],
    ]);
    const withSmall = optionGroups(properties, variants, { size: "S" });
    expect(withSmall[1].choices.map((c) => [c.value, c.quantity, c.soldOut])).toEqual([
      ["Red", 2, false],
      ["Blue", 0, true],
    ]);
  });

  it("keeps sold-out values choosable when the store takes backorders", () => {
    expect(optionGroups(properties, variants, {}, true)[0].choices.every((c) => !c.soldOut)).toBe(true);
  });

  it("accepts 'colour' as the colour option and ignores unknown types", () => {
    const groups = optionGroups([{ type: "Colour", options: ["Red"] }, { type: "material", options: ["Silk"] }], variants, {});
    expect(groups.map((g) => g.field)).toEqual(["color"]);
  });
});

describe("selectedVariant", () => {
  it("finds the variant once every option is chosen", () => {
    const groups = optionGroups(properties, variants, {});
    expect(selectedVariant(groups, variants, { size: "L" })).toBeNull();
    expect(selectedVariant(groups, variants, { size: "L", color: "red" })?.quantity).toBe(5);
  });

  it("drops a choice that became sold out", () => {
    const groups = optionGroups(properties, variants, { size: "S" });
    expect(dropSoldOut(groups, { size: "S", color: "Blue" })).toEqual({ size: "S" });
  });
});

describe("prices", () => {
  it("applies a variant discount to the selling price, in kobo", () => {
    expect(priceAfterDiscount(19999.99, 10)).toBe(17999.99);
    expect(priceAfterDiscount(1000, 0)).toBe(1000);
    expect(priceAfterDiscount(1000, 150)).toBe(0);
  });

  it("gives the saving against the list price in whole percent", () => {
    expect(savingPercent(12000, 9000)).toBe(25);
    expect(savingPercent(9000, 9000)).toBe(0);
    expect(savingPercent(0, 10)).toBe(0);
  });
});
