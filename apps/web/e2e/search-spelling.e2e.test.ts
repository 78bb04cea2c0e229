import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shots } from "./buying-helpers";
import { type BrowserSession, DESKTOP, openBrowser } from "./support/browser";

describe("search corrects misspelt words", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the corrected words above the results", async () => {
    const { page, baseURL } = browser;
    await page.goto(`${baseURL}/search?q=iphnoe`);
    const note = page.getByTestId("search-correction");
    await note.waitFor();
    expect(await note.textContent()).toBe("Showing results for “iphone”");
    expect(await page.locator('a[href^="/product/"]').count()).toBeGreaterThan(0);
    await shots(page, "search-spelling-corrected");

    // Correct words are searched as typed.
    await page.goto(`${baseURL}/search?q=iphone`);
    await note.waitFor();
    expect(await note.textContent()).toBe("Closest matches first; close spellings count too.");
  });

  it("keeps local words as typed and finds the store named for them", async () => {
    const { page, baseURL } = browser;
    for (const query of ["aso oke", "asooke"]) {
      await page.goto(`${baseURL}/search?q=${encodeURIComponent(query)}`);
      const note = page.getByTestId("search-correction");
      await note.waitFor();
      expect(await note.textContent(), query).toBe("Closest matches first; close spellings count too.");
      await page.locator('a[href^="/product/"]').first().waitFor();
      expect(await page.getByText("Ilorin Aso-Oke House").count(), query).toBeGreaterThan(0);
    }
    await shots(page, "search-local-words");
  });

  it("serves WebP copies of product images by width", async () => {
    const { baseURL } = browser;
    const html = await (await fetch(`${baseURL}/`)).text();
    const image = /\/api\/v1\/uploads\/[0-9a-f-]{36}/.exec(html)?.[0];
    expect(image).toBeTruthy();
    const res = await fetch(`${baseURL}${image}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
  });
});
