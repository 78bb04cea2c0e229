import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, type ProductCard, shots } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, screenshot, visit } from "./support/browser";

/**
 * A customer pays for a Demo Store product on the test gateway; the Demo Store's merchant finds the
 * payment among its transactions, opens it and exports the CSV; an admin sees it among all payments.
 */
describe("transactions after a paid checkout", () => {
  let browser: BrowserSession;
  let page: Page;
  let product: ProductCard;
  let orderName = "";
  let reference = "";

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    page = browser.page;
    const { baseURL } = browser;

    // A Demo Store (merchant@) product without variants and with stock.
    const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
    const demo = await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_asc`);
    const simple = demo.filter((p) => !p.hasVariants);
    product = simple[0] ?? demo[0];
    expect(product, "the Demo Store has a product in stock").toBeTruthy();

    // The customer ships to a default address and starts from an empty cart.
    const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    const added = await apiCall(baseURL, customer, "POST", "/customershippingaddress", {
      fullName: "Ada Okafor",
      phoneNumber: "08031234567",
      emailAddress: "customer@bitmarte.test",
      stateOrRegion: "Lagos",
      city: "Ikeja",
      address: "12 Allen Avenue, Ikeja",
      default: true,
    });
    expect(added.status, `add address answered ${added.status}: ${added.message}`).toBe(201);
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) {
      await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("the customer buys a Demo Store product through the test gateway", async () => {
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/account");
    await visit(page, `/product/${product.id}`);
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Item added to cart").first().waitFor();
    await visit(page, "/checkout");
    await page.getByTestId("checkout-store").first().waitFor();
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL((url) => url.pathname.includes("/payments/test-gateway/"));
    await page.getByRole("button", { name: /^Approve/ }).click();
    await page.waitForURL(/reference=/);
    reference = new URL(page.url()).searchParams.get("reference") ?? "";
    expect(reference).not.toBe("");
    await page.getByTestId("payment-success").waitFor();
    orderName = ((await page.getByTestId("order-name").textContent()) ?? "").trim();
    expect(orderName).not.toBe("");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the merchant sees the transaction, filters, opens it and exports the CSV", async () => {
    await browser.close();
    browser = await openBrowser(DESKTOP);
    page = browser.page;
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    await page.getByRole("link", { name: "Transactions" }).first().click();
    await page.waitForURL((url) => url.pathname === "/merchant/transactions");
    await page.getByRole("heading", { level: 1, name: "Transactions" }).waitFor();
    const row = page.getByTestId(`transaction-row-${orderName}`);
    await row.waitFor();
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Paid");
    await page.getByTestId("transactions-chart-summary").filter({ hasText: /^Paid ₦[\d,]+\.\d{2} in \d+ payments?/ }).waitFor();
    await page.getByTestId("transactions-chart").locator(".recharts-bar-rectangle path").first().waitFor();
    await shots(page, "money-merchant-transactions");

    // Filters live in the address: they survive a reload.
    await page.getByRole("searchbox", { name: "Search" }).fill(orderName);
    await page.waitForURL((url) => url.searchParams.get("q") === orderName);
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Paid", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "success");
    await page.getByRole("button", { name: "Sort by Amount" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "amount_asc");
    await page.reload();
    await row.waitFor();
    await expect.poll(() => page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe(orderName);
    expect(await page.locator("[data-testid^=transaction-row-]").count()).toBe(1);

    // A status with no payments shows the empty state.
    await visit(page, `/merchant/transactions?status=reversed&q=${encodeURIComponent(orderName)}`);
    await page.getByText("No transactions match").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await row.waitFor();

    // The date range goes to the server: today finds the payment, a past week does not.
    const today = new Date().toISOString().slice(0, 10);
    await visit(page, `/merchant/transactions?from=${today}&to=${today}&q=${encodeURIComponent(orderName)}`);
    await row.waitFor();
    await visit(page, `/merchant/transactions?from=2020-01-01&to=2020-01-07&q=${encodeURIComponent(orderName)}`);
    await page.getByText("No transactions match").waitFor();
    await page.getByTestId("transactions-chart").getByText("No transactions in this range.").waitFor();
    await visit(page, "/merchant/transactions");
    await row.waitFor();

    // The detail drawer: spec §3 fields, the card's last 4 digits only.
    await row.getByRole("button", { name: `View transaction ${orderName}` }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByTestId("transaction-detail").waitFor();
    expect(await drawer.getByTestId("transaction-reference").textContent()).toContain(reference);
    expect(await drawer.getByTestId("transaction-order").textContent()).toBe(orderName);
    await drawer.getByTestId("transaction-item").filter({ hasText: product.name }).first().waitFor();
    const card = ((await drawer.getByTestId("transaction-card").textContent()) ?? "").trim();
    expect(card === "—" || /^•••• \d{4}$/.test(card), `card shown as "${card}"`).toBe(true);
    expect(await drawer.textContent()).not.toMatch(/\d{12,}/);
    expect(new URL(page.url()).searchParams.get("transaction")).toBeTruthy();
    await shots(page, "money-merchant-transaction-detail", { full: false });
    await drawer.getByRole("button", { name: "Close transaction" }).click();
    await drawer.waitFor({ state: "detached" });

    // The CSV export downloads the server's file with this filter.
    await visit(page, `/merchant/transactions?q=${encodeURIComponent(orderName)}`);
    await row.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    // A UTF-8 byte-order mark first, so spreadsheets read ₦ and accented names (trim() would drop it).
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe("orderName,amount (NGN),customer,status,channel,reference,createdAt (Lagos time)");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(orderName);
    expect(lines[1]).toContain(reference);
    expect(lines[1]).toMatch(/,\d+\.\d{2},/);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await page.getByText(/^Downloaded transactions-/).first().waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/merchant/transactions");
    await page.getByTestId(`transaction-row-${orderName}`).waitFor();
    await screenshot(page, "money-merchant-transactions-mobile-viewport");
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
  });

  it("the admin sees the same payment among all transactions", async () => {
    await browser.close();
    browser = await openBrowser(DESKTOP);
    page = browser.page;
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");
    await visit(page, "/admin/transactions");
    await page.getByRole("heading", { level: 1, name: "Transactions" }).waitFor();
    const row = page.getByTestId(`transaction-row-${orderName}`);
    await row.waitFor();
    await shots(page, "money-admin-transactions");

    await row.getByRole("button", { name: `View transaction ${orderName}` }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByTestId("transaction-detail").waitFor();
    expect(await drawer.getByTestId("transaction-reference").textContent()).toContain(reference);
    await shots(page, "money-admin-transaction-detail", { full: false });

    // A deep link opens the drawer straight away.
    const link = page.url();
    await visit(page, link);
    await page.getByRole("dialog").getByTestId("transaction-detail").waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
