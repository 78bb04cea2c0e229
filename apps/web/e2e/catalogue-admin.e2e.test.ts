import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";

/** Admin catalogue management: the category tree and merchandising (promotions, outlets, banners). */
describe("admin catalogue management", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    await logIn(browser.page, "/admin/login", "admin@bitmarte.test");
    await browser.page.waitForURL((url) => url.pathname === "/admin");
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("creates, renames and deletes a child category, and shows why a used one cannot go", async () => {
    const { page } = browser;
    await visit(page, "/admin/categories");
    await page.getByRole("button", { name: /^Fashion/ }).click();
    await page.getByRole("button", { name: /^Shoes/ }).click();
    const children = page.getByRole("region", { name: "Child categories" });
    await children.getByText("In Fashion › Shoes").waitFor();

    await children.getByRole("textbox", { name: "New child category" }).fill("Trail Shoes");
    await children.getByRole("button", { name: "Add" }).click();
    await page.getByText("Category created successfully").first().waitFor();
    await children.getByText("Trail Shoes").waitFor();

    await children.getByRole("button", { name: "Actions for Trail Shoes" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Trail Running Shoes");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Category updated successfully").first().waitFor();
    await children.getByText("Trail Running Shoes").waitFor();

    await children.getByRole("button", { name: "Actions for Trail Running Shoes" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Category deleted successfully").first().waitFor();

    // Sneakers has products: the server refuses (409) and its reason shows.
    await children.getByRole("button", { name: "Actions for Sneakers" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByText("This child category still has products").waitFor();
    await screenshot(page, "catalogue-admin-category-in-use-desktop");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    for (const [label, viewport] of [
      ["desktop", DESKTOP],
      ["mobile", MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, `catalogue-admin-categories-${label}`);
    }
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
  });

  it("creates a promotion and adds a product to it; lists outlets and featured images", async () => {
    const { page } = browser;
    await visit(page, "/admin/merchandising");
    await page.getByTestId("promotion-card").first().waitFor();

    await page.getByRole("button", { name: "New promotion" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Rainy Season Sale");
    await dialog.getByLabel("Description").fill("Umbrellas, boots and raincoats at rainy-day prices.");
    await dialog.getByRole("button", { name: "Create promotion" }).click();
    await page.getByText("Promotion created successfully").first().waitFor();

    const card = page.getByTestId("promotion-card").filter({ hasText: "Rainy Season Sale" });
    await card.getByRole("button", { name: "Manage products of Rainy Season Sale" }).click();
    const drawer = page.getByRole("dialog");
    // Wait for the filtered results: checking a box of the previous list while it is being replaced
    // would tick two products.
    const searched = page.waitForResponse((r) => r.url().includes("search=sneakers") && r.ok());
    await drawer.getByLabel("Search approved products").fill("sneakers");
    await searched;
    await drawer.getByRole("checkbox", { name: /sneakers/i }).first().check();
    await drawer.getByRole("button", { name: /^Add 1 product/ }).click();
    await page.getByText("Products added to the promotion").first().waitFor();
    await drawer.getByRole("button", { name: /^Remove .* from the promotion$/ }).first().waitFor();
    await screenshot(page, "catalogue-admin-promotion-products-desktop");
    await page.keyboard.press("Escape");

    for (const tab of ["Promotions", "Official outlets", "Featured images"]) {
      await page.getByRole("tab", { name: tab }).click();
      const slug = tab.toLowerCase().replace(/\s+/g, "-");
      for (const [label, viewport] of [
        ["desktop", DESKTOP],
        ["mobile", MOBILE],
      ] as const) {
        await page.setViewportSize(viewport);
        await screenshot(page, `catalogue-admin-merchandising-${slug}-${label}`);
      }
      await page.setViewportSize(DESKTOP);
    }
    await page.getByTestId("collection-card").first().waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
