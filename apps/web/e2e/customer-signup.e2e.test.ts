import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";

describe("a new customer signs up, confirms the email from the outbox and logs in", () => {
  let browser: BrowserSession;
  const email = `e2e-${Date.now()}@example.com`;
  const password = "Lagos#Market2026";

  beforeAll(async () => {
    browser = await openBrowser(MOBILE);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("completes the journey", async () => {
    const { page } = browser;

    await visit(page, "/signup");
    await screenshot(page, "customer-signup-mobile");
    await page.getByLabel(/^First name/).fill("Chiamaka");
    await page.getByLabel(/^Last name/).fill("Eze");
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Create account" }).click();

    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.getByTestId("form-success").textContent()).toBeTruthy();

    await visit(page, "/dev/mail");
    const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first();
    await mail.waitFor();
    await screenshot(page, "dev-mail-mobile");
    const confirmLink = mail.getByRole("link", { name: /^Confirm email/ });
    const href = await confirmLink.getAttribute("href");
    expect(href).toMatch(/^\/confirm-email\/[^/]+$/);
    await confirmLink.click();

    await page.waitForURL((url) => url.pathname.startsWith("/confirm-email/"));
    await page.getByRole("heading", { name: "Email confirmed" }).waitFor();
    await screenshot(page, "customer-email-confirmed-mobile");
    await page.getByRole("main").getByRole("link", { name: "Log in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");

    await logIn(page, "/login", email, password);
    await page.waitForURL((url) => url.pathname === "/account");
    await page.getByRole("heading", { level: 1, name: "Hello, Chiamaka" }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it("logs out, resets the password from the mailed link and logs in with the new one", async () => {
    const { page } = browser;
    const newPassword = "Abuja#Market2027";

    await page.getByRole("button", { name: "Account menu for Chiamaka" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByRole("link", { name: "Log in", exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("bitmarte_customer_token"))).toBeNull();

    await visit(page, "/forgot-password");
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByTestId("form-success").waitFor();

    await visit(page, "/dev/mail");
    const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).filter({ has: page.getByRole("link", { name: /^Reset password/ }) }).first();
    await mail.waitFor();
    await mail.getByRole("link", { name: /^Reset password/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/reset-password/"));

    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("heading", { name: "Password updated" }).waitFor();
    await screenshot(page, "customer-password-reset-mobile");

    await logIn(page, "/login", email, password);
    await page.getByTestId("form-error").waitFor();

    await logIn(page, "/login", email, newPassword);
    await page.waitForURL((url) => url.pathname === "/account");
    expect(browser.pageErrors).toEqual([]);
  });

  it("changes the password from the account page", async () => {
    const { page } = browser;
    await page.getByRole("link", { name: "Change password" }).first().click();
    await page.waitForURL((url) => url.pathname === "/account/change-password");

    await page.getByLabel(/^Current password/).fill("wrong-current-1");
    await page.getByLabel(/^New password/).fill("Kano#Market2028");
    await page.getByLabel(/^Confirm new password/).fill("Kano#Market2028");
    const failed = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/v1/auth/user/change-password");
    await page.getByRole("button", { name: "Change password" }).click();
    const failure = (await (await failed).json()) as { message: string };
    await page.getByTestId("form-error").waitFor();
    expect((await page.getByTestId("form-error").textContent())?.trim()).toBe(failure.message);

    await page.getByLabel(/^Current password/).fill("Abuja#Market2027");
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/v1/auth/user/change-password");
    await page.getByRole("button", { name: "Change password" }).click();
    const success = (await (await answered).json()) as { message: string };
    await page.getByTestId("form-success").waitFor();
    expect((await page.getByTestId("form-success").textContent())?.trim()).toBe(success.message);
    await screenshot(page, "customer-change-password-mobile");
    // Every session ended with the change; this browser carries on with the fresh token it was given: the
    // server draws the account page signed in from that token (an ended token would send it to log in).
    await visit(page, "/account");
    await page.getByRole("link", { name: "Change password" }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/account");
  });
});
