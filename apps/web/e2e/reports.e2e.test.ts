import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, shots } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, visit } from "./support/browser";

interface PlacedOrder {
  id: string;
  orderName: string;
}

/**
 * Reports after two paid Demo Store orders: the merchant reads the summary, the chart by day and week,
 * the sales table (sorted, exported as CSV), sales by product and customer, finance and returns totals;
 * an admin reads every store, then narrows to the Demo Store.
 */
describe("reports", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let customer = "";
  const placed: PlacedOrder[] = [];

  async function paidOrder(productId: string): Promise<PlacedOrder> {
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) {
      await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
    }
    const added = await apiCall(baseURL, customer, "POST", "/cart/add-cart", { productId, quantity: 1 });
    expect(added.status, added.message).toBeLessThan(300);
    const addresses = await apiCall<{ rows: { id: string }[] }>(baseURL, customer, "GET", "/customershippingaddress");
    const res = await fetch(`${baseURL}/api/v1/ordertracking/create-order`, {
      method: "POST",
      headers: { authorization: `Bearer ${customer}`, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ addressId: addresses.data.rows[0]?.id, paymentChannel: "card" }),
    });
    const body = (await res.json()) as { data: { orders: PlacedOrder[]; payment: { reference: string } | null } };
    expect(res.status).toBeLessThan(300);
    if (body.data.payment) {
      const paid = await apiCall(baseURL, null, "POST", `/payments/test-gateway/${body.data.payment.reference}`, { outcome: "success" });
      expect(paid.status, paid.message).toBeLessThan(300);
      await apiCall(baseURL, customer, "POST", "/transactions/customer/transaction", { reference: body.data.payment.reference });
    }
    return body.data.orders[0] as PlacedOrder;
  }

  async function as(email: string, loginPath: string, landing: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(viewport);
    await logIn(browser.page, loginPath, email);
    await browser.page.waitForURL((url) => url.pathname === landing);
    return browser.page;
  }

  const card = (page: Page, label: string) => page.getByTestId("report-summary").locator(".mantine-Paper-root").filter({ hasText: label }).first();

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    await apiCall(baseURL, customer, "POST", "/customershippingaddress", {
      fullName: "Bola Ade",
      phoneNumber: "08035556666",
      emailAddress: "customer@bitmarte.test",
      stateOrRegion: "Lagos",
      city: "Surulere",
      address: "8 Adeniran Ogunsanya Street, Surulere",
      default: true,
    });
    const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
    const products = (await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_asc`)).filter((p) => !p.hasVariants);
    expect(products.length).toBeGreaterThan(1);
    placed.push(await paidOrder(products[0].id), await paidOrder(products[1].id));
  });

  afterAll(async () => {
    // The server is shared with the other journeys: leave its clock as it was.
    if (baseURL) await apiCall(baseURL, null, "POST", "/dev/clock", { reset: true });
    await browser?.close();
  });

  it("the merchant reads its store's reports, sorts and exports the sales table", async () => {
    const page = await as("merchant@bitmarte.test", "/merchant/login", "/merchant");
    await page.getByRole("link", { name: "Reports" }).first().click();
    await page.waitForURL((url) => url.pathname === "/merchant/reports");
    await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();

    // Summary: today's two orders at least, in naira.
    await expect.poll(async () => (await card(page, "Sales").textContent()) ?? "").toMatch(/₦[\d,]+\.\d{2}/);
    await expect.poll(async () => Number(((await card(page, "Orders").textContent()) ?? "").replace(/\D+/g, " ").trim().split(" ")[0])).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed")).toBe("true");

    // The chart has bars; presets and the interval live in the address.
    await page.getByTestId("report-chart").locator(".recharts-bar-rectangle path").first().waitFor();
    await page.getByRole("button", { name: "Last 7 days" }).click();
    await page.waitForURL((url) => url.searchParams.has("from") && url.searchParams.has("to"));
    await page.getByTestId("report-chart").getByText("Week", { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("interval") === "week");
    await page.getByRole("heading", { name: "Sales per week" }).waitFor();

    // The sales table lists both orders, sorts on the server and exports them.
    for (const o of placed) await page.getByTestId(`sales-row-${o.orderName}`).first().waitFor();
    await page.getByTestId("finance-totals").getByText("Due to merchant").waitFor();
    await page.getByTestId("returns-totals").getByText("Orders with returns").waitFor();
    await shots(page, "reports-merchant");

    await page.getByRole("button", { name: "Sort by Total" }).click();
    await page.getByTestId(`sales-row-${placed[0].orderName}`).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV of sales table" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-table-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    // A UTF-8 byte-order mark first (trim() would drop it).
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "order,paid (Lagos time),store,customer,gross sales (NGN),discounts (NGN),shipping (NGN),net sales (NGN),total (NGN),status",
    );
    for (const o of placed) expect(lines.some((l) => l.startsWith(o.orderName))).toBe(true);
    expect(lines[1]).toMatch(/,\d+\.\d{2},/);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);

    // Sales by product and by customer, each with its CSV.
    await page.getByRole("tab", { name: "By product" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "products");
    await page.getByRole("table", { name: "Sales by product" }).waitFor();
    const [byProduct] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV of Sales by product" }).click()]);
    expect(byProduct.suggestedFilename()).toMatch(/^sales-by-products-/);
    await shots(page, "reports-merchant-by-product");
    await page.getByRole("tab", { name: "By customer" }).click();
    await page.getByText("customer@bitmarte.test").first().waitFor();
    await page.getByRole("tab", { name: "Next-day settlement" }).click();
    await page.getByTestId("settlement-summary").filter({ hasText: /becomes payable/ }).waitFor();

    // A range with nothing in it shows empty states, not errors.
    await visit(page, "/merchant/reports?from=2020-01-01&to=2020-01-07");
    await page.getByText("No sales in this range").first().waitFor();
    await page.getByTestId("report-chart").getByText("No sales in this range.").waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it("on a phone the merchant reads the same reports", async () => {
    const page = await as("merchant@bitmarte.test", "/merchant/login", "/merchant", MOBILE);
    await visit(page, "/merchant/reports");
    await page.getByTestId(`sales-row-${placed[0].orderName}`).first().waitFor();
    await page.getByTestId("report-chart").locator(".recharts-bar-rectangle path").first().waitFor();
    await shots(page, "reports-merchant-phone");
    expect(browser.pageErrors).toEqual([]);
  });

  it("an admin reads every store, then the Demo Store alone", async () => {
    const page = await as("admin@bitmarte.test", "/admin/login", "/admin");
    await page.getByRole("link", { name: "Reports" }).first().click();
    await page.waitForURL((url) => url.pathname === "/admin/reports");
    for (const o of placed) await page.getByTestId(`sales-row-${o.orderName}`).first().waitFor();
    await page.getByRole("button", { name: "Sort by Store" }).waitFor();
    await page.getByRole("combobox", { name: "Store" }).click();
    await page.getByRole("combobox", { name: "Store" }).fill("Allen Avenue");
    await page.getByRole("option", { name: /Allen Avenue Superstore/ }).first().click();
    await page.waitForURL((url) => url.searchParams.has("store"));
    await page.getByTestId(`sales-row-${placed[0].orderName}`).first().waitFor();
    await page.getByTestId("finance-totals").getByText("Remit to Bitmarte").waitFor();
    await shots(page, "reports-admin");
    expect(browser.pageErrors).toEqual([]);
  });
});
