import { MESSAGES } from "@bitmarte/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";
import { api, apiLogin, clearToasts, toast } from "./stores-support";

describe("a customer's followed stores", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    // Following starts on store and product pages; here the customer already follows two stores.
    const token = await apiLogin("customer", "customer@bitmarte.test");
    const followed = await api<{ rows: { storeUrl: string }[] }>("/followstore?limit=100", { token });
    for (const storeUrl of ["eko-gadget-hub", "adire-threads-by-bisi"]) {
      if (followed.rows.some((r) => r.storeUrl === storeUrl)) continue;
      const page = await api<{ store: { id: string } }>(`/stores/${storeUrl}`);
      await api(`/followstore/${page.store.id}`, { method: "POST", token });
    }
    browser = await openBrowser(MOBILE);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("sends a signed-out visitor to the login page", async () => {
    const { page } = browser;
    await visit(page, "/following");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/following");
  });

  it("lists followed stores and unfollows one from the list", async () => {
    const { page } = browser;
    await logIn(page, "/login", "customer@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/account");
    await visit(page, "/following");
    await page.getByRole("heading", { level: 1, name: "Stores I follow" }).waitFor();
    const card = page.getByRole("article", { name: "Eko Gadget Hub" });
    await card.waitFor();
    await screenshot(page, "stores-following-mobile");

    // Unfollowing from this list removes the store from it.
    const other = page.getByRole("article", { name: "Adire Threads by Bisi" });
    await other.getByRole("button", { name: "Following Adire Threads by Bisi" }).click();
    await toast(page, MESSAGES.storeUnfollowed);
    await other.waitFor({ state: "detached" });
    await card.waitFor();
    await clearToasts(page);

    await page.setViewportSize(DESKTOP);
    await screenshot(page, "stores-following-desktop");
    expect(browser.pageErrors).toEqual([]);
  });
});
