import type { PublicProduct } from "@bitmarte/contracts";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import "../../test/render";
import { type AddToCartSlotProps, ProductDetail } from "./product-detail";

const ID = "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a01";

function product(overrides: Partial<PublicProduct> = {}): PublicProduct {
  return {
    id: ID,
    name: "Trailrunner Shoe",
    description: "Light and grippy.",
    sku: "TR-1",
    hostedImages: ["/api/v1/uploads/11111111-2222-4333-8444-555555555555", "https://example.com/b.jpg"],
    pricing: { price: 30000, sellingPrice: 24500 },
    quantity: 12,
    contSalesOutOfStock: false,
    variantProperties: [],
    variant: [],
    averageRating: null,
    reviewCount: 0,
    storeId: "22222222-2222-4222-8222-222222222222",
    storeName: "Demo Store",
    storeUrl: "demo-store",
    storeLogo: null,
    isOfficialOutlet: false,
    category: "Fashion",
    categoryId: "33333333-3333-4333-8333-333333333333",
    subCategory: "Shoes",
    subCategoryId: "44444444-4444-4444-8444-444444444444",
    childCategory: "Running",
    childCategoryId: "55555555-5555-4555-8555-555555555555",
    IsDigitalProduct: false,
    weight: 0.8,
    weightUnit: "kg",
    dimensions: null,
    dimensionUnit: "cm",
    ...overrides,
  } as unknown as PublicProduct;
}

const withOptions = () =>
  product({
    variantProperties: [
      { type: "size", options: ["S", "M"] },
      { type: "color", options: ["Red", "Blue"] },
    ],
    variant: [
      { id: "66666666-6666-4666-8666-000000000001", sku: "S-R", size: "S", color: "Red", quantity: 3, discount: 0 },
      { id: "66666666-6666-4666-8666-000000000002", sku: "M-R", size: "M", color: "Red", quantity: 4, discount: 10 },
      { id: "66666666-6666-4666-8666-000000000003", sku: "M-B", size: "M", color: "Blue", quantity: 0, discount: 0 },
    ],
  } as Partial<PublicProduct>);

/** The cart slot as a plain button that shows what the page hands it. */
function Slot({ productId, variantId, quantity, disabled }: AddToCartSlotProps) {
  return (
    <button type="button" data-testid="add-to-cart" disabled={disabled} data-product={productId} data-variant={variantId ?? ""} data-quantity={quantity}>
      Add to cart
    </button>
  );
}

function page(p: PublicProduct) {
  const Stub = createRoutesStub([
    { path: "/product/:id", Component: () => <ProductDetail product={p} related={null} reviews={null} addToCart={(props) => <Slot {...props} />} reviewsSection={<p>Reviews here</p>} /> },
  ]);
  // No MantineProvider: the product page draws without Mantine, and would fail here if it did not.
  return <Stub initialEntries={[`/product/${p.id}`]} />;
}

afterEach(() => cleanup());

describe("ProductDetail", () => {
  it("renders Add to cart enabled in the server's HTML when nothing is to be chosen, and the main image first", () => {
    const html = renderToString(page(product()));
    const button = html.match(/<button[^>]*data-testid="add-to-cart"[^>]*>/)?.[0] ?? "";
    expect(button).not.toBe("");
    expect(button).not.toMatch(/\sdisabled/);
    expect(button).toContain('data-quantity="1"');
    expect(html).toMatch(/<img[^>]+width="800"[^>]+height="800"/);
    const main = html.match(/<img[^>]*alt="Trailrunner Shoe"[^>]*>/)?.[0] ?? "";
    expect(main).toMatch(/fetchpriority="high"/i);
    expect(main).toMatch(/srcset="\/api\/v1\/uploads\/[^"]+\?w=320 320w/i);
    expect(main).not.toContain('loading="lazy"');
    expect(html).toMatch(/<img[^>]*width="64"[^>]*loading="lazy"/);
  });

  it("asks for the options first; chosen with the radios, it hands the variant and its price", () => {
    render(page(withOptions()));
    const add = screen.getByTestId("add-to-cart");
    expect(add).toHaveProperty("disabled", true);
    expect(screen.getByText("Choose a size and colour.")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: /^M,/ }));
    expect(screen.getByRole("radio", { name: "Blue (sold out)" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("radio", { name: /^Red,/ }));

    expect(add).toHaveProperty("disabled", false);
    expect(add.getAttribute("data-variant")).toBe("66666666-6666-4666-8666-000000000002");
    expect(screen.getAllByTestId("price")[0].textContent).toBe("₦22,050.00");
  });

  it("keeps the quantity between 1 and the stock", () => {
    render(page(product({ quantity: 3 })));
    const field = screen.getByLabelText("Quantity");
    fireEvent.change(field, { target: { value: "7" } });
    expect(screen.getByTestId("add-to-cart").getAttribute("data-quantity")).toBe("3");
    fireEvent.change(field, { target: { value: "0" } });
    expect(screen.getByTestId("add-to-cart").getAttribute("data-quantity")).toBe("1");
  });

  it("says sold out and disables the cart when nothing is left", () => {
    render(page(product({ quantity: 0 })));
    expect(screen.getByText("Sold out")).toBeTruthy();
    expect(screen.getByTestId("add-to-cart")).toHaveProperty("disabled", true);
    expect(screen.getByLabelText("Quantity")).toHaveProperty("disabled", true);
  });
});
