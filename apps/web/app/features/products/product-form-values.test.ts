import { CreateProductBodySchema, type Product } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import {
  buildVariantRows,
  changedProductBody,
  cleanOptions,
  EMPTY_PRODUCT_VALUES,
  formPathFor,
  issuesToErrors,
  needsReviewAgain,
  type ProductFormValues,
  productToValues,
  reviewedContentValues,
  sameReviewedContent,
  toProductBody,
  variantSku,
} from "./product-form-values";

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_VALUES,
  name: "Canvas sneakers",
  description: "Light canvas sneakers for everyday wear.",
  categoryId: ID(1),
  subCategoryId: ID(2),
  childCategoryId: ID(3),
  hostedImages: [`/api/v1/uploads/${ID(9)}`],
  costPrice: 8000,
  sellingPrice: 12000,
  price: 15000,
  quantity: 4,
  sku: "CNV-1",
  weight: 0.8,
};

describe("variant rows", () => {
  it("makes one row per size and colour", () => {
    const rows = buildVariantRows(["S", "M"], ["Red", "Blue"], [], "CNV-1");
    expect(rows.map((r) => [r.size, r.color, r.sku])).toEqual([
      ["S", "Red", "CNV-1-S-RED"],
      ["S", "Blue", "CNV-1-S-BLUE"],
      ["M", "Red", "CNV-1-M-RED"],
      ["M", "Blue", "CNV-1-M-BLUE"],
    ]);
  });

  it("works with one option type and keeps what was typed in existing rows", () => {
    const first = buildVariantRows(["S", "M"], [], [], "x");
    const edited = first.map((r) => (r.size === "M" ? { ...r, sku: "MINE", quantity: 7, id: ID(5) } : r));
    const next = buildVariantRows(["m", "L"], [], edited, "x");
    expect(next.map((r) => [r.size, r.sku, r.quantity, r.id])).toEqual([
      ["m", "MINE", 7, ID(5)],
      ["L", "X-L", 0, undefined],
    ]);
  });

  it("has no rows without options", () => {
    expect(buildVariantRows([], [], [], "x")).toEqual([]);
  });

  it("cleans option lists and builds readable SKUs", () => {
    expect(cleanOptions([" S", "s", "", "M "])).toEqual(["S", "M"]);
    expect(variantSku("Red sneakers!", "XL", "Navy blue")).toBe("RED-SNEAKERS-XL-NAVY-BLUE");
    expect(variantSku("", null, null)).toBe("ITEM");
  });
});

describe("toProductBody", () => {
  it("passes the contract's schema for a complete form", () => {
    expect(CreateProductBodySchema.safeParse(toProductBody(filled)).success).toBe(true);
  });

  it("sets the stock from the variants and sends the option lists", () => {
    const values = { ...filled, sizeOptions: ["S", "M"], variants: buildVariantRows(["S", "M"], [], [], "CNV").map((r, i) => ({ ...r, quantity: i + 2 })) };
    const body = toProductBody(values);
    expect(body.quantity).toBe(5);
    expect(body.variantProperties).toEqual([{ type: "size", options: ["S", "M"] }]);
    expect(CreateProductBodySchema.safeParse(body).success).toBe(true);
  });

  it("reports empty numbers as required on the matching inputs", () => {
    const values = { ...filled, sellingPrice: "" as const, length: "" as const, hasDimensions: true };
    const result = CreateProductBodySchema.safeParse(toProductBody(values));
    expect(result.success).toBe(false);
    const errors = issuesToErrors(result.error?.issues ?? [], values);
    expect(errors.sellingPrice).toBe("This field is required");
    expect(errors.length).toBe("This field is required");
  });

  it("puts the list-price rule on the list price input", () => {
    const values = { ...filled, price: 100 };
    const result = CreateProductBodySchema.safeParse(toProductBody(values));
    expect(issuesToErrors(result.error?.issues ?? [], values).price).toBe("List price cannot be below the selling price");
  });
});

describe("formPathFor", () => {
  it("maps body paths to form fields", () => {
    const v = { sizeOptions: [], colorOptions: ["Red"] };
    expect(formPathFor("body.pricing.costPrice", v)).toBe("costPrice");
    expect(formPathFor("dimensions.height", v)).toBe("height");
    expect(formPathFor("variant.2.sku", v)).toBe("variants.2.sku");
    expect(formPathFor("hostedImages.1", v)).toBe("hostedImages");
    expect(formPathFor("variantProperties.0.options", v)).toBe("colorOptions");
    expect(formPathFor("childCategoryId", v)).toBe("childCategoryId");
  });
});

describe("edits", () => {
  const product: Product = {
    id: ID(20),
    name: "Canvas sneakers",
    description: "Light canvas sneakers for everyday wear.",
    category: "Fashion",
    categoryId: ID(1),
    subCategory: "Shoes",
    subCategoryId: ID(2),
    childCategory: "Sneakers",
    childCategoryId: ID(3),
    storeId: ID(30),
    storeName: "Demo Store",
    storeUrl: "demo-store",
    merchantId: ID(31),
    hostedImages: [`/api/v1/uploads/${ID(9)}`],
    quantity: 5,
    sku: "CNV-1",
    weight: 0.8,
    weightUnit: "kg",
    dimensions: null,
    dimensionUnit: "cm",
    whenSoldOut: "show_sold_out",
    contSalesOutOfStock: false,
    IsDigitalProduct: false,
    variant: [
      { id: ID(40), sku: "CNV-1-S", size: "S", color: null, discount: 0, quantity: 2 },
      { id: ID(41), sku: "CNV-1-M", size: "M", color: null, discount: 10, quantity: 3 },
    ],
    variantProperties: [{ type: "size", options: ["S", "M"] }],
    averageRating: null,
    reviewCount: 0,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    pricing: { costPrice: 8000, sellingPrice: 12000, price: 15000 },
    stockAlertUnits: 5,
    approvalStatus: "approved",
    rejectionReason: null,
    revision: null,
    soldCount: 0,
    isFeatured: false,
  };

  it("round-trips a product into the form without changes", () => {
    const values = productToValues(product);
    expect(values.sizeOptions).toEqual(["S", "M"]);
    expect(changedProductBody(values, values)).toEqual({});
  });

  it("sends only what changed, and says when the change needs review", () => {
    const before = productToValues(product);
    const priceOnly = changedProductBody(before, { ...before, sellingPrice: 11000 });
    expect(priceOnly).toEqual({ pricing: { costPrice: 8000, sellingPrice: 11000, price: 15000 } });
    expect(needsReviewAgain(priceOnly)).toBe(false);

    const renamed = changedProductBody(before, { ...before, name: "Canvas sneakers v2" });
    expect(renamed).toEqual({ name: "Canvas sneakers v2" });
    expect(needsReviewAgain(renamed)).toBe(true);
  });

  it("sends the variants with their ids and the option lists together", () => {
    const before = productToValues(product);
    const after = { ...before, variants: before.variants.map((v) => (v.size === "M" ? { ...v, quantity: 9 } : v)) };
    const body = changedProductBody(before, after);
    expect(body.variant?.map((v) => [v.id, v.quantity])).toEqual([
      [ID(40), 2],
      [ID(41), 9],
    ]);
    expect(body.variantProperties).toEqual([{ type: "size", options: ["S", "M"] }]);
    expect(body.quantity).toBeUndefined();
  });

  it("edits the content waiting for review, and knows when the form is back to the approved content", () => {
    const waiting: Product = {
      ...product,
      revision: {
        status: "pending",
        name: "Canvas sneakers (2026 edition)",
        description: product.description,
        hostedImages: product.hostedImages,
        categoryId: ID(1),
        subCategoryId: ID(2),
        childCategoryId: ID(4),
        categoryPath: "Fashion › Shoes › Trainers",
        changes: [{ field: "name", label: "Name", before: product.name, after: "Canvas sneakers (2026 edition)" }],
        submittedAt: "2026-01-02T00:00:00Z",
        rejectionReason: null,
        reviewedAt: null,
      },
    };
    const before = productToValues(waiting);
    expect(before).toMatchObject({ name: "Canvas sneakers (2026 edition)", childCategoryId: ID(4), sellingPrice: 12000 });
    // A price change leaves the waiting content alone: only the price goes.
    expect(changedProductBody(before, { ...before, sellingPrice: 11000 })).toEqual({ pricing: { costPrice: 8000, sellingPrice: 11000, price: 15000 } });
    const approved = reviewedContentValues(waiting, "approved");
    expect(approved).toMatchObject({ name: "Canvas sneakers", childCategoryId: ID(3) });
    expect(sameReviewedContent(approved, before)).toBe(false);
    expect(sameReviewedContent(approved, { ...before, ...approved, hostedImages: [...approved.hostedImages].reverse() })).toBe(true);
    // A rejected edit is shown beside the form, which holds the approved content.
    expect(productToValues({ ...waiting, revision: { ...(waiting.revision as NonNullable<Product["revision"]>), status: "rejected" } }).name).toBe("Canvas sneakers");
  });

  it("sends the three category levels together", () => {
    const before = productToValues(product);
    const body = changedProductBody(before, { ...before, childCategoryId: ID(4) });
    expect(body).toEqual({ categoryId: ID(1), subCategoryId: ID(2), childCategoryId: ID(4) });
  });
});
