import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, type ProductCard, shots, uniqueCode } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, screenshot, visit } from "./support/browser";

/**
 * The customer's whole purchase: an address, a gift card bought on the test gateway, a cart from two
 * stores with a Demo Store coupon and the gift card, checkout paid on the test gateway, and the orders.
 * The steps share one browser and run in order.
 */
describe("customer buys from two stores", () => {
  let browser: BrowserSession;
  let page: Page;
  let couponCode = "";
  let giftCardCode = "";
  let demoProduct: ProductCard;
  let otherProduct: ProductCard;
  let orderName = "";
  /** The store parts' own numbers, e.g. BM-261127-ABCDEF-1 and -2. */
  let partNumbers: string[] = [];

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    page = browser.page;
    const { baseURL } = browser;

    // Two products without variants, in stock: one of the Demo Store (merchant@), one of another store.
    const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
    const demo = await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_asc`);
    const others = await listProducts(baseURL, "inStock=true&limit=100&sortBy=price_asc");
    const stock = async (p: ProductCard) =>
      (await apiCall<{ quantity: number }>(baseURL, null, "GET", `/products/customer/product/${p.id}`)).data.quantity;
    const pick = async (candidates: ProductCard[]) => {
      for (const p of candidates.filter((c) => !c.hasVariants)) if ((await stock(p)) >= 10) return p;
      return candidates[0];
    };
    demoProduct = await pick(demo);
    otherProduct = await pick(others.filter((p) => p.storeId !== store.data.store.id));

    // A Demo Store code coupon, made by its merchant (the coupon screen has its own journey).
    const merchant = await apiToken(baseURL, "merchant", "merchant@bitmarte.test");
    couponCode = uniqueCode("DEMO");
    const today = new Date().toISOString().slice(0, 10);
    const created = await apiCall(baseURL, merchant, "POST", "/coupons/create-coupon", {
      code: couponCode,
      discountMode: "Code",
      discountType: "Percent",
      discountValue: 10,
      startDate: today,
      description: "10% off at Demo Store",
    });
    expect(created.status, `create-coupon answered ${created.status}: ${created.message}`).toBe(201);

    // Start from an empty cart (a rerun against the same database keeps the last one).
    const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) {
      await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("logs in and adds shipping addresses", async () => {
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/account");
    await visit(page, "/addresses");
    await page.getByRole("heading", { level: 1, name: "Shipping addresses" }).waitFor();
    await page.locator("[data-testid=address-card], :text('No addresses yet')").first().waitFor();
    await shots(page, "buying-addresses-before");

    const add = async (fullName: string, city: string, state: string, street: string) => {
      await page.getByRole("button", { name: /Add address/ }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Full name").fill(fullName);
      await dialog.getByLabel("Phone number").fill("08031234567");
      await dialog.getByLabel(/^Address/).fill(street);
      await dialog.getByLabel("City").fill(city);
      await dialog.getByLabel(/^State/).click();
      await page.getByRole("option", { name: state, exact: true }).click();
      return dialog;
    };

    // A bad phone number is refused on the field.
    let dialog = await add("Ada Okafor", "Ikeja", "Lagos", "12 Allen Avenue, near the bank");
    await dialog.getByLabel("Phone number").fill("12");
    await dialog.getByRole("button", { name: "Add address" }).click();
    await dialog.getByText("Enter a valid phone number").waitFor();
    await screenshot(page, "buying-address-form-error-desktop");
    await dialog.getByLabel("Phone number").fill("08031234567");
    await dialog.getByLabel("Make this my default address").check();
    await dialog.getByRole("button", { name: "Add address" }).click();
    await page.getByText("Shipping address added successfully").first().waitFor();

    dialog = await add("Ada at work", "Wuse 2", "FCT", "5 Aminu Kano Crescent");
    await dialog.getByRole("button", { name: "Add address" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("article", { name: "Ada at work, Wuse 2" }).first().waitFor();

    // Making the Abuja address default moves the badge; then the Lagos one becomes default again.
    const work = page.getByRole("article", { name: "Ada at work, Wuse 2" }).first();
    await work.getByRole("button", { name: "Make default" }).click();
    await work.getByTestId("default-badge").waitFor();
    expect(await page.getByTestId("default-badge").count()).toBe(1);
    const home = page.getByRole("article", { name: "Ada Okafor, Ikeja" }).first();
    await home.getByRole("button", { name: "Make default" }).click();
    await home.getByTestId("default-badge").waitFor();
    await shots(page, "buying-addresses");

    // Delete the work address.
    await work.getByRole("button", { name: /Delete address/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete address" }).click();
    await page.getByText("Shipping address deleted successfully").first().waitFor();
  });

  it("buys a gift card and pays on the test gateway", async () => {
    await visit(page, "/gift-cards");
    await page.getByRole("heading", { level: 1, name: "Gift cards" }).waitFor();
    await page.getByLabel(/^Amount/).fill("1000");
    await page.getByLabel("Recipient's email").fill("customer@bitmarte.test");
    await page.getByLabel("Recipient's name").fill("Ada Okafor");
    await page.getByLabel("Message").fill("For the next order");
    await shots(page, "buying-giftcards-buy");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/payments\/test-gateway\//);
    await screenshot(page, "buying-giftcard-gateway-desktop");
    await page.getByRole("button", { name: /^Approve/ }).click();
    await page.waitForURL(/reference=/);
    const reference = new URL(page.url()).searchParams.get("reference") ?? "";
    expect(reference).not.toBe("");
    // The server's return path is /account/gift-cards?reference=…; the page lives at /gift-cards.
    if (!new URL(page.url()).pathname.startsWith("/gift-cards")) await visit(page, `/gift-cards?reference=${encodeURIComponent(reference)}`);
    await page.getByTestId("giftcard-payment-success").waitFor();
    giftCardCode = ((await page.getByTestId("purchased-code").textContent()) ?? "").trim();
    expect(giftCardCode.length).toBeGreaterThan(7);
    const card = page.getByTestId("my-giftcard").filter({ hasText: giftCardCode }).first();
    await card.getByRole("button", { name: /Show activity/ }).click();
    await card.getByText("Bought", { exact: true }).waitFor();
    await shots(page, "buying-giftcards");

    await visit(page, `/gift-cards/${giftCardCode}`);
    await page.getByTestId("giftcard-status").waitFor();
    expect(await page.getByTestId("giftcard-balance").textContent()).toBe("₦1,000.00");
    await shots(page, "buying-giftcard-status");
  });

  it("fills the cart from two stores, applies a coupon and the gift card", async () => {
    for (const product of [demoProduct, otherProduct]) {
      await visit(page, `/product/${product.id}`);
      await page.getByTestId("add-to-cart").first().click();
      await page.getByText("Item added to cart").first().waitFor();
    }
    await visit(page, "/cart");
    await page.getByRole("heading", { level: 1, name: "Your cart" }).waitFor();
    await page.getByTestId("cart-store").nth(1).waitFor();
    expect(await page.getByTestId("cart-store").count()).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await page.getByTestId("cart-count").textContent())?.trim()).not.toBe("0");

    // Two of the other store's product.
    const line = page.getByTestId("cart-line").filter({ hasText: otherProduct.name }).first();
    const before = Number((await line.getByTestId("cart-quantity").textContent())?.trim());
    await line.getByRole("button", { name: /Increase quantity/ }).click();
    await expect.poll(async () => Number((await line.getByTestId("cart-quantity").textContent())?.trim())).toBe(before + 1);

    await page.getByLabel("Coupon code").fill(couponCode.toLowerCase());
    await page.getByRole("form", { name: "Apply a coupon" }).getByRole("button", { name: "Apply" }).click();
    await page.getByText("Coupon applied successfully!").first().waitFor();
    await page.getByTestId("applied-coupon").filter({ hasText: couponCode }).waitFor();

    // A code that does not exist says why.
    await page.getByLabel("Coupon code").fill("NOSUCHCODE");
    await page.getByRole("form", { name: "Apply a coupon" }).getByRole("button", { name: "Apply" }).click();
    await page.getByRole("form", { name: "Apply a coupon" }).getByText("This coupon code does not exist").waitFor();
    expect(await page.getByLabel("Coupon code").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Gift card code").fill(giftCardCode);
    await page.getByRole("form", { name: "Apply a gift card" }).getByRole("button", { name: "Apply" }).click();
    await page.getByTestId("applied-giftcard").filter({ hasText: giftCardCode }).waitFor();
    await expect.poll(async () => (await page.getByTestId("cart-giftcards").textContent())?.trim()).not.toBe("₦0.00");
    await shots(page, "buying-cart");
  });

  it("checks out, pays on the test gateway and sees the confirmation", async () => {
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
    await page.getByTestId("checkout-store").nth(1).waitFor();
    await page.getByLabel("Order note").fill("Please call before delivery");
    await shots(page, "buying-checkout");
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL((url) => url.pathname.includes("/payments/test-gateway/") || url.pathname === "/checkout/complete" || url.pathname === "/checkout/payment");
    if (page.url().includes("/payments/test-gateway/")) {
      await screenshot(page, "buying-checkout-gateway-desktop");
      await page.getByRole("button", { name: /^Approve/ }).click();
      await page.waitForURL(/reference=/);
      const reference = new URL(page.url()).searchParams.get("reference") ?? "";
      if (!new URL(page.url()).pathname.startsWith("/checkout/")) await visit(page, `/checkout/complete?reference=${encodeURIComponent(reference)}`);
    }
    await page.getByTestId("payment-success").waitFor();
    orderName = ((await page.getByTestId("order-name").textContent()) ?? "").trim();
    await page.getByTestId("checkout-order").nth(1).waitFor();
    // Each store's part has its own number under the checkout's name.
    partNumbers = (await page.getByTestId("checkout-order-number").allTextContents()).map((n) => n.trim());
    expect(partNumbers).toHaveLength(2);
    expect(new Set(partNumbers).size).toBe(2);
    for (const n of partNumbers) expect(n).toMatch(new RegExp(`^${orderName}-\\d+$`));
    // The gift card applied in the cart is named beside the card, so the lines add up to the stores' parts.
    await page.getByTestId("checkout-tenders").getByText("Paid with gift cards").waitFor();
    await shots(page, "buying-checkout-complete");
  });

  it("sees both orders in /orders and opens one", async () => {
    await visit(page, "/orders");
    await page.getByRole("heading", { level: 1, name: "My orders" }).waitFor();
    await page.getByText(orderName).first().waitFor();
    for (const n of partNumbers) await page.getByRole("link", { name: n, exact: true }).first().waitFor();
    await shots(page, "buying-orders");

    await page.getByRole("link", { name: partNumbers[0], exact: true }).first().click();
    await page.getByRole("heading", { level: 1, name: partNumbers[0], exact: true }).waitFor();
    await page.getByText(`checkout ${orderName}`).first().waitFor();
    await page.getByTestId("order-item").first().waitFor();
    await page.getByText("Order history").waitFor();
    await shots(page, "buying-order-info");

    // The status filter asks the server; nothing is awaiting payment any more in this checkout.
    await visit(page, "/orders?status=pending");
    await page.getByText(orderName).first().waitFor();
    await visit(page, "/orders/00000000-0000-4000-8000-000000000000");
    await page.getByText("Order not found").waitFor();

    // The checked-out items left the cart.
    await visit(page, "/cart");
    await page.getByText("Your cart is empty").waitFor();
    await shots(page, "buying-cart-empty");
    expect(browser.pageErrors).toEqual([]);
  });

  it("after a declined payment puts the items back for another try", async () => {
    await visit(page, `/product/${demoProduct.id}`);
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Item added to cart").first().waitFor();
    await visit(page, "/checkout");
    await page.getByTestId("checkout-store").first().waitFor();
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL((url) => url.pathname.includes("/payments/test-gateway/"));
    await page.getByRole("button", { name: "Decline" }).click();
    await page.waitForURL(/reference=/);
    await page.getByTestId("payment-failure").waitFor();
    await shots(page, "buying-checkout-declined");

    await page.getByRole("button", { name: "Try again" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByTestId("checkout-store").filter({ hasText: demoProduct.name }).first().waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
