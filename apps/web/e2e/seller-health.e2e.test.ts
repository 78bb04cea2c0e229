import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, shots } from "./buying-helpers";
import { ensureCustomerAddress } from "./money-helpers";
import { type BrowserSession, checkAccessibility, DESKTOP, logIn, openBrowser, visit } from "./support/browser";

const APPEAL = "A courier strike held our parcels for two days; we now pack the same day.";

interface Health {
  storeId: string;
  storeName: string;
  score: number;
  level: string;
}

/**
 * Seller health from a real store's week: the demo store cancels a paid order, which lowers its
 * cancellations factor; the admin's thresholds put it on a warning. The merchant sees the dashboard
 * banner and the health page with every factor and its advice, and appeals; the admin changes the
 * thresholds in the settings form (a bad combination refused first) and accepts the appeal; the
 * merchant's page shows good standing again.
 */
describe("seller health: the merchant sees and appeals a warning, the admin sets thresholds and decides", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let health: Health;

  async function freshBrowser(): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(DESKTOP);
    return browser.page;
  }

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    const merchant = await apiToken(baseURL, "merchant", "merchant@bitmarte.test");
    const admin = await apiToken(baseURL, "admin", "admin@bitmarte.test");
    // A paid order of the demo store, cancelled by the store.
    await ensureCustomerAddress(baseURL, customer);
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
    const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
    const product = (await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_desc`)).find((p) => !p.hasVariants);
    expect((await apiCall(baseURL, customer, "POST", "/cart/add-cart", { productId: product?.id, quantity: 1 })).status).toBeLessThan(300);
    const addresses = await apiCall<{ rows: { id: string }[] }>(baseURL, customer, "GET", "/customershippingaddress");
    const res = await fetch(`${baseURL}/api/v1/ordertracking/create-order`, {
      method: "POST",
      headers: { authorization: `Bearer ${customer}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ addressId: addresses.data.rows[0]?.id, paymentChannel: "card" }),
    });
    expect(res.status).toBeLessThan(300);
    const placed = (await res.json()) as { data: { orders: { id: string }[]; payment: { reference: string } | null } };
    if (placed.data.payment) {
      expect((await apiCall(baseURL, null, "POST", `/payments/test-gateway/${placed.data.payment.reference}`, { outcome: "success" })).status).toBeLessThan(300);
      await apiCall(baseURL, customer, "POST", "/transactions/customer/transaction", { reference: placed.data.payment.reference });
    }
    const cancelled = await apiCall(baseURL, merchant, "PATCH", `/ordertracking/update-order-status/${placed.data.orders[0].id}`, { status: "cancelled", reason: "Out of stock" });
    expect(cancelled.status, cancelled.message).toBeLessThan(300);

    // The store's score now, and thresholds that put exactly that score on a warning.
    const first = await apiCall<Health>(baseURL, admin, "GET", `/seller-health/admin/stores/${store.data.store.id}`);
    expect(first.status).toBe(200);
    await apiCall(baseURL, admin, "POST", "/seller-health/admin/recompute", { storeId: store.data.store.id });
    const computed = await apiCall<Health>(baseURL, admin, "GET", `/seller-health/admin/stores/${store.data.store.id}`);
    expect(computed.data.score).toBeLessThan(100);
    const score = computed.data.score;
    const saved = await apiCall(baseURL, admin, "PUT", "/seller-health/admin/settings", {
      warningBelow: score + 1,
      demotionBelow: Math.min(50, score - 2),
      payoutHoldBelow: Math.min(30, score - 3),
      appealGraceDays: 30,
    });
    expect(saved.status, saved.message).toBe(200);
    expect((await apiCall(baseURL, admin, "POST", "/seller-health/admin/recompute", { storeId: store.data.store.id })).status).toBe(200);
    health = (await apiCall<Health>(baseURL, merchant, "GET", "/seller-health/merchant")).data;
    expect(health.level).toBe("warning");
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("the merchant sees the banner, the health page with every factor, and appeals", async () => {
    const page = await freshBrowser();
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    const banner = page.getByTestId("health-banner");
    await banner.waitFor();
    await expect.poll(async () => banner.textContent()).toContain(`Seller health: Warning (score ${health.score})`);
    await shots(page, "seller-health-1-dashboard-banner");

    await banner.getByRole("link", { name: "See what to improve" }).click();
    await page.waitForURL((url) => url.pathname === "/merchant/health");
    await page.getByRole("heading", { level: 1, name: "Seller health" }).waitFor();
    await expect.poll(async () => page.getByTestId("health-score").textContent()).toBe(String(health.score));
    for (const key of ["late_confirmations", "late_handovers", "store_cancellations", "faulty_returns", "ratings", "chargebacks"]) {
      await page.getByTestId(`factor-${key}`).waitFor();
    }
    await expect.poll(async () => page.getByTestId("factor-store_cancellations").textContent()).toContain("What you can do:");
    await expect.poll(async () => page.getByTestId("health-reason").textContent()).toContain(`Your seller health score is ${health.score}`);
    await shots(page, "seller-health-2-merchant-page");

    await page.getByLabel(/Why should this level be lifted/).fill(APPEAL);
    await page.getByRole("button", { name: "Send appeal" }).click();
    await page.locator(".mantine-Notification-root").filter({ hasText: "Your appeal was sent" }).first().waitFor();
    const latest = page.getByTestId("latest-appeal");
    await latest.waitFor();
    await expect.poll(async () => latest.textContent()).toContain("Waiting for a decision");
    await shots(page, "seller-health-3-merchant-appealed");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the admin refuses a bad threshold order, saves new thresholds and accepts the appeal", async () => {
    const page = await freshBrowser();
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname.startsWith("/admin") && !url.pathname.endsWith("/login"));
    await visit(page, "/admin/seller-health");
    await page.getByRole("heading", { level: 1, name: "Seller health" }).waitFor();
    const warning = page.getByLabel("Warning below");
    await expect.poll(async () => warning.inputValue()).toBe(String(health.score + 1));

    // Demotion above the warning: refused in the form, nothing sent.
    const demotion = page.getByLabel("Lower in search below");
    await demotion.fill("99");
    await page.getByRole("button", { name: "Save thresholds" }).click();
    await page.getByText("Thresholds must go down: warning above demotion above payout hold").first().waitFor();
    await shots(page, "seller-health-4-admin-settings-refused");

    await warning.fill(String(Math.min(100, health.score + 5)));
    await demotion.fill(String(Math.min(50, health.score - 2)));
    await page.getByRole("button", { name: "Save thresholds" }).click();
    await page.locator(".mantine-Notification-root").filter({ hasText: "Seller health settings saved" }).first().waitFor();

    const row = page.getByRole("row").filter({ hasText: health.storeName }).first();
    await page.getByRole("button", { name: `Decide the appeal from ${health.storeName}` }).first().waitFor();
    await shots(page, "seller-health-5-admin-page");
    await page.getByRole("button", { name: `Decide the appeal from ${health.storeName}` }).first().click();
    const dialog = page.getByRole("dialog", { name: `Appeal from ${health.storeName}` });
    await dialog.waitFor();
    await dialog.getByText(APPEAL).waitFor();
    await dialog.getByLabel(/Note for the merchant/).fill("Courier delays confirmed with the carrier");
    await checkAccessibility(page);
    await shots(page, "seller-health-6-admin-decide", { full: false });
    await dialog.getByRole("button", { name: "Accept appeal" }).click();
    await page.locator(".mantine-Notification-root").filter({ hasText: "Appeal accepted" }).first().waitFor();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(async () => row.textContent()).toContain("Accepted");
    expect(await page.getByRole("button", { name: `Decide the appeal from ${health.storeName}` }).count()).toBe(0);
    await shots(page, "seller-health-7-admin-decided");

    // The merchant list shows every store's score, sorted by it on the server.
    await visit(page, "/admin/merchants?sort=health_asc");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // Lowest score first: the demo store leads the list, back in good standing.
    await expect.poll(async () => page.locator("[data-health]").first().getAttribute("data-health")).toBe(`${health.score} good`);
    await shots(page, "seller-health-7b-admin-merchants");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the merchant is back in good standing, with the admin's note, and the banner is gone", async () => {
    const page = await freshBrowser();
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    await visit(page, "/merchant/health");
    await page.getByRole("heading", { level: 1, name: "Seller health" }).waitFor();
    await expect.poll(async () => page.getByTestId("health-reason").textContent()).toContain("Your appeal was accepted: Courier delays confirmed with the carrier");
    await page.getByText(/^Good standing until/).first().waitFor();
    await shots(page, "seller-health-8-merchant-good-standing");
    await visit(page, "/merchant");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.getByTestId("health-banner").count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
