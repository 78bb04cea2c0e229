import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiToken, shots } from "./buying-helpers";
import { type BrowserSession, DESKTOP, logIn, openBrowser, visit } from "./support/browser";

/** The public store page says where a store ships from. */
describe("store page location", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the Demo Store's city and state, never its street", async () => {
    const { page, baseURL } = browser;
    const api = await apiCall<{ store: { location: { city: string; state: string } | null } }>(baseURL, null, "GET", "/stores/demo-store");
    const location = api.data.store.location;
    expect(location?.state).toBe("Lagos");
    await visit(page, "/storefront/demo-store");
    const shown = page.getByTestId("store-location");
    await shown.waitFor();
    expect(((await shown.textContent()) ?? "").replace(/\s+/g, " ").trim()).toBe(`Ships from ${location?.city}, ${location?.state}`);
    await shots(page, "money-store-location", { full: false });
    expect(browser.pageErrors).toEqual([]);
  });
});

/** One option of a segmented control (its radio input is visually hidden; people click the label). */
const segment = (page: Page, label: string) => page.locator(".mantine-SegmentedControl-label").filter({ hasText: new RegExp(`^${label}$`) });

/** Hidden featured image collections stay in the admin's list, where they can be shown again. */
describe("featured image collections admin list", () => {
  let browser: BrowserSession;
  const title = `Hidden banner ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    const admin = await apiToken(browser.baseURL, "admin", "admin@bitmarte.test");
    // Reuse a seeded banner image.
    const shown = await apiCall<{ images: { url: string }[] }[]>(browser.baseURL, null, "GET", "/featuredImageCollections");
    const imageUrl = shown.data[0]?.images[0]?.url;
    expect(imageUrl, "the demo data has a featured image").toBeTruthy();
    const created = await apiCall(browser.baseURL, admin, "POST", "/featuredImageCollections", {
      title,
      subtitle: "Kept for next season",
      images: [{ url: imageUrl }],
      sortOrder: 99,
      isActive: false,
    });
    expect(created.status, `create collection answered ${created.status}: ${created.message}`).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("lists the hidden collection, filters by visibility and shows it again", async () => {
    const { page, baseURL } = browser;
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");
    await visit(page, "/admin/merchandising?tab=featured");
    const card = page.getByTestId("collection-card").filter({ hasText: title });
    await card.waitFor();
    await card.getByText("Hidden", { exact: true }).waitFor();

    await segment(page, "Hidden").click();
    await expect.poll(() => page.getByRole("radio", { name: "Hidden" }).isChecked()).toBe(true);
    await card.waitFor();
    await expect.poll(() => page.getByTestId("collection-card").filter({ hasNotText: "Hidden" }).count()).toBe(0);
    await shots(page, "money-admin-collections-hidden");

    await card.getByRole("button", { name: `Show ${title} on the home page` }).click();
    await page.locator(".mantine-Notification-root").first().waitFor();
    await card.waitFor({ state: "detached" });
    const publicList = await apiCall<{ title: string }[]>(baseURL, null, "GET", "/featuredImageCollections");
    expect(publicList.data.map((c) => c.title)).toContain(title);

    await segment(page, "All").click();
    await card.waitFor();
    await shots(page, "money-admin-collections");
    expect(browser.pageErrors).toEqual([]);
  });
});
