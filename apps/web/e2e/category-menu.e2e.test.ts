import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, checkAccessibility, DESKTOP, MOBILE, openBrowser, screenshot, visit } from "./support/browser";

/** The header's category menu on storefront pages other than home: keyboard on a desktop, a sheet on a phone. */
describe("the storefront header's category menu", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("is in the server's HTML of a search page as a button", async () => {
    const html = await (await fetch(`${browser.baseURL}/search?q=shoes`)).text();
    expect(html).toMatch(/aria-haspopup="dialog"[^>]*>.*?Categories/s);
  });

  it("opens from the keyboard on a desktop, moves focus into the menu, follows a category and closes with Escape", async () => {
    const page = browser.page;
    await visit(page, "/search?q=shoes");
    const button = page.getByRole("button", { name: "Categories" }).first();
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Shop by category" });
    await menu.waitFor();
    await checkAccessibility(page);
    await screenshot(page, "category-menu-desktop");
    // Focus is inside the menu; Escape closes it and gives focus back to the button.
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await menu.waitFor();
    const first = menu.getByRole("link").first();
    const name = (await first.textContent()) ?? "";
    await first.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/category\//);
    await menu.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name }).first().waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it("is a sheet on a phone (390×844), on a product page too", async () => {
    const page = browser.page;
    await page.setViewportSize(MOBILE);
    await visit(page, "/search?q=shoes");
    await page.locator('a[href^="/product/"]').first().click();
    await page.waitForURL(/\/product\//);
    const button = page.getByRole("button", { name: "Categories" }).last();
    await button.click();
    const menu = page.getByRole("dialog", { name: "Shop by category" });
    await menu.waitFor();
    const box = await menu.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.height).toBeGreaterThan(800);
    await screenshot(page, "category-menu-mobile");
    await menu.getByRole("button", { name: "Close categories" }).click();
    await menu.waitFor({ state: "hidden" });
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
  });
});
