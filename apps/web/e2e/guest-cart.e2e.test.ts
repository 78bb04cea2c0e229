import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, type ProductCard, shots } from "./buying-helpers";
import { type BrowserSession, DEMO_PASSWORD, DESKTOP, openBrowser, visit } from "./support/browser";

/**
 * A signed-out visitor fills a cart first: two products go into the guest cart without a login; checkout
 * asks them to log in; after logging in both are in the account's cart.
 */
describe("guest cart joins the account at login", () => {
  let browser: BrowserSession;
  let page: Page;
  let products: ProductCard[] = [];

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    page = browser.page;
    const { baseURL } = browser;
    const candidates = (await listProducts(baseURL, "inStock=true&limit=60&sortBy=price_asc")).filter((p) => !p.hasVariants);
    const first = candidates[0];
    const second = candidates.find((p) => p.storeId !== first.storeId) ?? candidates[1];
    products = [first, second];

    // The account's cart starts empty (another journey may have left items in it).
    const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) {
      await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows a guest line's size and colour and prices it as that variant", async () => {
    const { baseURL } = browser;
    const withVariants = (await listProducts(baseURL, "inStock=true&limit=60")).find((p) => p.hasVariants);
    expect(withVariants).toBeDefined();
    const detail = await apiCall<{ variant: { id: string; size: string | null; color: string | null; discount: number; quantity: number }[]; pricing: { sellingPrice: number } }>(
      baseURL,
      null,
      "GET",
      `/products/customer/product/${withVariants?.id}`,
    );
    const variant = detail.data.variant.find((v) => v.quantity > 0 && (v.size || v.color)) ?? detail.data.variant[0];
    const label = [variant.size, variant.color].filter(Boolean).join(" · ");
    await visit(page, "/");
    await page.evaluate((line) => localStorage.setItem("bitmarte.guestCart", JSON.stringify([line])), {
      productId: withVariants?.id,
      variantId: variant.id,
      quantity: 1,
    });
    await visit(page, "/cart");
    await expect.poll(() => page.getByTestId("guest-cart-variant").first().textContent()).toBe(label);
    const price = Math.round((detail.data.pricing.sellingPrice - (detail.data.pricing.sellingPrice * variant.discount) / 100) * 100) / 100;
    const naira = `₦${price.toLocaleString("en-NG", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect.poll(() => page.getByTestId("guest-subtotal").textContent()).toBe(naira);
    await shots(page, "guest-cart-variant", { full: false });
    await page.getByRole("button", { name: "Remove" }).click();
    await page.getByText("Your cart is empty").waitFor();
  });

  it("adds two products while signed out, without being sent to log in", async () => {
    for (const product of products) {
      await visit(page, `/product/${product.id}`);
      await page.getByTestId("add-to-cart").click();
      await page.getByText("Added to cart").first().waitFor();
      expect(new URL(page.url()).pathname).toBe(`/product/${product.id}`);
    }
    await page.getByRole("link", { name: "Cart, 2 items" }).waitFor();
    await shots(page, "guest-cart-product-added", { full: false });
  });

  it("shows the guest cart and asks to log in at checkout", async () => {
    await visit(page, "/cart");
    await page.getByRole("heading", { level: 1, name: "Your cart" }).waitFor();
    await expect.poll(() => page.getByTestId("guest-cart-line").count()).toBe(2);
    for (const product of products) await page.getByRole("link", { name: product.name }).first().waitFor();
    await page.getByTestId("guest-subtotal").waitFor();
    await shots(page, "guest-cart");

    await page.getByRole("link", { name: "Log in to check out" }).click();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/cart");
    await shots(page, "guest-cart-login");
  });

  it("logs in and finds both products in the account's cart", async () => {
    await page.getByLabel("Email address").fill("customer@bitmarte.test");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await expect.poll(() => page.getByTestId("cart-line").count(), { timeout: 15_000 }).toBe(2);
    for (const product of products) await page.getByRole("link", { name: product.name }).first().waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem("bitmarte.guestCart"))).toBeNull();
    await shots(page, "guest-cart-merged");
    expect(browser.pageErrors).toEqual([]);
  });

  it("adds a shipping address with the spec's fields only: city and LGA are optional", async () => {
    await visit(page, "/addresses");
    await page.getByRole("heading", { level: 1, name: "Shipping addresses" }).waitFor();
    await page.getByRole("button", { name: /Add address/ }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full name").fill("Ada Okafor");
    await dialog.getByLabel("Phone number").fill("08031234567");
    await dialog.getByLabel(/^Address/).fill("14 Bodija Estate, near the market");
    await dialog.getByLabel(/^State/).click();
    await page.getByRole("option", { name: "Oyo", exact: true }).click();
    await shots(page, "spec-address-form", { full: false });
    await dialog.getByRole("button", { name: "Add address" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByTestId("address-card").filter({ hasText: "14 Bodija Estate" }).first().waitFor();
    await shots(page, "spec-address-saved");
  });
});
