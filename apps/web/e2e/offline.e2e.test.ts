import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiCall,
  apiToken,
  listProducts,
  type ProductCard,
  shots,
} from "./buying-helpers";
import {
  type BrowserSession,
  DEMO_PASSWORD,
  MOBILE,
  openBrowser,
  visit,
} from "./support/browser";

const CUSTOMER = "customer@bitmarte.test";
const NETWORK = "Check network connection";

/** How many requests to `path` the server answered (a request refused by the offline browser never arrives). */
function countAnswered(page: Page, path: string): () => number {
  let answered = 0;
  page.on("requestfinished", (request) => {
    if (new URL(request.url()).pathname === path) answered += 1;
  });
  return () => answered;
}

async function cartCount(baseURL: string, token: string): Promise<number> {
  const cart = await apiCall<{
    cartItemsData: { cartItemsList: { quantity: number }[] };
  }>(baseURL, token, "GET", "/cart/get-cart");
  return (cart.data?.cartItemsData.cartItemsList ?? []).reduce(
    (sum, line) => sum + line.quantity,
    0,
  );
}

/**
 * A shopper on a phone whose connection drops: what they press says "Check network connection" at once and
 * gives the button back, and nothing is sent later when the connection returns (no login on its own, no item
 * added twice). A page whose data cannot be fetched says so with a retry and keeps the person signed in.
 */
describe("a lost connection is said, not hidden", () => {
  let browser: BrowserSession;
  let page: Page;
  let product: ProductCard;
  let token: string;

  beforeAll(async () => {
    browser = await openBrowser(MOBILE);
    page = browser.page;
    const candidates = (
      await listProducts(
        browser.baseURL,
        "inStock=true&limit=40&sortBy=price_asc",
      )
    ).filter((p) => !p.hasVariants);
    product = candidates[0];
    token = await apiToken(browser.baseURL, "customer", CUSTOMER);
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    // Leave the demo customer's cart as it was for the journeys after this one.
    if (product && token) {
      const cart = await apiCall<{
        cartItemsData: { cartItemsList: { id: string; productId: string }[] };
      }>(browser.baseURL, token, "GET", "/cart/get-cart");
      for (const item of cart.data?.cartItemsData.cartItemsList ?? []) {
        if (item.productId === product.id)
          await apiCall(browser.baseURL, token, "DELETE", "/cart/remove-cart", {
            cartItemId: item.id,
          });
      }
    }
    await browser?.close();
  });

  it("logging in offline says so, gives the button back, and does not log in by itself once back online", async () => {
    const logins = countAnswered(page, "/api/v1/auth/customer/login");
    await visit(page, "/login");
    await page.getByLabel("Email address").fill(CUSTOMER);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);

    // Offline only once the page has finished loading (on a busy machine a chunk may still be on its way).
    await page.waitForLoadState("networkidle");
    await browser.context.setOffline(true);
    const button = page.getByRole("button", { name: "Log in" });
    await button.click();
    await page.getByText(NETWORK).first().waitFor();
    await expect.poll(() => button.getAttribute("data-loading")).toBeNull();
    expect(await button.isEnabled()).toBe(true);
    await shots(page, "offline-login", { full: false });

    await browser.context.setOffline(false);
    // Back online, the refused attempt is not replayed: the page stays on the form until the person presses again.
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    expect(new URL(page.url()).pathname).toBe("/login");
    await button.click();
    await page.waitForURL((url) => url.pathname !== "/login");
    expect(logins()).toBe(1);
  });

  it("adding to the cart offline says so each time and adds nothing; back online one tap adds one", async () => {
    await browser.context.setOffline(false);
    const before = await cartCount(browser.baseURL, token);
    await visit(page, `/product/${product.id}`);
    const add = page.getByTestId("add-to-cart");
    // Settled: the header's bell has loaded (its live stream stays open, so the network never goes idle)
    // and the button is ready.
    await page.getByTestId("notification-bell").waitFor();
    await expect.poll(() => add.isEnabled()).toBe(true);

    await browser.context.setOffline(true);
    try {
      for (let tap = 0; tap < 2; tap++) {
        await add.click();
        await page.getByText(NETWORK).first().waitFor();
        await expect.poll(() => add.isEnabled()).toBe(true);
      }
      await shots(page, "offline-add-to-cart", { full: false });
    } finally {
      await browser.context.setOffline(false);
    }
    await page.evaluate(() => window.dispatchEvent(new Event("online")));

    await add.click();
    await page.getByText("Added to cart").first().waitFor();
    await expect.poll(() => cartCount(browser.baseURL, token)).toBe(before + 1);
  });

  it("a list that cannot be fetched says so with a retry, and the person stays signed in", async () => {
    await browser.context.setOffline(false);
    await page.route(/\/api\/v1\/ordertracking\/customer\/orders/, (route) =>
      route.abort("internetdisconnected"),
    );
    await visit(page, "/orders");
    await page.getByText(NETWORK).first().waitFor({ timeout: 45_000 });
    expect(new URL(page.url()).pathname).toBe("/orders");
    await shots(page, "offline-orders", { full: false });

    await page.unroute(/\/api\/v1\/ordertracking\/customer\/orders/);
    await page
      .getByRole("button", { name: /try again|retry/i })
      .first()
      .click();
    await expect
      .poll(() => page.getByText(NETWORK).count(), { timeout: 30_000 })
      .toBe(0);
    expect(new URL(page.url()).pathname).toBe("/orders");
    expect(browser.pageErrors).toEqual([]);
  });
});
