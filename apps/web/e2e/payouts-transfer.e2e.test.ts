import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, shots } from "./buying-helpers";
import { closeReturnWindow, deliveredDemoOrder, type PlacedOrder } from "./money-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser } from "./support/browser";
import { startE2EServer } from "./support/global-setup";

/** The offline transfer provider's test account whose transfers the bank fails (adapters/transfer/offline.ts). */
const FAILING_ACCOUNT = "0000000022";
const GOOD_ACCOUNT = "0123456789";

/**
 * Automatic payouts (PAYOUT_PROVIDER=offline): this journey starts a server of its own with the offline
 * transfer provider (the shared one pays by hand). The admin approves a payout, which is sent at once and
 * shows "Sending…" until the provider's signed webhook confirms it; the bank then reverses it (the dev
 * endpoint), and it comes back with the reason and "Send again". A second payout to the failing test account
 * fails with the bank's reason, which the merchant reads in their words; once the merchant fixes the account,
 * "Send again" pays both.
 */
describe("payouts: sent through the offline transfer provider", () => {
  let browser: BrowserSession | undefined;
  let base = "";
  let stopServer: (() => Promise<void>) | undefined;
  let reversedOrder: PlacedOrder = { id: "", orderName: "" };
  let failedOrder: PlacedOrder = { id: "", orderName: "" };

  async function as(email: string, area: "admin" | "merchant"): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(DESKTOP);
    await logIn(browser.page, `${base}/${area}/login`, email);
    await browser.page.waitForURL((url) => url.pathname === `/${area}`);
    return browser.page;
  }
  const rowOf = (page: Page, order: PlacedOrder) => page.getByTestId(`payout-row-${order.orderName}`).first();
  const textOf = async (page: Page, order: PlacedOrder) => (await rowOf(page, order).textContent()) ?? "";

  beforeAll(async () => {
    const saved = { provider: process.env.PAYOUT_PROVIDER, seconds: process.env.PAYOUT_OFFLINE_CONFIRM_SECONDS };
    process.env.PAYOUT_PROVIDER = "offline";
    process.env.PAYOUT_OFFLINE_CONFIRM_SECONDS = "2";
    try {
      const server = await startE2EServer();
      base = server.baseURL;
      stopServer = server.stop;
    } finally {
      process.env.PAYOUT_PROVIDER = saved.provider;
      process.env.PAYOUT_OFFLINE_CONFIRM_SECONDS = saved.seconds;
      if (saved.provider === undefined) delete process.env.PAYOUT_PROVIDER;
      if (saved.seconds === undefined) delete process.env.PAYOUT_OFFLINE_CONFIRM_SECONDS;
    }
    reversedOrder = await deliveredDemoOrder(base);
    failedOrder = await deliveredDemoOrder(base);
    await closeReturnWindow(base);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stopServer?.();
  });

  it("approving sends the payout: Sending…, then Processed when the provider confirms; a reversal brings it back with the reason", async () => {
    const page = await as("admin@bitmarte.test", "admin");
    await page.getByRole("link", { name: "Payouts" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Payouts" }).waitFor();
    await rowOf(page, reversedOrder).waitFor();

    await page.getByRole("button", { name: `Approve payout for ${reversedOrder.orderName}` }).first().click();
    await page.getByRole("dialog").getByText(/sent to the store's verified bank account at once/).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Approve payout" }).click();
    await expect.poll(() => textOf(page, reversedOrder)).toContain("Sending…");
    await shots(page, "payouts-transfer-1-admin-sending");
    // The offline provider confirms by webhook a couple of seconds later; the list looks again by itself.
    await expect.poll(() => textOf(page, reversedOrder)).toContain("Processed");
    expect(await textOf(page, reversedOrder)).toMatch(/bmpo-[0-9a-f-]{36}/);
    await shots(page, "payouts-transfer-2-admin-processed");

    // The bank returns the money (the offline provider's reversal, as a bank sometimes does).
    const admin = await apiToken(base, "admin", "admin@bitmarte.test");
    const list = await apiCall<{ rows: { id: string; orderName: string }[] }>(base, admin, "GET", "/reports/admin/payments?startDate=2000-01-01&endDate=2100-12-31&limit=100");
    const payout = list.data.rows.find((r) => r.orderName === reversedOrder.orderName);
    expect((await apiCall(base, null, "POST", `/dev/payouts/${payout?.id}/reverse-transfer`)).status).toBe(200);
    // The reversal's webhook comes through the queue: the page is read again once it has been applied
    // (a page drawn before then shows no payout still sending, so it does not look again by itself).
    const outcome = async () =>
      (await apiCall<{ rows: { orderName: string; transferOutcome?: string | null }[] }>(base, admin, "GET", "/reports/admin/payments?startDate=2000-01-01&endDate=2100-12-31&limit=100")).data.rows.find(
        (r) => r.orderName === reversedOrder.orderName,
      )?.transferOutcome;
    await expect.poll(outcome, { timeout: 60_000 }).toBe("reversed");
    await page.reload();
    await expect.poll(() => textOf(page, reversedOrder), { timeout: 60_000 }).toContain("Reversed: The receiving bank returned the money");
    await page.getByRole("button", { name: new RegExp(`^Send again: payout for ${reversedOrder.orderName}-\\d+$`) }).first().waitFor();
    await shots(page, "payouts-transfer-3-admin-reversed");
    expect(browser?.pageErrors).toEqual([]);
  });

  it("a transfer the bank fails comes back as Failed: reason; the merchant reads it in their words", async () => {
    const merchant = await apiToken(base, "merchant", "merchant@bitmarte.test");
    expect((await apiCall(base, merchant, "PUT", "/payouts/bank-account", { bankCode: "058", accountNumber: FAILING_ACCOUNT })).status).toBe(200);

    const page = await as("admin@bitmarte.test", "admin");
    await page.goto(`${base}/admin/payouts`);
    await rowOf(page, failedOrder).waitFor();
    await page.getByRole("button", { name: `Approve payout for ${failedOrder.orderName}` }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Approve payout" }).click();
    await expect.poll(() => textOf(page, failedOrder), { timeout: 60_000 }).toContain("Failed: The receiving bank declined the transfer");
    await shots(page, "payouts-transfer-4-admin-failed");

    const mine = await as("merchant@bitmarte.test", "merchant");
    await mine.getByRole("link", { name: "Payouts" }).first().click();
    await mine.getByRole("heading", { level: 1, name: "Payouts" }).waitFor();
    await expect.poll(() => textOf(mine, failedOrder)).toContain("Transfer failed: The receiving bank declined the transfer");
    await expect.poll(() => textOf(mine, reversedOrder)).toContain("Returned by your bank: The receiving bank returned the money");
    await shots(mine, "payouts-transfer-5-merchant-failed");
    expect(browser?.pageErrors).toEqual([]);
  });

  it("once the merchant fixes the account, Send again pays both; the merchant sees them processed", async () => {
    const merchant = await apiToken(base, "merchant", "merchant@bitmarte.test");
    expect((await apiCall(base, merchant, "PUT", "/payouts/bank-account", { bankCode: "058", accountNumber: GOOD_ACCOUNT })).status).toBe(200);

    const page = await as("admin@bitmarte.test", "admin");
    await page.goto(`${base}/admin/payouts`);
    for (const order of [failedOrder, reversedOrder]) {
      await page.getByRole("button", { name: new RegExp(`^Send again: payout for ${order.orderName}-\\d+$`) }).first().click();
      const dialog = page.getByRole("dialog", { name: "Send payout again" });
      await dialog.getByText(/Guaranty Trust Bank · \*{6}6789/).waitFor();
      if (order === failedOrder) await shots(page, "payouts-transfer-6-admin-send-again", { full: false });
      await dialog.getByRole("button", { name: "Send again" }).click();
      await dialog.waitFor({ state: "hidden" });
    }
    await expect.poll(() => textOf(page, failedOrder), { timeout: 60_000 }).toContain("Processed");
    await expect.poll(() => textOf(page, reversedOrder), { timeout: 60_000 }).toContain("Processed");

    const mine = await as("merchant@bitmarte.test", "merchant");
    await mine.goto(`${base}/merchant/payouts`);
    await expect.poll(() => textOf(mine, failedOrder)).toContain("Processed");
    await expect.poll(() => textOf(mine, reversedOrder)).toContain("Processed");
    await shots(mine, "payouts-transfer-7-merchant-paid");

    // The books still balance after every step.
    const admin = await apiToken(base, "admin", "admin@bitmarte.test");
    const books = await apiCall<{ trialBalanceTotal: number }>(base, admin, "GET", "/reports/admin/reconciliation?startDate=2000-01-01&endDate=2100-12-31");
    expect(books.data.trialBalanceTotal).toBe(0);
    expect(browser?.pageErrors).toEqual([]);
  });
});
