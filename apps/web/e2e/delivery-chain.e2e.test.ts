import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, listProducts, shots } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, visit } from "./support/browser";

/**
 * One order through the whole chain, each step by the person who takes it, in the browser: the
 * customer pays; the store accepts and packs; an admin assigns a shipping partner, who declines; the
 * scheduler assigns a dispatcher, who picks up and sets off; five wrong tokens lock the delivery; an
 * admin makes a new token; the dispatcher delivers with it; the customer sees every step; and when the
 * return window closes (the server's development clock, moved by the test) the order completes.
 */
describe("delivery chain: from payment to a completed order", () => {
  let browser: BrowserSession;
  let baseURL = "";
  let customer = "";
  let order = { id: "", orderName: "", orderNumber: "" };

  const badge = (page: Page) => page.getByTestId("order-status");
  const tokenOf = async () =>
    (await apiCall<{ orderDeliveryToken: string | null }>(baseURL, customer, "GET", `/ordertracking/customer/order-info/${order.id}`)).data
      .orderDeliveryToken;

  async function as(email: string, loginPath: string, landing: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
    await browser?.close();
    browser = await openBrowser(viewport);
    await logIn(browser.page, loginPath, email);
    await browser.page.waitForURL((url) => url.pathname === landing);
    return browser.page;
  }

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    baseURL = browser.baseURL;
    customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    await apiCall(baseURL, customer, "POST", "/customershippingaddress", {
      fullName: "Chioma Eze",
      phoneNumber: "08031112222",
      emailAddress: "customer@bitmarte.test",
      stateOrRegion: "Lagos",
      city: "Yaba",
      address: "3 Herbert Macaulay Way, Yaba",
      default: true,
    });
  });

  afterAll(async () => {
    // The server is shared with the other journeys: give it its real time back.
    if (baseURL) await apiCall(baseURL, null, "POST", "/dev/clock", { reset: true });
    await browser?.close();
  });

  it("the customer pays for a Demo Store product on the test gateway", async () => {
    const store = await apiCall<{ store: { id: string } }>(baseURL, null, "GET", "/stores/demo-store");
    const product = (await listProducts(baseURL, `storeId=${store.data.store.id}&inStock=true&limit=50&sortBy=price_desc`)).find((p) => !p.hasVariants);
    expect(product).toBeTruthy();
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { id: string }[] } }>(baseURL, customer, "GET", "/cart/get-cart");
    for (const item of cart.data?.cartItemsData.cartItemsList ?? []) await apiCall(baseURL, customer, "DELETE", "/cart/remove-cart", { cartItemId: item.id });

    const page = await as("customer@bitmarte.test", "/login", "/account");
    await visit(page, `/product/${product?.id}`);
    await page.getByTestId("add-to-cart").first().click();
    await page.getByText("Item added to cart").first().waitFor();
    await visit(page, "/checkout");
    await page.getByTestId("checkout-store").first().waitFor();
    await page.getByRole("button", { name: /^Place order/ }).click();
    await page.waitForURL((url) => url.pathname.includes("/payments/test-gateway/"));
    await page.getByRole("button", { name: /^Approve/ }).click();
    await page.waitForURL(/reference=/);
    await page.getByTestId("payment-success").waitFor();
    const orders = await apiCall<{ rows: { id: string; orderName: string; orderNumber: string; orderStatus: string }[] }>(baseURL, customer, "GET", "/ordertracking/customer/orders");
    const paid = orders.data.rows.find((r) => r.orderStatus === "pending");
    expect(paid, "the paid order is pending").toBeTruthy();
    order = { id: paid?.id ?? "", orderName: paid?.orderName ?? "", orderNumber: paid?.orderNumber ?? "" };
    expect(browser.pageErrors).toEqual([]);
  });

  it("the store accepts the order and packs it", async () => {
    const page = await as("merchant@bitmarte.test", "/merchant/login", "/merchant");
    await visit(page, `/merchant/orders/${order.id}`);
    await page.getByRole("heading", { level: 1, name: order.orderNumber }).waitFor();
    await page.getByRole("button", { name: "Accept order" }).click();
    await expect.poll(async () => badge(page).textContent()).toBe("Confirmed");
    await page.getByRole("button", { name: "Mark ready to ship" }).click();
    await expect.poll(async () => badge(page).textContent()).toBe("Ready to ship");
    await shots(page, "chain-1-merchant-packed");
    expect(browser.pageErrors).toEqual([]);
  });

  it("an admin assigns the order to a shipping partner", async () => {
    const page = await as("admin@bitmarte.test", "/admin/login", "/admin");
    await visit(page, `/admin/orders/${order.id}`);
    await page.getByRole("button", { name: "Assign to a shipping partner" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "Shipping partner" }).click();
    await page.getByRole("option", { name: /Swift Logistics/ }).click();
    await dialog.getByRole("button", { name: "Assign" }).click();
    await expect.poll(async () => badge(page).textContent()).toBe("Assigned to shipping partner");
    expect(await tokenOf()).toMatch(/^\d{6}$/);
    await shots(page, "chain-2-admin-assigned-partner");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the shipping partner declines it with a reason, on a phone", async () => {
    const page = await as("partner@bitmarte.test", "/shipping-partner/login", "/shipping-partner", MOBILE);
    await page.getByTestId(`field-order-${order.orderNumber}`).click();
    await page.getByRole("heading", { level: 1, name: order.orderNumber }).waitFor();
    await page.getByRole("button", { name: "Decline" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/Reason for declining/).fill("Our Lagos riders are fully booked today");
    await dialog.getByRole("button", { name: "Decline order" }).click();
    await page.waitForURL((url) => url.pathname === "/shipping-partner");
    await expect.poll(() => page.getByTestId(`field-order-${order.orderNumber}`).count()).toBe(0);
    expect(await tokenOf()).toBeNull();
    expect(browser.pageErrors).toEqual([]);
  });

  it("the scheduler finds it back in the queue, marked declined, and assigns a dispatcher", async () => {
    const page = await as("scheduler@bitmarte.test", "/admin/login", "/admin");
    // Pages of sections a scheduler may not use say so instead of failing.
    await visit(page, "/admin/stores");
    await page.getByRole("heading", { name: "No access to Stores" }).waitFor();
    expect(await page.getByRole("link", { name: "Stores", exact: true }).count()).toBe(0);
    await visit(page, "/admin/dispatch");
    await page.getByTestId(`queue-row-${order.orderNumber}`).first().waitFor();
    await page.getByTestId(`queue-row-${order.orderNumber}`).first().getByTestId("declined").waitFor();
    await page.getByRole("checkbox", { name: `Select ${order.orderNumber}` }).first().check();
    await page.getByRole("combobox", { name: "Assign to" }).click();
    await page.getByRole("option", { name: /Musa Ibrahim/ }).click();
    await shots(page, "chain-3-scheduler-queue");
    await page.getByRole("button", { name: "Assign 1 order" }).click();
    await page.getByText("1 order assigned").first().waitFor();
    expect(await tokenOf()).toMatch(/^\d{6}$/);
    expect(browser.pageErrors).toEqual([]);
  });

  it("the dispatcher picks it up and sets off; five wrong tokens lock the delivery", async () => {
    const page = await as("dispatcher@bitmarte.test", "/admin/login", "/admin", MOBILE);
    await visit(page, `/admin/deliveries/${order.id}`);
    await page.getByRole("heading", { level: 1, name: order.orderNumber }).waitFor();
    await page.getByRole("button", { name: "Mark picked up" }).click();
    await expect.poll(async () => badge(page).textContent()).toBe("Picked up");
    await page.getByRole("button", { name: "Mark in transit" }).click();
    await expect.poll(async () => badge(page).textContent()).toBe("In transit");

    const right = (await tokenOf()) as string;
    const wrong = right === "123456" ? "654321" : "123456";
    await page.getByRole("button", { name: "Deliver with token" }).click();
    const dialog = page.getByRole("dialog");
    const field = dialog.getByLabel(/Customer's delivery token/);
    for (let left = 4; left >= 1; left--) {
      await field.fill(wrong);
      await dialog.getByRole("button", { name: "Confirm delivery" }).click();
      await dialog.getByText(new RegExp(`${left} tries? left`)).waitFor();
    }
    await field.fill(wrong);
    await dialog.getByRole("button", { name: "Confirm delivery" }).click();
    await dialog.getByText(/locked after 5 wrong tries/).waitFor();
    await shots(page, "chain-4-dispatcher-token-locked", { full: false });
    // Even the right token is refused now.
    await field.fill(right);
    await dialog.getByRole("button", { name: "Confirm delivery" }).click();
    await dialog.getByText(/locked after 5 wrong tries/).waitFor();
    await expect.poll(async () => badge(page).textContent()).toBe("In transit");
  });

  // Three people sign in and act in turn: past 90 s on a busy machine, and a retry would find the token unlocked.
  it("operations see the locked token; an admin makes a new one; the dispatcher delivers with it", async () => {
    const before = await tokenOf();
    const scheduler = await as("scheduler@bitmarte.test", "/admin/login", "/admin");
    await visit(scheduler, "/admin/control-tower");
    await scheduler.getByTestId(`locked-${order.orderNumber}`).first().waitFor();
    await shots(scheduler, "chain-5-control-tower-locked-token");
    // The scheduler sees the lock on the order too, but making a new token is an admin's call.
    await visit(scheduler, `/admin/orders/${order.id}`);
    await scheduler.getByTestId("token-locked").waitFor();
    expect(await scheduler.getByRole("button", { name: "Make a new delivery token" }).count()).toBe(0);

    const page = await as("admin@bitmarte.test", "/admin/login", "/admin");
    await visit(page, `/admin/orders/${order.id}`);
    await page.getByTestId("token-locked").getByText("Delivery token locked after 5 wrong tries").waitFor();
    await shots(page, "chain-5-admin-token-locked", { full: false });
    await page.getByTestId("token-locked").getByRole("button", { name: "Make a new delivery token" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Make new token" }).click();
    await page.getByText(/A new token was sent to customer@bitmarte.test/).waitFor();
    const fresh = (await tokenOf()) as string;
    expect(fresh).toMatch(/^\d{6}$/);
    expect(await page.content()).not.toContain(fresh);
    expect(fresh === before ? "unchanged" : "new").toBe("new");

    const rider = await as("dispatcher@bitmarte.test", "/admin/login", "/admin", MOBILE);
    await visit(rider, `/admin/deliveries/${order.id}`);
    await rider.getByRole("button", { name: "Deliver with token" }).click();
    await rider.getByRole("dialog").getByLabel(/Customer's delivery token/).fill(fresh);
    await rider.getByRole("dialog").getByRole("button", { name: "Confirm delivery" }).click();
    await expect.poll(async () => badge(rider).textContent()).toBe("Delivered");
    await shots(rider, "chain-5-dispatcher-delivered");
    expect(browser.pageErrors).toEqual([]);
  }, 240_000);

  it("the customer sees every step of the way", async () => {
    const page = await as("customer@bitmarte.test", "/login", "/account");
    await visit(page, `/orders/${order.id}`);
    // The order is read after the page hydrates: on a busy machine that takes longer than poll's default second.
    await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe("Delivered");
    const text = (await page.locator("body").textContent()) ?? "";
    for (const step of ["Confirmed", "Ready to ship", "Assigned to dispatcher", "Picked up", "In transit", "Delivered"]) expect(text).toContain(step);
    expect(text).toContain("Our Lagos riders are fully booked today");
    await shots(page, "chain-6-customer-delivered");
    expect(browser.pageErrors).toEqual([]);
  });

  it("the order completes when the 7-day return window closes", async () => {
    // The development clock moves the server 7 days and an hour ahead; the completion job runs now
    // instead of at its next 5-minute tick. Sessions last 7 days, so everyone logs in again.
    expect((await apiCall(baseURL, null, "POST", "/dev/clock", { advanceHours: 7 * 24 + 1 })).status).toBe(200);
    expect((await apiCall(baseURL, null, "POST", "/dev/jobs/run", { name: "fulfilment.complete" })).status).toBe(200);
    customer = await apiToken(baseURL, "customer", "customer@bitmarte.test");
    const page = await as("customer@bitmarte.test", "/login", "/account");
    await visit(page, `/orders/${order.id}`);
    // The order is read after the page hydrates: on a busy machine that takes longer than poll's default second.
    await expect.poll(async () => badge(page).textContent(), { timeout: 15_000 }).toBe("Completed");
    await shots(page, "chain-7-customer-completed");
    expect(browser.pageErrors).toEqual([]);
  });
});
