import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot } from "./support/browser";

describe("a wrong password", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ["/login", "/api/v1/auth/customer/login", "customer@bitmarte.test", "customer-login-error"],
    ["/admin/login", "/api/v1/auth/admin/login", "admin@bitmarte.test", "admin-login-error"],
  ])("on %s shows the server's message exactly", async (loginPath, apiPath, email, shot) => {
    const { page } = browser;
    await page.setViewportSize(DESKTOP);
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === apiPath);
    await logIn(page, loginPath, email, "not-the-password-1");
    const response = await answer;
    const body = (await response.json()) as { success: boolean; message: string };
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(body.success).toBe(false);

    const alert = page.getByTestId("form-error");
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(body.message);
    expect(new URL(page.url()).pathname).toBe(loginPath);

    await screenshot(page, `${shot}-desktop`);
    await page.setViewportSize(MOBILE);
    await screenshot(page, `${shot}-mobile`);
  });

  it("shows 'Check network connection' when the server cannot be reached", async () => {
    const { page } = browser;
    await page.setViewportSize(DESKTOP);
    await page.route("**/api/v1/auth/merchant/login", (route) => route.abort("connectionrefused"));
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    const alert = page.getByTestId("form-error");
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe("Check network connection");
    await page.unroute("**/api/v1/auth/merchant/login");
  });
});
