import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_CUSTOMER,
  measurePage,
  overBudget,
  SIGNED_IN_BUDGETS,
  type SignedInPage,
  signedInPages,
} from "../../../bench/storefront/budget-lib.mjs";
import { apiCall, fullShot, listProducts } from "./buying-helpers";
import { deliveredDemoOrder } from "./money-helpers";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, visit } from "./support/browser";

// The pages a signed-in customer uses most (issue 24): their weight budget runs in `npm test`, the server
// render knows the customer (header and page drawn signed in from the first byte, no restore spinner), and
// such a page is never one a shared cache may keep. The same measure as a table:
// `node bench/storefront/signed-in.mjs <baseURL>`.
describe("signed-in pages: light, and signed in from the first byte", () => {
  let browser: BrowserSession;
  let cookie: string;
  let token: string;
  let pages: Record<SignedInPage, string>;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    // A delivered order (with a delivery address), so My orders and the order page show one.
    await deliveredDemoOrder(browser.baseURL);
    ({ cookie, token, pages } = await signedInPages(browser.baseURL));
    expect(pages.order).not.toContain("00000000-0000");
    // One item in the cart, so the header's count has something to show.
    const product = (await listProducts(browser.baseURL, "limit=40")).find((p) => p.inStock && !p.hasVariants);
    expect(product).toBeDefined();
    const added = await apiCall(browser.baseURL, token, "POST", "/cart/add-cart", { productId: product?.id, quantity: 1 });
    expect(added.status).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.keys(SIGNED_IN_BUDGETS) as SignedInPage[])("%s page is within its budget", async (name) => {
    const weight = await measurePage(browser.baseURL, pages[name], undefined, { cookie });
    console.info(`${name}: JS ${weight.jsGzip} B gzip in ${weight.jsFiles} files, CSS ${weight.cssGzip} B, HTML ${weight.html} B`);
    expect(weight.status).toBe(200);
    expect(weight.jsFiles).toBeGreaterThan(0);
    expect(overBudget(name, weight, SIGNED_IN_BUDGETS[name])).toEqual([]);
  });

  it("renders each page signed in on the server: account menu, cart count, the page itself, no restore spinner; private to its reader", async () => {
    const cart = await apiCall<{ cartItemsData: { cartItemsList: { quantity: number }[] } }>(browser.baseURL, token, "GET", "/cart/get-cart");
    const units = cart.data.cartItemsData.cartItemsList.reduce((n, line) => n + line.quantity, 0);
    expect(units).toBeGreaterThan(0);
    for (const [name, pagePath] of Object.entries(pages)) {
      const res = await fetch(new URL(pagePath, browser.baseURL), { headers: { cookie } });
      const html = await res.text();
      expect(res.status, name).toBe(200);
      expect(html, name).toContain("Account menu for ");
      expect(html, name).toContain(`aria-label="Cart, ${units} item${units === 1 ? "" : "s"}"`);
      expect(html, name).not.toContain("Restoring your session");
      expect(html, name).not.toContain('data-testid="full-screen-spinner"');
      // The order page's heading is the order's number, which the page reads in the browser.
      if (name !== "order") expect(html, name).toMatch(/<h1[^>]*>/);
      expect(res.headers.get("cache-control"), name).toBe("private, no-cache");
      expect(res.headers.get("vary") ?? "", name).toMatch(/cookie/i);
    }
  });

  it("never puts the customer into a page shared with others (the storefront's cached pages)", async () => {
    const me = await apiCall<{ firstName: string }>(browser.baseURL, token, "GET", "/auth/userdata");
    for (const pagePath of ["/", "/search?q=shirt"]) {
      const signedIn = await (await fetch(new URL(pagePath, browser.baseURL), { headers: { cookie } })).text();
      const anonymous = await (await fetch(new URL(pagePath, browser.baseURL))).text();
      expect(signedIn).not.toContain(`Account menu for ${me.data.firstName}`);
      expect(anonymous).not.toContain(`Account menu for ${me.data.firstName}`);
    }
    // The same signed-in address without the cookie: nothing of the customer in it.
    const stranger = await (await fetch(new URL(pages.orders, browser.baseURL))).text();
    expect(stranger).not.toContain("Account menu for ");
  });

  it("draws each signed-in page at phone and desktop sizes, none wider than the screen", async () => {
    const { page } = browser;
    await logIn(page, "/login", DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.waitForURL((url) => url.pathname !== "/login");
    for (const [name, pagePath] of Object.entries(pages)) {
      for (const [label, viewport] of [
        ["desktop", DESKTOP],
        ["mobile", MOBILE],
      ] as const) {
        await page.setViewportSize(viewport);
        await visit(page, pagePath);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        expect(await page.getByTestId("full-screen-spinner").count(), `${name} at ${label}`).toBe(0);
        await fullShot(page, `signed-in-speed-${name}-${label}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${name} at ${label} is ${width}px wide`).toBeLessThanOrEqual(viewport.width);
      }
    }
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
    expect(browser.cspViolations).toEqual([]);
  });
});
