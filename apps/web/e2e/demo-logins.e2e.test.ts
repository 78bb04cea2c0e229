import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";

interface DemoAccount {
  email: string;
  loginPath: string;
  home: string;
  /** Text of the role badge in the area header; null for the customer storefront. */
  role: string | null;
  heading: RegExp;
  shot: string;
}

const ACCOUNTS: DemoAccount[] = [
  { email: "customer@bitmarte.test", loginPath: "/login", home: "/account", role: null, heading: /^Hello, /, shot: "customer-account" },
  { email: "merchant@bitmarte.test", loginPath: "/merchant/login", home: "/merchant", role: "Store owner", heading: /^Welcome, /, shot: "merchant-dashboard" },
  { email: "staff@bitmarte.test", loginPath: "/merchant/login", home: "/merchant", role: "Staff", heading: /^Welcome, /, shot: "merchant-staff-dashboard" },
  { email: "admin@bitmarte.test", loginPath: "/admin/login", home: "/admin", role: "Admin", heading: /^Welcome, /, shot: "admin-dashboard" },
  { email: "superadmin@bitmarte.test", loginPath: "/admin/login", home: "/admin", role: "Super admin", heading: /^Welcome, /, shot: "superadmin-dashboard" },
  { email: "dispatcher@bitmarte.test", loginPath: "/admin/login", home: "/admin", role: "Dispatcher", heading: /^Welcome, /, shot: "dispatcher-dashboard" },
  { email: "scheduler@bitmarte.test", loginPath: "/admin/login", home: "/admin", role: "Scheduler", heading: /^Welcome, /, shot: "scheduler-dashboard" },
  { email: "partner@bitmarte.test", loginPath: "/shipping-partner/login", home: "/shipping-partner", role: "Shipping partner", heading: /^Assigned orders$/, shot: "shipping-partner-orders" },
];

async function headingText(page: Page): Promise<string> {
  return (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
}

describe("each demo account logs in and lands on its area", () => {
  for (const account of ACCOUNTS) {
    describe(account.email, () => {
      let browser: BrowserSession;

      beforeAll(async () => {
        browser = await openBrowser(DESKTOP);
      });

      afterAll(async () => {
        await browser?.close();
      });

      it("logs in, lands on the area home, and keeps the session on reload", async () => {
        const { page } = browser;
        await logIn(page, account.loginPath, account.email);
        await page.waitForURL((url) => url.pathname === account.home);
        await page.getByRole("heading", { level: 1, name: account.heading }).waitFor();
        expect(await headingText(page)).toMatch(account.heading);

        if (account.role) {
          expect((await page.getByTestId("role-badge").textContent())?.trim()).toBe(account.role);
        }
        if (account.home === "/admin") {
          const adminsLink = page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Admins" });
          expect(await adminsLink.count()).toBe(account.role === "Super admin" ? 1 : 0);
        }

        const token = (await browser.context.cookies()).find((c) => /^bitmarte_(customer|merchant|admin|partner)_token$/.test(c.name));
        expect(token?.sameSite).toBe("Lax");
        expect(token?.path).toBe("/");

        await screenshot(page, `${account.shot}-desktop`);
        await page.setViewportSize(MOBILE);
        await screenshot(page, `${account.shot}-mobile`);
        await page.setViewportSize(DESKTOP);

        await page.reload();
        await page.getByRole("heading", { level: 1, name: account.heading }).waitFor();
        expect(new URL(page.url()).pathname).toBe(account.home);
        expect(browser.pageErrors).toEqual([]);
      });
    });
  }
});

describe("signed-in areas without a session", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ["/merchant/orders", "/merchant/login"],
    ["/admin", "/admin/login"],
    ["/shipping-partner", "/shipping-partner/login"],
    ["/account", "/login"],
  ])("%s sends a visitor to %s", async (path, login) => {
    await visit(browser.page, path);
    await browser.page.waitForURL((url) => url.pathname === login);
  });
});

describe("logout", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(MOBILE);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("clears the merchant session and returns to the login page", async () => {
    const { page, context } = browser;
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    await page.getByRole("button", { name: "Open navigation" }).click();
    await screenshot(page, "merchant-navigation-mobile");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/merchant/login");
    expect((await context.cookies()).some((c) => c.name === "bitmarte_merchant_token" && c.value)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("bitmarte_merchant_token"))).toBeNull();
    await visit(page, "/merchant");
    await page.waitForURL((url) => url.pathname === "/merchant/login");
  });
});
