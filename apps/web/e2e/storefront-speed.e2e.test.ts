import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGETS, measurePage, overBudget, type StorefrontPage, storefrontPages } from "../../../bench/storefront/budget-lib.mjs";
import { fullShot } from "./buying-helpers";
import { type BrowserSession, DESKTOP, MOBILE, openBrowser, visit } from "./support/browser";

// The storefront's weight budget (issue 13) runs in `npm test`: a page that grows past its budget fails
// here. The same measure, as a table, is `node bench/storefront/budget.mjs <baseURL>`.
describe("storefront pages stay light", () => {
  let browser: BrowserSession;
  let pages: Record<StorefrontPage, string>;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    pages = await storefrontPages(browser.baseURL);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.keys(BUDGETS) as StorefrontPage[])("%s page is within its budget", async (name) => {
    const weight = await measurePage(browser.baseURL, pages[name]);
    // The figures, for docs/performance.md.
    console.info(`${name}: JS ${weight.jsGzip} B gzip in ${weight.jsFiles} files, CSS ${weight.cssGzip} B, HTML ${weight.html} B`);
    expect(weight.status).toBe(200);
    expect(weight.jsFiles).toBeGreaterThan(0);
    expect(weight.cssFiles).toBeGreaterThan(0);
    expect(overBudget(name, weight)).toEqual([]);
  });

  it("serves the product page usable before its scripts run: Add to cart enabled, store policies in the HTML", async () => {
    const html = await (await fetch(new URL(pages.product, browser.baseURL))).text();
    const button = html.match(/<button[^>]*data-testid="add-to-cart"[^>]*>/)?.[0];
    expect(button).toBeDefined();
    expect(button).not.toMatch(/\sdisabled/);
    expect(html).toContain('aria-label="Store policies"');
    expect(html).not.toContain("Loading store policies");
  });

  it("draws every storefront page at phone and desktop sizes, none wider than the screen", async () => {
    const { page } = browser;
    for (const [name, path] of Object.entries(pages)) {
      for (const [label, viewport] of [
        ["desktop", DESKTOP],
        ["mobile", MOBILE],
      ] as const) {
        await page.setViewportSize(viewport);
        await visit(page, path);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await fullShot(page, `storefront-speed-${name}-${label}`);
        // Nothing may widen the page past the screen (a phone would scroll sideways).
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${name} at ${label} is ${width}px wide`).toBeLessThanOrEqual(viewport.width);
      }
    }
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
    expect(browser.cspViolations).toEqual([]);
  });
});
