import { MESSAGES } from "@bitmarte/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts } from "./buying-helpers";
import { ensureCustomerAddress } from "./money-helpers";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, serverOfThisWorker, visit } from "./support/browser";
import { clearToasts, toast } from "./stores-support";

const SELLER = "chinedu.eze@bitmarte.test";
const STORE_URL = "eko-gadget-hub";
let baseURL: string;

/** A paid order of one item from the seller's store, placed and paid through the API as the demo customer. */
async function paidOrder(): Promise<{ id: string; orderName: string; orderNumber?: string }> {
  const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
  await ensureCustomerAddress(baseURL, customer);
  const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
  for (const item of cart.data?.cartItemsData.cartItemsList ?? []) await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
  const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", `/stores/${STORE_URL}`);
  const product = (await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50`)).find((p) => !p.hasVariants);
  expect(product, "a product without variants in stock").toBeTruthy();
  expect((await apiCall(baseURL, customer, "POST", "/cart/add-cart", { productId: product?.id, quantity: 1 })).status).toBeLessThan(300);
  const addresses = await apiCall<{ rows: { id: string }[] }>(baseURL, customer, "GET", "/customershippingaddress");
  const res = await fetch(`${baseURL}/api/v1/ordertracking/create-order`, {
    method: "POST",
    headers: { authorization: `Bearer ${customer}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({ addressId: addresses.data.rows[0]?.id, paymentChannel: "card" }),
  });
  expect(res.status).toBeLessThan(300);
  const placed = (await res.json()) as { data: { orders: { id: string; orderName: string; orderNumber?: string }[]; payment: { reference: string } | null } };
  if (placed.data.payment) {
    expect((await apiCall(baseURL, null, "POST", `/payments/test-gateway/${placed.data.payment.reference}`, { outcome: "success" })).status).toBeLessThan(300);
    await apiCall(baseURL, customer, "POST", "/transactions/customer/transaction", { reference: placed.data.payment.reference });
  }
  return placed.data.orders[0];
}

describe("the notification centre", () => {
  let merchant: BrowserSession;
  let customer: BrowserSession;

  beforeAll(async () => {
    baseURL = serverOfThisWorker();
    merchant = await openBrowser(MOBILE);
  });

  afterAll(async () => {
    await merchant?.close();
    await customer?.close();
  });

  it("a store owner hears of a new paid order at once: the bell's badge, a toast, the order one tap away", async () => {
    const { page } = merchant;
    await logIn(page, "/merchant/login", SELLER);
    await page.waitForURL((url) => url.pathname === "/merchant");
    const bell = page.getByTestId("notification-bell");
    await bell.waitFor();
    const unread = async () => Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1] ?? 0);
    const before = await unread();

    const order = await paidOrder();
    // Live: the badge moves without a reload (the sale may also bring a low-stock notice).
    await expect.poll(unread).toBeGreaterThan(before);
    await toast(page, /New order/);
    await clearToasts(page);
    await screenshot(page, "notifications-bell-mobile");

    await bell.click();
    const panel = page.getByRole("dialog");
    const item = panel.getByTestId("notification-item").filter({ hasText: order.orderNumber ?? order.orderName }).first();
    await item.waitFor();
    await screenshot(page, "notifications-panel-mobile");
    const opened = await unread();
    await item.click();
    await page.waitForURL((url) => url.pathname === `/merchant/orders/${order.id}`);
    // Opening it reads it.
    await expect.poll(unread).toBe(opened - 1);
    expect(merchant.pageErrors).toEqual([]);
  });

  it("lists every notification with paging and lets the owner choose which come by email", async () => {
    const { page } = merchant;
    await visit(page, "/merchant/notifications");
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    await page.getByTestId("notification-list").getByTestId("notification-item").first().waitFor();
    const paidByMail = page.getByRole("switch", { name: /New paid orders/ });
    await paidByMail.waitFor();
    expect(await paidByMail.isChecked()).toBe(true);
    await paidByMail.click();
    await toast(page, MESSAGES.notificationPreferencesSaved);
    await clearToasts(page);
    await page.reload();
    await page.getByRole("switch", { name: /New paid orders/ }).waitFor();
    expect(await page.getByRole("switch", { name: /New paid orders/ }).isChecked()).toBe(false);
    await screenshot(page, "notifications-page-mobile");
    await page.setViewportSize(DESKTOP);
    // Drawn afresh at desktop width (the shell's navigation slides in on a resize).
    await page.reload();
    await page.getByRole("switch", { name: /New paid orders/ }).waitFor();
    await screenshot(page, "notifications-page-desktop");
    // Back as it was, for the other journeys.
    await page.getByRole("switch", { name: /New paid orders/ }).click();
    await toast(page, MESSAGES.notificationPreferencesSaved);
    expect(merchant.pageErrors).toEqual([]);
  });

  it("a customer hears of their order's updates in the storefront's header and reads them in their notifications", async () => {
    const order = await paidOrder();
    customer = await openBrowser(MOBILE);
    const { page } = customer;
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/account");
    await visit(page, "/");
    // The bell sits in the storefront's header beside the cart, with the unread count in its name.
    const bell = page.getByTestId("notification-bell").getByRole("link");
    await bell.waitFor();
    const unread = async () => Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1] ?? 0);
    const before = await unread();

    const seller = await apiToken(baseURL, "merchant", SELLER);
    expect((await apiCall(baseURL, seller, "PATCH", `/ordertracking/update-order-status/${order.id}`, { status: "confirmed" })).status).toBeLessThan(300);
    // Live: the badge counts it and a toast says it, without reloading the page.
    await page.waitForFunction(
      ([selector, count]) => Number(document.querySelector(selector)?.getAttribute("aria-label")?.match(/(\d+) unread/)?.[1] ?? 0) > count,
      ['[data-testid="notification-bell"] a', before] as const,
    );
    await toast(page, /confirmed/i);
    // Once: a stream opened on a page before this one must not make it come twice.
    expect(await page.locator('[aria-live="polite"] > [role="status"]').filter({ hasText: /confirmed/i }).count()).toBe(1);
    await screenshot(page, "notifications-customer-bell-mobile");

    await bell.click();
    await page.waitForURL((url) => url.pathname === "/notifications");
    const item = page.getByTestId("notification-item").filter({ hasText: order.orderNumber ?? order.orderName }).first();
    await item.waitFor();
    await screenshot(page, "notifications-customer-mobile");
    await item.click();
    await page.waitForURL((url) => url.pathname === `/orders/${order.id}`);
    expect(customer.pageErrors).toEqual([]);

    const wide = await openBrowser(DESKTOP);
    try {
      await logIn(wide.page, "/login", "customer@bitmarte.test");
      await wide.page.waitForURL((url) => url.pathname === "/account");
      await wide.page.getByTestId("notification-bell").waitFor();
      await screenshot(wide.page, "notifications-customer-bell-desktop");
      expect(wide.pageErrors).toEqual([]);
    } finally {
      await wide.close();
    }
  });
});
