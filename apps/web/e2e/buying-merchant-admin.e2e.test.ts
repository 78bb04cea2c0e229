import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, shots, uniqueCode } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, visit } from "./support/browser";

interface CouponProduct {
  id: string;
  name: string;
}

describe("merchant coupons", () => {
  let browser: BrowserSession;
  let products: CouponProduct[] = [];

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    const token = await apiToken(browser.baseURL, "merchant", "merchant@bitmarte.test");
    const res = await apiCall<{ products: CouponProduct[] }>(browser.baseURL, token, "GET", "/products/merchant/coupon-products");
    products = res.data?.products ?? [];
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("creates a Percent code coupon and a Buy X get Y coupon, then edits one", async () => {
    const { page } = browser;
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    await visit(page, "/merchant/coupons");
    await page.getByRole("heading", { level: 1, name: "Coupons" }).waitFor();
    await shots(page, "buying-merchant-coupons-before");
    expect(products.length).toBeGreaterThan(1);

    // Percent, with a code, on two products.
    await page.getByRole("link", { name: "New coupon" }).first().click();
    await page.getByRole("heading", { level: 1, name: "New coupon" }).waitFor();
    const code = uniqueCode("PCT");
    await page.getByText("With a code").click();
    await page.getByLabel("Coupon code").fill(code);
    await page.getByLabel("Percentage off").fill("10");
    await page.getByLabel("Description").fill("10% off two favourites");
    await page.getByText("Specific products").click();
    const spend = page.getByTestId("spend-products").or(page.getByRole("textbox", { name: "Products" })).first();
    for (const product of products.slice(0, 2)) {
      await spend.click();
      await spend.fill(product.name.slice(0, 12));
      await page.getByRole("option").filter({ hasText: product.name.slice(0, 12) }).first().click();
    }
    await page.keyboard.press("Escape");
    await shots(page, "buying-merchant-coupon-percent-form");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await page.locator(".mantine-Notification-root").first().waitFor();
    // The form starts again from the spec §9 defaults: Automatic, so no code field.
    await expect.poll(() => page.getByLabel("Coupon code").count()).toBe(0);
    expect(await page.getByLabel("Reward items (Y)").count()).toBe(0);

    // Buy 2 of one product, get 1 of another free.
    await page.getByText("Buy X get Y", { exact: true }).click();
    await page.getByText("Specific products").click();
    const spendProducts = page.getByTestId("spend-products").first();
    await spendProducts.click();
    await spendProducts.fill(products[0].name.slice(0, 12));
    await page.getByRole("option").filter({ hasText: products[0].name.slice(0, 12) }).first().click();
    await page.keyboard.press("Escape");
    await page.getByLabel("Quantity to buy (X)").fill("2");
    const reward = page.getByTestId("reward-products").first();
    await reward.click();
    await reward.fill(products[1].name.slice(0, 12));
    await page.getByRole("option").filter({ hasText: products[1].name.slice(0, 12) }).first().click();
    await page.keyboard.press("Escape");
    await page.getByLabel("Reward items (Y)").fill("1");
    await page.getByLabel("Discount on reward items").fill("100");
    await shots(page, "buying-merchant-coupon-bxgy-form");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await page.locator(".mantine-Notification-root").nth(0).waitFor();
    await expect.poll(() => page.getByLabel("Quantity to buy (X)").count()).toBe(0);

    // Both are listed.
    await visit(page, "/merchant/coupons");
    await page.getByText(code).first().waitFor();
    await page.getByText(/Buy 2, get 100% off/).first().waitFor();
    await shots(page, "buying-merchant-coupons-list");

    // Edit: the form loads the coupon (percentageCoupons[0]) and saves.
    await page.getByRole("link", { name: code }).first().click();
    await page.getByRole("heading", { level: 1, name: `Edit ${code}` }).waitFor();
    expect(await page.getByLabel("Percentage off").inputValue()).toBe("10%");
    await page.getByLabel("Percentage off").fill("15");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.locator(".mantine-Notification-root").first().waitFor();
    await visit(page, "/merchant/coupons");
    await page.getByText("15% off").first().waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});

describe("admin logistics", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows zones, edits the price table, adds a vehicle and a shipping discount", async () => {
    const { page } = browser;
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");
    await visit(page, "/admin/logistics");
    await page.getByRole("heading", { level: 1, name: "Logistics" }).waitFor();
    await page.getByText("Delivery locations").first().waitFor();
    await shots(page, "buying-admin-logistics-zones");

    await page.getByRole("tab", { name: "Price table" }).click();
    const base = page.getByLabel("Base fee, Within Lagos, Bike");
    await base.waitFor();
    const newBase = Number((await base.inputValue()).replace(/[^0-9.]/g, "")) + 50;
    await base.fill(String(newBase));
    await page.getByRole("button", { name: "Save prices" }).click();
    await page.getByText("Shipping prices updated successfully").waitFor();
    await shots(page, "buying-admin-logistics-pricing");
    const token = await apiToken(browser.baseURL, "admin", "admin@bitmarte.test");
    const pricing = await apiCall<{ rows: { zone: string; vehicleType: string; baseFee: number }[] }>(browser.baseURL, token, "GET", "/pricing");
    expect(pricing.data.rows.find((r) => r.zone === "within_lagos" && r.vehicleType === "bike")?.baseFee).toBe(newBase);

    await page.getByRole("tab", { name: "Vehicles" }).click();
    await page.getByRole("button", { name: "Add vehicle" }).click();
    const plate = uniqueCode("LAG");
    await page.getByLabel("Name").fill("Delivery bike 7");
    await page.getByLabel("Plate number").fill(plate);
    await page.getByRole("dialog").getByRole("button", { name: "Add vehicle" }).click();
    await page.getByText("Vehicle added successfully").waitFor();
    await page.getByText(plate).first().waitFor();
    await shots(page, "buying-admin-logistics-vehicles");

    await page.getByRole("tab", { name: "Shipping discounts" }).click();
    await page.getByRole("button", { name: "New discount" }).click();
    await page.getByLabel("Name").fill("Lagos weekend");
    await page.getByLabel("Percentage").fill("15");
    await page.getByRole("dialog").getByRole("button", { name: "Create discount" }).click();
    await page.getByText("Shipping discount created successfully").waitFor();
    await page.getByText("Lagos weekend").first().waitFor();
    await shots(page, "buying-admin-logistics-discounts");

    await page.getByRole("tab", { name: "Shipping locations" }).click();
    await page.getByRole("button", { name: "Add location" }).click();
    await shots(page, "buying-admin-logistics-location-form", { full: false });
    await page.getByRole("dialog").getByLabel("City").fill(uniqueCode("Ajah "));
    await page.getByRole("dialog").getByLabel(/^State/).click();
    await page.getByRole("option", { name: "Lagos", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add location" }).click();
    await page.getByText("Shipping location added successfully").waitFor();
    await shots(page, "buying-admin-logistics-locations");
    expect(browser.pageErrors).toEqual([]);
  });
});
