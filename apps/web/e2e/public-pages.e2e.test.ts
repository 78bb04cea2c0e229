import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, MOBILE, openBrowser, screenshot, visit } from "./support/browser";

const PAGES = [
  ["/", "storefront-home"],
  ["/merchant/login", "merchant-login"],
  ["/merchant/signup", "merchant-signup"],
  ["/admin/login", "admin-login"],
  ["/shipping-partner/login", "shipping-partner-login"],
  ["/forgot-password", "customer-forgot-password"],
  ["/storefront/demo-store", "storefront-store"],
  ["/no-such-page", "not-found"],
  ["/help", "help"],
  ["/terms", "terms"],
  ["/privacy", "privacy"],
] as const;

describe("public pages are server-rendered and render at desktop and mobile sizes", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("serves the storefront home as HTML with its content", async () => {
    const res = await fetch(`${browser.baseURL}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Shop from trusted independent stores");
    expect(html).toContain("Shop by category");
    // Server-rendered products from the demo catalogue, with prices in naira.
    expect(html).toMatch(/href="\/product\/[0-9a-f-]{36}"/);
    expect(html).toContain("₦");
  });

  it("answers 404 for an unknown page, inside the storefront's header and footer", async () => {
    const res = await fetch(`${browser.baseURL}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
  });

  it("serves help, terms and privacy as light pages linked from every storefront footer", async () => {
    for (const [path, heading] of [
      ["/help", "Help and frequently asked questions"],
      ["/terms", "Terms of use"],
      ["/privacy", "Privacy policy"],
    ] as const) {
      const res = await fetch(`${browser.baseURL}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(heading);
      expect(html).toContain('aria-label="On this page"');
    }
    const { page } = browser;
    await visit(page, "/");
    const footer = page.getByRole("navigation", { name: "Footer" });
    await footer.getByRole("link", { name: "Help" }).click();
    await page.getByRole("heading", { level: 1, name: "Help and frequently asked questions" }).waitFor();
    await page.getByRole("link", { name: "How do returns and refunds work?" }).click();
    await page.waitForURL((url) => url.hash === "#returns");
    await footer.getByRole("link", { name: "Privacy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy policy" }).waitFor();
  });

  it("says a dead reset link is dead before a password is typed", async () => {
    const { page } = browser;
    for (const [label, viewport] of [
      ["desktop", DESKTOP],
      ["mobile", MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await visit(page, `/reset-password/${"x".repeat(43)}`);
      await page.getByRole("heading", { name: "This link no longer works" }).waitFor();
      expect(await page.getByLabel("New password").count()).toBe(0);
      await screenshot(page, `reset-link-dead-${label}`);
    }
  });

  it("sends /customer paths to the customer area", async () => {
    const res = await fetch(`${browser.baseURL}/customer/login`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/login");
  });

  it.each(PAGES)("%s", async (path, name) => {
    const { page } = browser;
    for (const [label, viewport] of [
      ["desktop", DESKTOP],
      ["mobile", MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await visit(page, path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await screenshot(page, `${name}-${label}`);
    }
    expect(browser.pageErrors).toEqual([]);
    expect(browser.cspViolations).toEqual([]);
  });

  it("every page type carries the security headers, and its inline scripts this response's nonce", async () => {
    const home = await (await fetch(`${browser.baseURL}/`)).text();
    const product = /href="(\/product\/[0-9a-f-]{36})"/.exec(home)?.[1];
    expect(product).toBeTruthy();
    const nonces = new Set<string>();
    for (const path of ["/", product as string, "/storefront/demo-store", "/category/fashion", "/merchant/login", "/merchant", "/admin/login", "/admin", "/shipping-partner/login"]) {
      const res = await fetch(`${browser.baseURL}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, path).toMatch(/^ ?script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'$/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] as string;
      nonces.add(nonce);
      const html = await res.text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inline.length, path).toBeGreaterThan(0);
      for (const attrs of inline) expect(attrs, path).toContain(`nonce="${nonce}"`);
    }
    // A fresh nonce for every response.
    expect(nonces.size).toBe(9);
  });

  it("forgot password answers with the server's message", async () => {
    const { page } = browser;
    await page.setViewportSize(DESKTOP);
    await visit(page, "/merchant/forgot-password");
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/v1/auth/merchant/forgotpassword");
    await page.getByLabel(/^Email address/).fill("merchant@bitmarte.test");
    await page.getByRole("button", { name: "Send reset link" }).click();
    const body = (await (await answer).json()) as { message: string };
    const success = page.getByTestId("form-success");
    await success.waitFor();
    expect((await success.textContent())?.trim()).toBe(body.message);
  });
});
