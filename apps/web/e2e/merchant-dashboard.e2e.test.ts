import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, shots } from "./buying-helpers";
import { ensureCustomerAddress } from "./money-helpers";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, visit } from "./support/browser";

interface Dashboard {
  orders: { toAccept: number } | null;
  sales: { today: number } | null;
}

/** A new paid order for the demo store, placed and paid through the API: the store has one more to accept. */
async function paidDemoOrder(baseURL: string): Promise<void> {
  const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
  await ensureCustomerAddress(baseURL, customer);
  const cart = await apiCall<{
    cartItemsData: { cartItemsList: { id: string }[] };
  }>(baseURL, customer, "GET", "/cart/get-cart");
  for (const item of cart.data?.cartItemsData.cartItemsList ?? [])
    await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", {
      cartItemId: item.id,
    });
  const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
  const product = (await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_asc`)).find(
    (p) => !p.hasVariants,
  );
  expect(
    (
      await apiCall(baseURL, customer, "POST", "/cart/add-cart", {
        productId: product?.id,
        quantity: 1,
      })
    ).status,
  ).toBeLessThan(300);
  const addresses = await apiCall<{ rows: { id: string }[] }>(baseURL, customer, "GET", "/customershippingaddress");
  const res = await fetch(`${baseURL}/api/v1/ordertracking/create-order`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${customer}`,
      "content-type": "application/json",
      "idempotency-key": crypto.randomUUID(),
    },
    body: JSON.stringify({
      addressId: addresses.data.rows[0]?.id,
      paymentChannel: "card",
    }),
  });
  expect(res.status).toBeLessThan(300);
  const placed = (await res.json()) as {
    data: { payment: { reference: string } | null };
  };
  if (placed.data.payment) {
    expect(
      (await apiCall(baseURL, null, "POST", `/payments/test-gateway/${placed.data.payment.reference}`, { outcome: "success" })).status,
    ).toBeLessThan(300);
    await apiCall(baseURL, customer, "POST", "/transactions/customer/transaction", { reference: placed.data.payment.reference });
  }
}

/**
 * The merchant opens the dashboard after a new paid order: the store's status, the orders waiting with
 * links to the filtered list, sales and money in naira, low stock; on a desktop and on a phone.
 */
describe("merchant dashboard: what needs me now", () => {
  let browser: BrowserSession;
  let expected: Dashboard;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    await paidDemoOrder(browser.baseURL);
    const merchant = await apiToken(browser.baseURL, "merchant", "merchant@bitmarte.test");
    expected = (await apiCall<Dashboard>(browser.baseURL, merchant, "GET", "/merchants/dashboard")).data;
    expect(expected.orders?.toAccept).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the orders to accept, sales and low stock, and the count opens the filtered orders", async () => {
    const { page } = browser;
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    await page.getByRole("heading", { name: "Needs you now" }).waitFor();
    const toAccept = page.getByRole("link", { name: new RegExp(`^Orders to accept\\s*${expected.orders?.toAccept}$`) });
    await toAccept.waitFor();
    await page.getByRole("heading", { name: "Sales and money" }).waitFor();
    await page.getByText("Sales today").waitFor();
    await page.getByRole("heading", { name: "Low stock" }).waitFor();
    // The link cards to every section stay below the figures.
    await page.getByText("Add products, variants and stock, and see their approval status.").waitFor();
    await shots(page, "merchant-dashboard-1-needs-you");

    await page.setViewportSize(MOBILE);
    await toAccept.click();
    await page.waitForURL((url) => url.pathname === "/merchant/orders" && url.searchParams.get("status") === "pending");
    await page.getByRole("tab", { name: /Pending/, selected: true }).waitFor();
  });

  it("an order shows its commission and what the store receives in naira", async () => {
    const { page } = browser;
    const merchant = await apiToken(browser.baseURL, "merchant", "merchant@bitmarte.test");
    const list = await apiCall<{ rows: { id: string }[] }>(
      browser.baseURL,
      merchant,
      "GET",
      "/ordertracking/merchant/orders?status=pending&limit=1",
    );
    const orderId = list.data.rows[0]?.id;
    expect(orderId).toBeTruthy();
    await page.setViewportSize(DESKTOP);
    await visit(page, `/merchant/orders/${orderId}`);
    const commission = page.getByTestId("order-commission");
    await commission.waitFor();
    await expect
      .poll(async () => (await commission.textContent()) ?? "")
      .toMatch(/^Commission \d+(\.\d+)?%-₦[\d,]+\.\d{2}$/);
    const receives = page.getByTestId("order-merchant-receives");
    await expect.poll(async () => (await receives.textContent()) ?? "").toMatch(/You receive₦[\d,]+\.\d{2}/);
    await shots(page, "merchant-dashboard-2-order-commission");
  });
});
