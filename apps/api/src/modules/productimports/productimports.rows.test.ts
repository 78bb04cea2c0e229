import { PRODUCT_IMPORT_MESSAGES as M, fillMessage } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { cellText, checkRow, parseCsv, type RowLookups } from "./productimports.rows.js";
import { safeEntryName } from "./productimports.zip.js";

const ids = { c: "11111111-1111-4111-8111-111111111111", s: "22222222-2222-4222-8222-222222222222", cc: "33333333-3333-4333-8333-333333333333" };
const lookups = (): RowLookups => ({
  byId: new Map(),
  bySku: new Map(),
  categories: {
    categories: [{ id: ids.c, name: "Fashion" }],
    subCategories: [{ id: ids.s, name: "Men", categoryId: ids.c }],
    childCategories: [{ id: ids.cc, name: "Sneakers", subCategoryId: ids.s }],
  },
  zipImages: new Map([["shoe.png", { staged: "product-imports/x/a.png" }]]),
  ownUploads: new Set(),
});
const base = {
  sku: "A-1",
  name: "Runner",
  description: "A runner.",
  category: "fashion",
  subCategory: "MEN",
  childCategory: ids.cc,
  sellingPrice: "100",
  price: "120",
  weight: "1",
  images: "shoe.png",
};

describe("import rows", () => {
  it("a cell loses the formula guard the export added, and its spaces", () => {
    expect(cellText("  '-5 off  ")).toBe("-5 off");
    expect(cellText("'quoted")).toBe("'quoted");
  });

  it("reads a CSV with a byte-order mark and headers in any case", () => {
    const parsed = parseCsv(Buffer.from("\uFEFFSKU,Name\nA-1, Runner \n"));
    expect(parsed.columns).toEqual(["sku", "name"]);
    expect(parsed.rows).toEqual([{ sku: "A-1", name: "Runner" }]);
  });

  it("creates a row with categories by name or id, variants and the option lists they use", () => {
    const row = checkRow({ ...base, variants: "A-1-S:S:Red:2:0; A-1-M:M:Red:3:5" }, lookups(), { seenSkus: new Set(), seenIds: new Set() });
    expect(row.reasons).toEqual([]);
    expect(row.action).toBe("create");
    expect(row.body).toMatchObject({ categoryId: ids.c, subCategoryId: ids.s, childCategoryId: ids.cc, pricing: { costPrice: 0, sellingPrice: 100, price: 120 } });
    expect(row.body?.variantProperties).toEqual([
      { type: "Size", options: ["S", "M"] },
      { type: "Color", options: ["Red"] },
    ]);
  });

  it("refuses a repeated SKU, a link for an image and a bad variant, with the reasons", () => {
    const file = { seenSkus: new Set<string>(), seenIds: new Set<string>() };
    checkRow(base, lookups(), file);
    const again = checkRow({ ...base, images: "http://example.com/x.png", variants: "only-a-sku" }, lookups(), file);
    expect(again.action).toBe("refuse");
    expect(again.reasons).toEqual(
      expect.arrayContaining([M.rowDuplicateSku, fillMessage(M.rowImageLink, { name: "http://example.com/x.png" }), fillMessage(M.rowBadVariant, { n: 1 })]),
    );
  });

  it("ZIP names that leave the archive are not safe", () => {
    expect(safeEntryName("img/shoe.png")).toBe(true);
    for (const name of ["../shoe.png", "img/../../x", "/etc/passwd", "C:/x.png", "img\\..\\x.png", ""]) expect(safeEntryName(name)).toBe(false);
  });
});
