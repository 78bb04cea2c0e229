import { crc32, deflateSync } from "node:zlib";
import { MESSAGES } from "@bitmarte/contracts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiToken, shots } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";
import { clearToasts, toast } from "./stores-support";

const STORE = "demo-store";
const T = "/theme-api/v1";
const ROSE = "#C2255C";
const ROSE_RGB = "rgb(194, 37, 92)";

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A wide banner PNG: a warm diagonal gradient with soft stripes. */
function bannerPng(width = 1200, height = 400): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.7 + (y / height) * 0.3;
      const stripe = Math.sin((x + y) / 28) > 0.6 ? 18 : 0;
      row.set([Math.round(194 + (246 - 194) * t) - stripe, Math.round(37 + (190 - 37) * t) - stripe, Math.round(92 + (120 - 92) * t)], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A call to the theme service (`/theme-api/v1`). */
async function themeApi<D = unknown>(baseURL: string, token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; data: D }> {
  const res = await fetch(`${baseURL}${T}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as { data: D };
  return { status: res.status, data: json.data };
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
}

async function headingColour(page: Page, scope: string): Promise<string> {
  return page.locator(`${scope} h1`).first().evaluate((el) => getComputedStyle(el).color);
}

describe("storefront themes", () => {
  let browser: BrowserSession;
  let token: string;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    token = await apiToken(browser.baseURL, "merchant", "merchant@bitmarte.test");
    // Start from the default theme, so a second try of this journey sees the same gallery.
    await themeApi(browser.baseURL, token, "PATCH", "/merchant/theme/activate", { themeId: 45 });
  });

  afterAll(async () => {
    // Leave the demo store on the default theme with its default heading colour.
    if (token) {
      await themeApi(browser.baseURL, token, "PATCH", "/merchant/theme/activate", { themeId: 45 });
    }
    await browser?.close();
  });

  it("the merchant picks Boutique, changes its colours and banner, and the preview follows before saving", async () => {
    const { page } = browser;
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    await visit(page, "/merchant/themes");
    await page.getByRole("heading", { level: 1, name: "Themes" }).waitFor();
    const classic = page.getByTestId("theme-card-45");
    await classic.getByText("Active").waitFor();
    await shots(page, "themes-gallery");

    const boutique = page.getByTestId("theme-card-46");
    const use = boutique.getByRole("button", { name: "Use this theme: Boutique" });
    await use.click();
    await toast(page, MESSAGES.themeActivated);
    await boutique.getByText("Active").waitFor();
    await clearToasts(page);

    await boutique.getByRole("link", { name: "Customise" }).click();
    await page.waitForURL((url) => url.pathname === "/merchant/themes/46");
    await page.getByRole("heading", { level: 1, name: "Customise Boutique" }).waitFor();
    const preview = page.getByTestId("theme-preview");
    await preview.locator('[data-theme-layout="boutique"]').waitFor();

    // Colours: the preview changes before anything is saved.
    await page.getByRole("tab", { name: "Colours" }).click();
    const heading = page.getByLabel("Headings and links");
    await heading.fill(ROSE);
    await heading.press("Tab");
    await expect.poll(() => headingColour(page, '[data-testid="theme-preview"]')).toBe(ROSE_RGB);
    const button = page.getByLabel("Primary button", { exact: true });
    await button.fill("#1A7F37");
    await button.press("Tab");

    // Body: title and a banner image (a PNG), shown in the preview from the local file.
    await page.getByRole("tab", { name: "Body" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Handmade in Lagos");
    await page.getByLabel("Subtitle", { exact: true }).fill("Adire, Ankara and leather, made to last.");
    await page.locator('input[type="file"]').first().setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: bannerPng() });
    const previewImage = preview.getByTestId("theme-hero-image");
    await expect.poll(() => previewImage.getAttribute("src")).toMatch(/^blob:/);
    await preview.getByRole("heading", { name: "Handmade in Lagos" }).waitFor();

    // Nothing is public yet.
    const before = await themeApi<{ layout: { colors: { headingsAndLinks: string } } }>(browser.baseURL, null, "GET", `/storefront/${STORE}`);
    expect(before.data.layout.colors.headingsAndLinks).not.toBe(ROSE);
    await shots(page, "themes-customise-unsaved");

    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, MESSAGES.themeUpdated);
    await expect.poll(() => previewImage.getAttribute("src")).toMatch(/^\/api\/v1\/uploads\//);
    await clearToasts(page);

    // On a phone the preview is a toggle.
    await page.setViewportSize(MOBILE);
    await page.getByText("Preview", { exact: true }).click();
    await preview.locator('[data-theme-layout="boutique"]').waitFor();
    await screenshot(page, "themes-customise-preview-mobile");
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
  });

  it("the public store page is drawn by the new theme, with its colour and banner", async () => {
    const { page } = browser;
    await visit(page, `/storefront/${STORE}`);
    const theme = page.locator('[data-theme-layout="boutique"]');
    await theme.waitFor();
    expect(await headingColour(page, '[data-testid="themed-storefront"]')).toBe(ROSE_RGB);
    const banner = page.getByTestId("theme-hero-image");
    expect(await banner.getAttribute("src")).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);
    await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.getByRole("heading", { name: "Handmade in Lagos" }).waitFor();
    const buttonBg = await page.getByRole("link", { name: "Shop the collection" }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(buttonBg).toBe("rgb(26, 127, 55)");

    // Server-rendered: the HTML already carries the layout and the colour, and no merchant markup.
    const html = await (await fetch(`${browser.baseURL}/storefront/${STORE}`)).text();
    expect(html).toContain('data-theme-layout="boutique"');
    expect(html).toContain(`--t-heading:${ROSE}`);
    await loadLazyImages(page);
    await shots(page, "themes-storefront-boutique");
    expect(browser.pageErrors).toEqual([]);
  });

  it("Classic and Market lay the same store out differently", async () => {
    const { page } = browser;
    for (const [themeId, layout] of [
      [47, "market"],
      [45, "classic"],
    ] as const) {
      await themeApi(browser.baseURL, token, "POST", "/merchant/theme/purchase", { themeId, type: "free" });
      const activated = await themeApi(browser.baseURL, token, "PATCH", "/merchant/theme/activate", { themeId });
      expect(activated.status).toBe(200);
      await visit(page, `/storefront/${STORE}`);
      await page.locator(`[data-theme-layout="${layout}"]`).waitFor();
      await page.getByRole("heading", { name: "Products from Allen Avenue Superstore" }).waitFor();
      await loadLazyImages(page);
      await shots(page, `themes-storefront-${layout}`);
    }
    expect(browser.pageErrors).toEqual([]);
  });
});
