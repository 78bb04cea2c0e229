import { MESSAGES } from "@bitmarte/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, shots } from "./buying-helpers";
import { ensureCustomerAddress } from "./money-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, visit } from "./support/browser";
import { toast } from "./stores-support";

/** An order still awaiting payment offers "Check payment"; once the provider has the money, the order moves on. */
describe("check payment from the order page", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let order = { id: "", orderName: "" };
  let reference = "";

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    const customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    await ensureCustomerAddress(baseURL, customer);
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });
    const product = (await listProducts(baseURL, "inStock=true&limit=20")).find((p) => !p.hasVariants);
    expect((await apiCall(baseURL, customer, "POST", "/cart/add-cart", { productId: product?.id, quantity: 1 })).status).toBeLessThan(300);
    const placed = await apiCall<{ orders: { id: string; orderName: string }[]; payment: { reference: string } }>(baseURL, customer, "POST", "/ordertracking/create-order", {
      paymentChannel: "card",
    });
    expect(placed.status, placed.message).toBeLessThan(300);
    order = placed.data.orders[0];
    reference = placed.data.payment.reference;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("asks the provider again: not paid yet, then paid", async () => {
    const page = browser.page;
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/account");
    await visit(page, `/orders/${order.id}`);
    await page.getByTestId("check-payment").waitFor();
    await page.getByRole("button", { name: "Check payment" }).click();
    await toast(page, MESSAGES.paymentNotComplete);
    await shots(page, "check-payment-waiting", { full: false });

    // The payer approves at the provider's page; asking again finds the order paid.
    expect((await apiCall(baseURL, null, "POST", `/payments/test-gateway/${reference}`, { outcome: "success" })).status).toBeLessThan(300);
    await page.getByRole("button", { name: "Check payment" }).click();
    await expect.poll(async () => page.getByTestId("order-status").textContent()).toBe("Pending");
    expect(await page.getByTestId("check-payment").count()).toBe(0);
    await shots(page, "check-payment-paid", { full: false });
    expect(browser.pageErrors).toEqual([]);
  });
});
