import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, shots } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, visit } from "./support/browser";

interface PlacedOrder {
  id: string;
  orderName: string;
}

/**
 * A return from the customer's order page to Bitmarte's refund: the customer asks to return one of two
 * delivered units with a reason; the store accepts it (seeing where to pick it up) and marks it received;
 * an admin refunds part of it from the refund requests; the customer sees the refund on the order.
 */
describe("returns: customer asks, store accepts and receives, admin refunds part", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let customer = "";
  let merchant = "";
  let admin = "";
  let order: PlacedOrder = { id: "", orderName: "" };
  let returnId = "";

  async function freshBrowser(): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(DESKTOP);
    return browser.page;
  }

  async function ok(res: Promise<{ status: number; message: string }>, what: string) {
    const r = await res;
    expect(r.status, `${what}: ${r.message}`).toBeLessThan(300);
  }

  /** A paid order of two units of a Demo Store product, carried to delivered through the API. */
  async function deliveredOrder(): Promise<PlacedOrder> {
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
    const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
    const product = (await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_desc`)).find((p) => !p.hasVariants);
    await ok(apiCall(baseURL, customer, "POST", "/cart/add-cart", { productId: product?.id, quantity: 2 }), "add to cart");
    const addresses = await apiCall<{ rows: { id: string }[] }>(baseURL, customer, "GET", "/customershippingaddress");
    const res = await fetch(`${baseURL}/api/v1/ordertracking/create-order`, {
      method: "POST",
      headers: { authorization: `Bearer ${customer}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ addressId: addresses.data.rows[0]?.id, paymentChannel: "card" }),
    });
    const placed = (await res.json()) as { data: { orders: PlacedOrder[]; payment: { reference: string } | null } };
    expect(res.status).toBeLessThan(300);
    if (placed.data.payment) {
      await ok(apiCall(baseURL, null, "POST", `/payments/test-gateway/${placed.data.payment.reference}`, { outcome: "success" }), "pay");
      await apiCall(baseURL, customer, "POST", "/transactions/customer/transaction", { reference: placed.data.payment.reference });
    }
    const o = placed.data.orders[0];
    const move = (token: string, status: string) => apiCall(baseURL, token, "PATCH", `/ordertracking/update-order-status/${o.id}`, { status });
    await ok(move(merchant, "confirmed"), "confirm");
    await ok(move(merchant, "ready_to_ship"), "pack");
    const riders = await apiCall<{ id: string; email: string }[]>(baseURL, admin, "GET", "/ordertracking/dispatchers");
    const rider = riders.data.find((d) => d.email === "dispatcher@bitmarte.test") ?? riders.data[0];
    await ok(apiCall(baseURL, admin, "PATCH", `/ordertracking/assign-to-dispatcher/${o.id}`, { dispatcherId: rider.id }), "assign");
    const dispatcher = await apiToken(baseURL, "admin", rider.email);
    await ok(move(dispatcher, "picked_up"), "pick up");
    await ok(move(dispatcher, "in_transit"), "in transit");
    const info = await apiCall<{ orderDeliveryToken: string }>(baseURL, customer, "GET", `/ordertracking/customer/order-info/${o.id}`);
    await ok(apiCall(baseURL, dispatcher, "POST", `/ordertracking/convert-token/${o.id}`, { token: info.data.orderDeliveryToken }), "deliver");
    return o;
  }

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    merchant = await apiToken(baseURL, "merchant", "merchant@bitmarte.test");
    admin = await apiToken(baseURL, "admin", "admin@bitmarte.test");
    await apiCall(baseURL, customer, "POST", "/customershippingaddress", {
      fullName: "Ngozi Obi",
      phoneNumber: "08035550101",
      emailAddress: "customer@bitmarte.test",
      stateOrRegion: "Lagos",
      city: "Surulere",
      address: "7 Adeniran Ogunsanya Street, Surulere",
      default: true,
    });
    order = await deliveredOrder();
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
    await dialog.getByLabel(/^Reason/).fill("The screen has a crack in the corner");
    await shots(page, "returns-1-customer-form", { full: false });
    await dialog.getByRole("button", { name: "Ask for a refund" }).click();
    await page.locator(".mantine-Notification-root").filter({ hasText: "Order return was successful" }).first().waitFor();
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
