import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";

/**
 * Storefront pages come from the server's page cache after the first render: each answer still
 * carries a nonce of its own (in the page and in its Content-Security-Policy), so the browser runs
 * the page's scripts and hydrates it; a signed-in customer gets the same page, their account and
 * cart filled in by the browser.
 */
describe("cached storefront pages", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("serves the home page from the cache with a fresh nonce, an ETag and 304", async () => {
    const first = await fetch(`${browser.baseURL}/`);
    await first.text();
    // Behind a load balancer each server process keeps its own pages: ask until one answers from its cache.
    let second = await fetch(`${browser.baseURL}/`);
    for (let tries = 1; tries < 8 && !["HIT", "STALE"].includes(second.headers.get("x-page-cache") ?? ""); tries += 1) {
      await second.text();
      second = await fetch(`${browser.baseURL}/`);
    }
    const html = await second.text();
    expect(["HIT", "STALE"]).toContain(second.headers.get("x-page-cache"));
    expect(second.headers.get("cache-control")).toContain("s-maxage=");
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("content-security-policy")).not.toBe(second.headers.get("content-security-policy"));
    const etag = second.headers.get("etag") ?? "";
    const again = await fetch(`${browser.baseURL}/`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("a cached page hydrates in the browser, anonymous and signed in, at phone and desktop sizes", async () => {
    const { page } = browser;
    for (const [label, viewport] of [
      ["desktop", DESKTOP],
      ["mobile", MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await visit(page, "/");
      await visit(page, "/");
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await screenshot(page, `page-cache-home-${label}`);
    }
    const productHref = await page.locator('a[href^="/product/"]').first().getAttribute("href");
    expect(productHref).toBeTruthy();
    await visit(page, productHref as string);
    await visit(page, productHref as string);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await screenshot(page, "page-cache-product-mobile");

    await page.setViewportSize(DESKTOP);
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await visit(page, "/");
    // The same cached page; the signed-in header comes from the browser.
    await page.getByText("Ada", { exact: true }).first().waitFor();
    expect(await page.getByText("Ada", { exact: true }).first().isVisible()).toBe(true);
    await screenshot(page, "page-cache-home-signed-in-desktop");
    expect(browser.pageErrors).toEqual([]);
    expect(browser.cspViolations).toEqual([]);
  });
});
