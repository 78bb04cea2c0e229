import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, shots } from "./buying-helpers";
import { closeReturnWindow, deliveredDemoOrder, isoDay, type PlacedOrder } from "./money-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, visit } from "./support/browser";
import { toast } from "./stores-support";

interface Statement {
  openingBalance: number;
  closingBalance: number;
  lines: { type: string; orderName: string | null; amount: number; balance: number }[];
  totals: { sales: number; commission: number; refunds: number; payouts: number };
}

/**
 * The money of one store across two orders, end to end: order A is delivered and completes when its
 * return window closes, its due becomes payable, an admin approves and processes the payout, and the
 * merchant sees it paid; the customer returns an item of order B, the store accepts and receives it, an
 * admin refunds part of it; B completes net of the refund. The statement and the reports then show
 * every step, and they agree with each other and with the books.
 */
describe("money journey: payable → payout → return → partial refund → statement and reports", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let a: PlacedOrder = { id: "", orderName: "" };
  let b: PlacedOrder = { id: "", orderName: "" };
  let returnId = "";
  let refunded = 0;
  let firstDay = "";

  async function signedIn(email: string, loginPath: string, landing: string): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(DESKTOP);
    await logIn(browser.page, loginPath, email);
    await browser.page.waitForURL((url) => url.pathname === landing);
    return browser.page;
  }
  const serverDay = async () => (await apiCall<{ now: string }>(baseURL, null, "POST", "/dev/clock", { advanceHours: 0 })).data.now.slice(0, 10);

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    a = await deliveredDemoOrder(baseURL, 1);
    await closeReturnWindow(baseURL);
    firstDay = await serverDay();
    // Order B is delivered a week later, so its return window is open.
    b = await deliveredDemoOrder(baseURL, 2);
  });

  afterAll(async () => {
    if (baseURL) await apiCall(baseURL, null, "POST", "/dev/clock", { reset: true });
    await browser?.close();
  });

  it("A's payout: the admin approves it and marks it processed; the merchant sees it paid", async () => {
    const admin = await signedIn("admin@bitmarte.test", "/admin/login", "/admin");
    await visit(admin, "/admin/payouts");
    const row = admin.getByTestId(`payout-row-${a.orderName}`).first();
    await row.waitFor();
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Pending");
    await admin.getByRole("button", { name: `Approve payout for ${a.orderName}` }).first().click();
    await admin.getByRole("dialog").getByRole("button", { name: "Approve payout" }).click();
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Approved");
    // Buttons name the store part's own order number (the checkout's name and `-<part>`).
    await admin.getByRole("button", { name: new RegExp(`^Mark payout for ${a.orderName}-\\d+ processed$`) }).first().click();
    await admin.getByRole("dialog").getByLabel("Bank transfer reference").fill("TRF-JOURNEY-A");
    await admin.getByRole("dialog").getByRole("button", { name: "Mark processed" }).click();
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Processed");
    await shots(admin, "money-1-admin-payout-processed");

    const merchant = await signedIn("merchant@bitmarte.test", "/merchant/login", "/merchant");
    await visit(merchant, "/merchant/payouts");
    const mine = merchant.getByTestId(`payout-row-${a.orderName}`).first();
    await mine.waitFor();
    await expect.poll(async () => (await mine.textContent()) ?? "").toContain("Processed");
    await shots(merchant, "money-2-merchant-payout-paid");
    expect(browser.pageErrors).toEqual([]);
  });

  it("B: the customer returns one unit, the store accepts and receives it, an admin refunds part", async () => {
    const customer = await signedIn("customer@bitmarte.test", "/login", "/account");
    await visit(customer, `/orders/${b.id}`);
    await customer.getByRole("button", { name: "Return or replace items" }).click();
    const form = customer.getByRole("dialog", { name: "Return or replace items" });
    await form.getByRole("checkbox").first().check();
    await form.getByLabel("Quantity").fill("1");
    await form.getByLabel("What is wrong?").selectOption({ label: "Damaged or does not work" });
    await form.getByLabel(/^Reason/).fill("It stopped charging on the second day");
    await form.getByRole("button", { name: "Ask for a refund" }).click();
    await toast(customer, "Order return was successful");
    await shots(customer, "money-3-customer-return-asked");
    const token = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    const info = await apiCall<{ returns: { id: string }[] }>(baseURL, token, "GET", `/ordertracking/customer/order-info/${b.id}`);
    returnId = info.data.returns[0].id;

    const merchant = await signedIn("merchant@bitmarte.test", "/merchant/login", "/merchant");
    await visit(merchant, `/merchant/returns/${returnId}`);
    await merchant.getByRole("button", { name: "Accept return" }).click();
    await expect.poll(async () => merchant.getByTestId("return-status").textContent()).toBe("Accepted");
    await merchant.getByRole("button", { name: "Mark as received" }).click();
    await merchant.getByRole("dialog").getByRole("button", { name: "Yes, received" }).click();
    await expect.poll(async () => merchant.getByTestId("return-status").textContent()).toBe("Received");
    await shots(merchant, "money-4-merchant-return-received");

    const admin = await signedIn("admin@bitmarte.test", "/admin/login", "/admin");
    await visit(admin, `/admin/returns/${returnId}`);
    const amount = admin.getByLabel("Amount to refund (₦)");
    const asked = Number((await amount.inputValue()).replace(/[₦,]/g, ""));
    refunded = Math.round(asked * 60) / 100;
    await amount.fill(String(refunded));
    await admin.getByRole("button", { name: "Approve refund" }).click();
    await admin.getByRole("dialog", { name: "Confirm the refund" }).getByRole("button", { name: /^Refund ₦/ }).click();
    await expect.poll(async () => admin.getByTestId("return-status").textContent()).toBe("Refunded");
    await shots(admin, "money-5-admin-partial-refund");
    expect(browser.pageErrors).toEqual([]);
  });

  it("B completes net of the refund; the statement and the reports show every step and agree with the books", async () => {
    await closeReturnWindow(baseURL);
    const lastDay = await serverDay();
    const merchantToken = await apiToken(baseURL, "merchant", "merchant@bitmarte.test");
    const adminToken = await apiToken(baseURL, "admin", "admin@bitmarte.test");

    // The statement: A's sale, commission and payout; B's sale net of the refund; the balance runs line by line.
    const st = await apiCall<Statement>(baseURL, merchantToken, "GET", `/reports/merchant-statement?startDate=${firstDay}&endDate=${lastDay}`);
    expect(st.status).toBe(200);
    const lineOf = (type: string, order: PlacedOrder) => st.data.lines.find((l) => l.type === type && l.orderName === order.orderName);
    expect(lineOf("sale", a)).toBeTruthy();
    expect(lineOf("commission", a)).toBeTruthy();
    expect(lineOf("payout", a)).toBeTruthy();
    expect(lineOf("sale", b)).toBeTruthy();
    const cents = (n: number) => Math.round(n * 100);
    let balance = cents(st.data.openingBalance);
    for (const line of st.data.lines) {
      balance += cents(line.amount);
      expect(cents(line.balance)).toBe(balance);
    }
    expect(cents(st.data.closingBalance)).toBe(balance);
    // A was paid out in full: its sale less its commission is what the payout took.
    const aPayout = lineOf("payout", a)?.amount ?? 0;
    expect(cents(aPayout)).toBe(-(cents(lineOf("sale", a)?.amount ?? 0) + cents(lineOf("commission", a)?.amount ?? 0)));

    // B's payout is pending for its due: the sale (after the refund) less commission.
    const payouts = await apiCall<{ rows: { orderName: string; status: string; due?: number; amount: number }[] }>(
      baseURL,
      merchantToken,
      "GET",
      `/reports/merchant-payments?startDate=${firstDay}&endDate=${lastDay}&limit=100`,
    );
    const bPayout = payouts.data.rows.find((p) => p.orderName === b.orderName);
    expect(bPayout?.status).toBe("pending");
    expect(cents(bPayout?.due ?? 0)).toBe(cents(lineOf("sale", b)?.amount ?? 0) + cents(lineOf("commission", b)?.amount ?? 0));

    // Finance reads the same books: what completions made payable in the range is the statement's sales less commission.
    const finance = await apiCall<{ dueToMerchant: number; totalRefundAmount: number }>(
      baseURL,
      merchantToken,
      "GET",
      `/reports/finance?startDate=${firstDay}&endDate=${lastDay}`,
    );
    expect(cents(finance.data.dueToMerchant)).toBe(cents(st.data.totals.sales) + cents(st.data.totals.commission));
    expect(cents(finance.data.totalRefundAmount)).toBeGreaterThanOrEqual(cents(refunded));
    // The returns report counts B's returned item; reconciliation finds the provider and the books agreeing.
    const returns = await apiCall<{ totalOrders: number; salesOrderAmt: number }>(
      baseURL,
      merchantToken,
      "GET",
      `/reports/returns?startDate=${isoDay(Date.parse(firstDay))}&endDate=${lastDay}`,
    );
    expect(returns.data.totalOrders).toBeGreaterThanOrEqual(1);
    expect(cents(returns.data.salesOrderAmt)).toBeGreaterThanOrEqual(cents(refunded));
    const recon = await apiCall<{ mismatches: unknown[] }>(baseURL, adminToken, "GET", `/reports/admin/reconciliation?startDate=2000-01-01&endDate=2100-12-31`);
    expect(recon.status).toBe(200);
    expect(recon.data.mismatches).toEqual([]);

    // And on screen: the merchant's statement and reports for the same days.
    const merchant = await signedIn("merchant@bitmarte.test", "/merchant/login", "/merchant");
    await visit(merchant, `/merchant/payouts/statement?from=${firstDay}&to=${lastDay}`);
    await merchant.getByTestId("statement-line-payout").first().waitFor();
    const text = (await merchant.locator("main").textContent()) ?? "";
    expect(text).toContain(`Sale: order ${a.orderName}`);
    expect(text).toContain(`Payout for order ${a.orderName}`);
    expect(text).toContain(`Sale: order ${b.orderName}`);
    await shots(merchant, "money-6-merchant-statement");
    await visit(merchant, `/merchant/reports?from=${firstDay}&to=${lastDay}`);
    await merchant.getByTestId("finance-totals").getByText("Due to merchant").waitFor();
    await merchant.getByTestId("returns-totals").getByText("Orders with returns").waitFor();
    await shots(merchant, "money-7-merchant-reports");
    expect(browser.pageErrors).toEqual([]);
  });
});
