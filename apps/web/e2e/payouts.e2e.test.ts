import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, shots } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, visit } from "./support/browser";

interface PlacedOrder {
  id: string;
  orderName: string;
}

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Money after delivery: an order is delivered and completes when its return window closes (the server's
 * development clock, moved by the test); an admin sees the payout pending, approves it, is refused
 * processing without a transfer reference, then marks it processed; chargebacks and reconciliation; the
 * merchant sees the payout processed and downloads the statement for the period.
 */
describe("payouts: from a completed order to the merchant's statement", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let order: PlacedOrder = { id: "", orderName: "" };
  const range = { from: day(Date.now() - DAY), to: day(Date.now() + 10 * DAY) };

  async function as(email: string, loginPath: string, landing: string): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(DESKTOP);
    await logIn(browser.page, loginPath, email);
    await browser.page.waitForURL((url) => url.pathname === landing);
    return browser.page;
  }

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    const merchant = await apiToken(baseURL, "merchant", "merchant@bitmarte.test");
    const admin = await apiToken(baseURL, "admin", "admin@bitmarte.test");
    const dispatcher = await apiToken(baseURL, "admin", "dispatcher@bitmarte.test");
    await apiCall(baseURL, customer, "POST", "/customershippingaddress", {
      fullName: "Bola Ade",
      phoneNumber: "08035556666",
      emailAddress: "customer@bitmarte.test",
      stateOrRegion: "Lagos",
      city: "Surulere",
      address: "8 Adeniran Ogunsanya Street, Surulere",
      default: true,
    });

    // A paid order of the Demo Store (through the test gateway)…
    const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
    const product = (await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_desc`)).find((p) => !p.hasVariants);
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
    expect((await apiCall(baseURL, customer, "POST", "/cart/add-cart", { productId: product?.id, quantity: 1 })).status).toBeLessThan(300);
    const addresses = await apiCall<{ rows: { id: string }[] }>(baseURL, customer, "GET", "/customershippingaddress");
    const res = await fetch(`${baseURL}/api/v1/ordertracking/create-order`, {
      method: "POST",
      headers: { authorization: `Bearer ${customer}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ addressId: addresses.data.rows[0]?.id, paymentChannel: "card" }),
    });
    const placed = (await res.json()) as { data: { orders: PlacedOrder[]; payment: { reference: string } | null } };
    expect(res.status).toBeLessThan(300);
    if (placed.data.payment) {
      expect((await apiCall(baseURL, null, "POST", `/payments/test-gateway/${placed.data.payment.reference}`, { outcome: "success" })).status).toBeLessThan(300);
      await apiCall(baseURL, customer, "POST", "/transactions/customer/transaction", { reference: placed.data.payment.reference });
    }
    order = placed.data.orders[0];

    // …packed by the store, delivered by a dispatcher with the customer's token (the chain has its own journeys).
    const move = (token: string, status: string) => apiCall(baseURL, token, "PATCH", `/ordertracking/update-order-status/${order.id}`, { status });
    expect((await move(merchant, "confirmed")).status).toBe(200);
    expect((await move(merchant, "ready_to_ship")).status).toBe(200);
    const riders = await apiCall<{ id: string; email: string }[]>(baseURL, admin, "GET", "/ordertracking/dispatchers");
    const rider = riders.data.find((d) => d.email === "dispatcher@bitmarte.test");
    expect((await apiCall(baseURL, admin, "PATCH", `/ordertracking/assign-to-dispatcher/${order.id}`, { dispatcherId: rider?.id })).status).toBe(200);
    expect((await move(dispatcher, "picked_up")).status).toBe(200);
    expect((await move(dispatcher, "in_transit")).status).toBe(200);
    const info = await apiCall<{ orderDeliveryToken: string }>(baseURL, customer, "GET", `/ordertracking/customer/order-info/${order.id}`);
    expect((await apiCall(baseURL, dispatcher, "POST", `/ordertracking/convert-token/${order.id}`, { token: info.data.orderDeliveryToken })).status).toBe(200);

    // Approving inside the return window is refused.
    const early = await apiCall(baseURL, admin, "PATCH", `/ordertracking/approve-merchant-payment/${order.id}`);
    expect(early.status).toBe(409);

    // Seven days and an hour later the window closes and the order completes.
    expect((await apiCall(baseURL, null, "POST", "/dev/clock", { advanceHours: 7 * 24 + 1 })).status).toBe(200);
    expect((await apiCall(baseURL, null, "POST", "/dev/jobs/run", { name: "fulfilment.complete" })).status).toBe(200);
  });

  afterAll(async () => {
    // The server is shared with the other journeys: give it its real time back.
    if (baseURL) await apiCall(baseURL, null, "POST", "/dev/clock", { reset: true });
    await browser?.close();
  });

  it("the admin sees the payout pending with the totals, approves it, and marks it processed with the transfer reference", async () => {
    const page = await as("admin@bitmarte.test", "/admin/login", "/admin");
    await page.getByRole("link", { name: "Payouts" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Payouts" }).waitFor();
    const row = page.getByTestId(`payout-row-${order.orderName}`).first();
    await row.waitFor();
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Pending");
    await shots(page, "payouts-1-admin-pending");

    await page.getByRole("button", { name: `Approve payout for ${order.orderName}` }).first().click();
    await page.getByRole("dialog").getByText(/Approve .* due to/).waitFor();
    await shots(page, "payouts-2-admin-approve-dialog", { full: false });
    await page.getByRole("dialog").getByRole("button", { name: "Approve payout" }).click();
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Approved");

    await page.getByRole("button", { name: `Mark payout for ${order.orderName} processed` }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Mark processed" }).click();
    await dialog.getByText("Enter the bank transfer reference to mark the payout processed").waitFor();
    await shots(page, "payouts-3-admin-reference-required", { full: false });
    await dialog.getByLabel("Bank transfer reference").fill("TRF-E2E-0001");
    await dialog.getByRole("button", { name: "Mark processed" }).click();
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Processed");
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("TRF-E2E-0001");
    await shots(page, "payouts-4-admin-processed");

    // Only processed payouts, under their tab.
    await page.getByRole("radiogroup", { name: "Payout status" }).getByText("Processed", { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "processed");
    await row.waitFor();

    // The store's name opens its statement (admins name the merchant).
    await page.getByRole("link", { name: "Statement of Demo Store" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Statement" }).waitFor();
    await page.getByText(/^Demo Store · /).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it("the admin records a chargeback on the order and decides it; the reconciliation shows the books balanced", async () => {
    const page = browser.page;
    await visit(page, "/admin/payouts?view=chargebacks");
    await page.getByRole("button", { name: "Record chargeback" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Order id").fill(order.id);
    await dialog.getByLabel("Amount (₦)").fill("10");
    await dialog.getByLabel("Reason").fill("The card holder says the parcel never came");
    await dialog.getByRole("button", { name: "Record" }).click();
    const cb = page.getByTestId(`chargeback-row-${order.orderName}`).first();
    await cb.waitFor();
    await page.getByRole("button", { name: `Decide chargeback on ${order.orderName}` }).first().click();
    const decide = page.getByRole("dialog", { name: "Decide chargeback" });
    await decide.getByText(/The card holder says/).waitFor();
    await decide.getByRole("textbox", { name: "Decision" }).or(decide.getByLabel("Decision")).first().click();
    await page.getByRole("option", { name: "Reject (dispute won)" }).click();
    await shots(page, "payouts-5-admin-chargeback-decide", { full: false });
    await decide.getByRole("button", { name: "Save decision" }).click();
    await expect.poll(async () => (await cb.textContent()) ?? "").toContain("Rejected");
    await shots(page, "payouts-6-admin-chargebacks");

    await page.getByRole("tab", { name: "Reconciliation" }).click();
    await page.getByText("Trial balance (all time)").waitFor();
    await page.getByText("Everything agrees").waitFor();
    await shots(page, "payouts-7-admin-reconciliation");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the merchant sees the payout processed and downloads the statement for the period", async () => {
    const page = await as("merchant@bitmarte.test", "/merchant/login", "/merchant");
    await page.getByRole("link", { name: "Payouts" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Payouts" }).waitFor();
    const row = page.getByTestId(`payout-row-${order.orderName}`).first();
    await row.waitFor();
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Processed");
    await shots(page, "payouts-8-merchant-payouts");

    await visit(page, `/merchant/payouts/statement?from=${range.from}&to=${range.to}`);
    await page.getByRole("heading", { level: 1, name: "Statement" }).waitFor();
    await page.getByTestId("statement-line-payout").first().waitFor();
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain(`Sale: order ${order.orderName}`);
    expect(text).toContain(`Payout for order ${order.orderName}`);
    await shots(page, "payouts-9-merchant-statement");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`statement-${range.from}-${range.to}.csv`);
    expect(browser.pageErrors).toEqual([]);
  });
});
