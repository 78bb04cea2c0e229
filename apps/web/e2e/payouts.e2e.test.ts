import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, shots } from "./buying-helpers";
import { closeReturnWindow, DAY_MS, deliveredDemoOrder, isoDay, type PlacedOrder } from "./money-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, visit } from "./support/browser";

const DAY = DAY_MS;
const day = isoDay;

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
    order = await deliveredDemoOrder(baseURL);
    const admin = await apiToken(baseURL, "admin", "admin@bitmarte.test");

    // Approving inside the return window is refused.
    const early = await apiCall(baseURL, admin, "PATCH", `/ordertracking/approve-merchant-payment/${order.id}`);
    expect(early.status).toBe(409);

    // Seven days and an hour later the window closes and the order completes.
    await closeReturnWindow(baseURL);
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

    // Buttons name the store part's own order number (the checkout's name and `-<part>`).
    await page.getByRole("button", { name: new RegExp(`^Mark payout for ${order.orderName}-\\d+ processed$`) }).first().click();
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
    await page.getByRole("link", { name: "Statement of Allen Avenue Superstore" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Statement" }).waitFor();
    await page.getByText(/^Allen Avenue Superstore · /).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it("the admin records a chargeback on the order and decides it; the reconciliation shows the books balanced", async () => {
    const page = browser.page;
    await visit(page, "/admin/payouts?view=chargebacks");
    await page.getByRole("button", { name: "Record chargeback" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Order number").fill(order.orderName);
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
    // The account payouts go to, verified by the bank, masked.
    await page.getByTestId("payout-bank-account").getByText(/Guaranty Trust Bank · \*{6}6789/).waitFor();
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
