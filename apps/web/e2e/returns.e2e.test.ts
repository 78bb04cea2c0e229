import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, shots } from "./buying-helpers";
import { deliveredDemoOrder, type PlacedOrder } from "./money-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, visit } from "./support/browser";
import { toast } from "./stores-support";


/**
 * A return from the customer's order page to Bitmarte's refund: the customer asks to return one of two
 * delivered units with a reason; the store accepts it (seeing where to pick it up) and marks it received;
 * an admin refunds part of it from the refund requests; the customer sees the refund on the order.
 */
describe("returns: customer asks, store accepts and receives, admin refunds part", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let customer = "";
  let order: PlacedOrder = { id: "", orderName: "" };
  let returnId = "";

  async function freshBrowser(): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(DESKTOP);
    return browser.page;
  }

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    order = await deliveredDemoOrder(baseURL, 2);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("the customer asks to return one of the two units from the order page", async () => {
    const page = await freshBrowser();
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/account");
    await visit(page, `/orders/${order.id}`);
    await page.getByRole("heading", { level: 1, name: order.orderName }).waitFor();
    await page.getByRole("button", { name: "Return or replace items" }).click();
    const dialog = page.getByRole("dialog", { name: "Return or replace items" });
    await dialog.waitFor();
    await dialog.getByRole("checkbox").first().check();
    await dialog.getByLabel("Quantity").fill("1");
    await dialog.getByLabel("What is wrong?").selectOption({ label: "Damaged or does not work" });
    await dialog.getByLabel(/^Reason/).fill("The screen has a crack in the corner");
    await shots(page, "returns-1-customer-form", { full: false });
    await dialog.getByRole("button", { name: "Ask for a refund" }).click();
    await toast(page, "Order return was successful");
    await page.getByTestId("order-return").first().waitFor();
    await expect.poll(async () => page.getByTestId("order-return-status").first().textContent()).toBe("Requested");
    await shots(page, "returns-2-customer-order");
    const info = await apiCall<{ returns: { id: string }[] }>(baseURL, customer, "GET", `/ordertracking/customer/order-info/${order.id}`);
    returnId = info.data.returns[0].id;
    expect(browser.pageErrors).toEqual([]);
  });

  it("the store sees it in Returns, accepts it with the pickup details, and marks it received", async () => {
    const page = await freshBrowser();
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    await page.getByRole("link", { name: "Returns" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Returns" }).waitFor();
    await page.getByTestId(`return-row-${order.orderName}`).first().waitFor();
    await shots(page, "returns-3-merchant-list");
    await page.getByRole("link", { name: `Open the return of order ${order.orderName}` }).first().click();
    await page.getByTestId("return-status").waitFor();
    await page.getByText("Reason: Damaged or does not work. The screen has a crack in the corner").waitFor();
    await page.getByRole("button", { name: "Accept return" }).click();
    await expect.poll(async () => page.getByTestId("return-status").textContent()).toBe("Accepted");
    await page.getByRole("heading", { name: "Pickup" }).waitFor();
    await shots(page, "returns-4-merchant-accepted");
    await page.getByRole("button", { name: "Mark as received" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, received" }).click();
    await expect.poll(async () => page.getByTestId("return-status").textContent()).toBe("Received");
    expect(browser.pageErrors).toEqual([]);
  });

  it("an admin refunds part of it from the refund requests; the customer sees the refund", async () => {
    const page = await freshBrowser();
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");
    await visit(page, "/admin/returns?tab=refunds");
    await page.getByTestId(`refund-row-${order.orderName}`).first().waitFor();
    await shots(page, "returns-5-admin-refund-requests");
    await visit(page, `/admin/returns/${returnId}`);
    await page.getByRole("heading", { name: "Decide the refund" }).waitFor();
    const amount = page.getByLabel("Amount to refund (₦)");
    const asked = Number((await amount.inputValue()).replace(/[₦,]/g, ""));
    const part = Math.round(asked * 50) / 100;
    await amount.fill(String(part));
    await page.getByLabel("Note (optional)").fill("Half back: the box was kept");
    await shots(page, "returns-6-admin-decide");
    await page.getByRole("button", { name: "Approve refund" }).click();
    // The amount is confirmed before money moves.
    const confirm = page.getByRole("dialog", { name: "Confirm the refund" });
    await confirm.getByText(/a partial refund/).waitFor();
    await shots(page, "returns-6b-admin-confirm-refund", { full: false });
    await confirm.getByRole("button", { name: /^Refund ₦/ }).click();
    await page.locator(".mantine-Notification-root").filter({ hasText: "Refund approved" }).first().waitFor();
    await expect.poll(async () => page.getByTestId("return-status").textContent()).toBe("Refunded");
    await shots(page, "returns-7-admin-refunded");
    expect(browser.pageErrors).toEqual([]);

    const info = await apiCall<{ returns: { status: string; refundAmount: number | null }[] }>(baseURL, customer, "GET", `/ordertracking/customer/order-info/${order.id}`);
    expect(info.data.returns[0]).toMatchObject({ status: "refunded", refundAmount: part });
    const customerPage = await freshBrowser();
    await logIn(customerPage, "/login", "customer@bitmarte.test");
    await customerPage.waitForURL((url) => url.pathname === "/account");
    await visit(customerPage, `/orders/${order.id}`);
    await expect.poll(async () => customerPage.getByTestId("order-return-status").first().textContent()).toBe("Refunded");
    await shots(customerPage, "returns-8-customer-refunded");
  });
});
