import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, serverOfThisWorker, visit } from "./support/browser";

/**
 * The catalogue from end to end: a merchant creates a product with images and variants, an admin
 * approves it, and a customer finds it by browsing its category and by a misspelt search.
 */

const PRODUCT = "Okeke Trailrunner Canvas Sneakers";
const MISSPELT = "trailruner snekers";
const RENAMED = `${PRODUCT} v2`;

async function both(page: Page, name: string, ready?: () => Promise<unknown>): Promise<void> {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    if (ready) await ready();
    await screenshot(page, `catalogue-${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Two real JPEGs from the demo catalogue, to upload as the new product's images. */
async function demoImages(baseURL: string): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const res = await fetch(`${baseURL}/api/v1/products/customer/getallproducts?limit=40`);
  const body = (await res.json()) as { data: { data: { hostedImages: string[] }[] } };
  const urls = [...new Set(body.data.data.flatMap((p) => p.hostedImages))].slice(0, 2);
  expect(urls).toHaveLength(2);
  return Promise.all(
    urls.map(async (url, i) => ({
      name: `sneaker-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: Buffer.from(await (await fetch(`${baseURL}${url}`)).arrayBuffer()),
    })),
  );
}

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function addTags(page: Page, label: string, values: string[]): Promise<void> {
  const input = page.getByRole("combobox", { name: label, exact: true });
  for (const value of values) {
    await input.fill(value);
    await input.press("Enter");
  }
}

describe("catalogue journeys", () => {
  let merchant: BrowserSession;
  let admin: BrowserSession;
  let customer: BrowserSession;

  beforeAll(async () => {
    merchant = await openBrowser(DESKTOP);
    admin = await openBrowser(DESKTOP);
    customer = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await merchant?.close();
    await admin?.close();
    await customer?.close();
  });

  it("a merchant creates a product with two images and variants; the form resets and the product waits for review", async () => {
    const { page } = merchant;
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");

    await visit(page, "/merchant/products");
    await page.getByRole("heading", { name: "Top products" }).waitFor();
    await page.getByRole("heading", { name: "Low-stock alerts" }).waitFor();
    await page.locator("[data-testid^='product-row-']").first().waitFor();
    await both(page, "merchant-products");

    await visit(page, "/merchant/products/new");
    await page.getByRole("combobox", { name: "Category", exact: true }).waitFor();

    // The contract's rules run before anything is sent.
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Choose a child category").waitFor();

    await page.getByLabel("Product name").fill(PRODUCT);
    await page.getByLabel("Description").fill("Breathable canvas upper, cushioned sole and a grippy outsole for city walks and light trails.");
    await page.locator("input[type='file']").first().setInputFiles(await demoImages(merchant.baseURL));
    await expect.poll(() => page.getByTestId("image-tile").count(), { timeout: 20_000 }).toBe(2);
    // Reorder with the keyboard-accessible buttons: the second image becomes the cover.
    await page.getByRole("button", { name: "Move image 2 earlier" }).click();

    await pickOption(page, "Category", "Fashion");
    await pickOption(page, "Sub-category", "Shoes");
    await pickOption(page, "Child category", "Sneakers");

    await page.getByLabel("Selling price").fill("24500");
    await page.getByLabel("List price").fill("30000");
    await page.getByLabel("Cost price").fill("15000");
    await page.getByLabel("SKU", { exact: true }).fill("OKK-TRL");
    await page.getByRole("textbox", { name: "Weight" }).fill("0.9");

    await addTags(page, "Sizes", ["S", "M"]);
    await addTags(page, "Colours", ["Red", "Blue"]);
    await expect.poll(() => page.getByTestId("variant-row").count()).toBe(4);
    const quantities: [string, string][] = [
      ["S / Red", "5"],
      ["S / Blue", "3"],
      ["M / Red", "2"],
      ["M / Blue", "0"],
    ];
    for (const [variant, quantity] of quantities) await page.getByLabel(`Quantity for ${variant}`).fill(quantity);
    await page.getByLabel("Discount percent for M / Red").fill("10");
    await expect.poll(() => page.getByLabel("Quantity in stock").inputValue()).toBe("10");

    await page.setViewportSize(MOBILE);
    await page.getByTestId("variant-row").first().waitFor();
    await page.getByRole("heading", { name: "Variants" }).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await screenshot(page, "catalogue-product-form-mobile");
    await page.setViewportSize(DESKTOP);
    await page.getByRole("heading", { name: "Pricing" }).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await screenshot(page, "catalogue-product-form-desktop");

    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Successfully created product.").first().waitFor();
    // Spec §4: the form resets after a successful create.
    await expect.poll(() => page.getByLabel("Product name").inputValue()).toBe("");
    expect(await page.getByTestId("image-tile").count()).toBe(0);
    await screenshot(page, "catalogue-product-created-desktop");

    await visit(page, "/merchant/products?status=pending");
    await page.getByLabel("Search products").fill("Trailrunner");
    const row = page.locator("[data-testid^='product-row-']").filter({ hasText: PRODUCT });
    await row.waitFor();
    expect(await row.getByTestId("product-status").textContent()).toBe("Pending review");

    // Quick stock update from the list.
    await row.getByRole("button", { name: `Update stock of ${PRODUCT}` }).click();
    await page.getByLabel("Units in stock for S / Red").fill("6");
    await page.getByRole("button", { name: "Save stock" }).click();
    await page.getByText("Product updated successfully").first().waitFor();
    await expect.poll(async () => (await row.getByTestId("stock-level").textContent())?.trim()).toBe("11");
    await screenshot(page, "catalogue-merchant-pending-desktop");
    expect(merchant.pageErrors).toEqual([]);
  });

  it("an admin approves it", async () => {
    const { page } = admin;
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");

    await visit(page, "/admin/products");
    await page.getByText("Pending review").first().waitFor();
    await page.getByLabel("Search products").fill("Trailrunner");
    const row = page.locator("[data-testid^='review-row-']").filter({ hasText: PRODUCT });
    await row.waitFor();
    await row.getByRole("button", { name: `View ${PRODUCT}` }).click();
    await page.getByRole("dialog").getByRole("heading", { name: "Variants" }).waitFor();
    await both(page, "admin-review-drawer");
    await page.getByRole("dialog").getByRole("button", { name: `Approve ${PRODUCT}` }).click();
    await page.getByText("Product approved").first().waitFor();

    await visit(page, "/admin/products?status=approved&q=Trailrunner");
    await page.locator("[data-testid^='review-row-']").filter({ hasText: PRODUCT }).getByText("Approved").waitFor();
    await both(page, "admin-products");
    expect(admin.pageErrors).toEqual([]);
  });

  it("a customer finds it by browsing its category", async () => {
    const { page } = customer;
    await visit(page, "/");
    await page.getByRole("heading", { name: "Shop by category" }).waitFor();
    await both(page, "home");

    await page.getByRole("link", { name: /^Fashion/ }).first().click();
    await page.getByRole("heading", { level: 1, name: "Fashion" }).waitFor();
    await page.getByRole("navigation", { name: "Narrow by category" }).getByRole("link", { name: "Shoes" }).click();
    await page.getByRole("heading", { level: 1, name: "Shoes" }).waitFor();
    await page.getByRole("navigation", { name: "Narrow by category" }).getByRole("link", { name: "Sneakers" }).click();
    await page.getByRole("heading", { level: 1, name: "Sneakers" }).waitFor();
    // Newest first: the new product leads the list.
    await page.getByTestId("product-card").filter({ hasText: PRODUCT }).waitFor();
    await both(page, "category");
  });

  it("and by a misspelt search from the header, then opens the product page", async () => {
    const { page } = customer;
    await visit(page, "/");
    const box = page.getByRole("search").filter({ visible: true }).getByRole("searchbox", { name: "Search products" });
    await box.fill(MISSPELT);
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === MISSPELT);
    const card = page.getByTestId("product-card").filter({ hasText: PRODUCT });
    await card.waitFor();
    await both(page, "search");

    // Filters live in the URL: the in-stock filter keeps the product and the link can be shared.
    await visit(page, `/search?q=${encodeURIComponent(MISSPELT)}&inStock=true&sort=price_asc`);
    await page.getByTestId("product-card").filter({ hasText: PRODUCT }).click();
    await page.getByRole("heading", { level: 1, name: PRODUCT }).waitFor();
    expect(await page.getByTestId("price").first().textContent()).toBe("₦24,500.00");
    await page.getByText("-18%").first().waitFor();

    // Stock per option: with size M chosen, blue is sold out.
    // Chosen with the keyboard: the option chips are radio buttons.
    await page.getByRole("radio", { name: /^M,/ }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByRole("radio", { name: "Blue (sold out)" }).isDisabled()).toBe(true);
    await page.getByRole("radio", { name: /^Red,/ }).focus();
    await page.keyboard.press("Space");
    // M / Red carries a 10% variant discount.
    await expect.poll(() => page.getByTestId("price").first().textContent()).toBe("₦22,050.00");
    await both(page, "product");
    expect(customer.pageErrors).toEqual([]);
  });

  it("the merchant edits the approved product: a price change saves at once, a new name warns about review", async () => {
    const { page } = merchant;
    await visit(page, "/merchant/products?status=approved&q=Trailrunner");
    const row = page.locator("[data-testid^='product-row-']").filter({ hasText: PRODUCT });
    await row.getByRole("link", { name: `Edit ${PRODUCT}` }).click();
    await page.getByText("Approved and on sale").waitFor();
    await expect.poll(() => page.getByLabel("Product name").inputValue()).toBe(PRODUCT);

    await page.getByLabel("Selling price").fill("23900");
    expect(await page.getByTestId("review-warning").count()).toBe(0);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Successfully edited product.").first().waitFor();
    await page.getByText("Approved and on sale").waitFor();

    await page.getByLabel("Product name").fill(RENAMED);
    await page.getByTestId("review-warning").waitFor();
    await page.getByTestId("review-warning").evaluate((el) => el.scrollIntoView({ block: "center" }));
    await screenshot(page, "catalogue-product-edit-desktop");

    // Saved: the rename waits for review while the approved version stays on sale.
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Your changes to the name, description, images or category wait for review", { exact: false }).first().waitFor();
    const notice = page.getByTestId("revision-notice");
    await notice.waitFor();
    await notice.getByText(`Name: ${PRODUCT} → ${RENAMED}`).waitFor();
    await expect.poll(() => page.getByLabel("Product name").inputValue()).toBe(RENAMED);
    await notice.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await both(page, "product-edit-waiting", () => notice.waitFor());

    await visit(page, "/merchant/products?q=Trailrunner");
    await page.locator("[data-testid^='product-row-']").filter({ hasText: PRODUCT }).getByTestId("revision-status").waitFor();
    expect(merchant.pageErrors).toEqual([]);
  });

  it("customers keep the approved name until an admin approves the rename", async () => {
    const { page } = customer;
    await visit(page, `/search?q=${encodeURIComponent("trailrunner")}`);
    await page.getByTestId("product-card").filter({ hasText: PRODUCT }).waitFor();
    expect(await page.getByTestId("product-card").filter({ hasText: "v2" }).count()).toBe(0);

    const { page: adminPage } = admin;
    await visit(adminPage, "/admin/products?q=Trailrunner");
    const row = adminPage.locator("[data-testid^='review-row-']").filter({ hasText: PRODUCT });
    await row.getByTestId("revision-status").waitFor();
    await row.getByRole("button", { name: `View ${PRODUCT}` }).click();
    const panel = adminPage.getByRole("dialog").getByTestId("revision-panel");
    await panel.getByRole("cell", { name: RENAMED }).waitFor();
    await both(adminPage, "admin-review-revision", () => panel.waitFor());
    await adminPage.getByRole("dialog").getByRole("button", { name: `Approve changes to ${PRODUCT}` }).click();
    await adminPage.getByText("Product changes approved").first().waitFor();
    expect(admin.pageErrors).toEqual([]);

    await visit(page, `/search?q=${encodeURIComponent("trailrunner")}`);
    await page.getByTestId("product-card").filter({ hasText: RENAMED }).waitFor();
    expect(customer.pageErrors).toEqual([]);
  });

  it("shows a store page with its products, sorted and paged", async () => {
    const { page } = customer;
    await visit(page, "/storefront/demo-store?sort=price_asc");
    await page.getByRole("heading", { name: "Products from Allen Avenue Superstore" }).waitFor();
    await page.getByTestId("product-card").first().waitFor();
    await both(page, "store");
    const html = await (await fetch(`${customer.baseURL}/storefront/demo-store`)).text();
    expect(html).toContain("Products from Allen Avenue Superstore");
    expect(customer.pageErrors).toEqual([]);
  });
});

describe("storefront pages render on the server", () => {
  it("home, search and category pages answer meaningful HTML without JavaScript", async () => {
    const base = serverOfThisWorker();
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain("Shop by category");
    expect(home).toContain("New arrivals");

    const search = await fetch(`${base}/search?q=iphnoe`);
    expect(search.status).toBe(200);
    const searchHtml = await search.text();
    expect(searchHtml).toContain("Results for “iphnoe”");
    expect(searchHtml).toMatch(/href="\/product\/[0-9a-f-]{36}"/);

    const list = (await (await fetch(`${base}/api/v1/products/customer/getallproducts?limit=1`)).json()) as { data: { data: { id: string; name: string }[] } };
    const [first] = list.data.data;
    const product = await fetch(`${base}/product/${first.id}`);
    expect(product.status).toBe(200);
    const productHtml = await product.text();
    expect(productHtml).toContain(first.name.replace(/&/g, "&amp;"));
    expect(productHtml).toContain("Add to cart");
    expect(productHtml).toMatch(/<img[^>]+width="800"[^>]+height="800"/);

    const unknownCategory = await fetch(`${base}/category/00000000-0000-4000-8000-000000000000`);
    expect(unknownCategory.status).toBe(404);
    const unknownProduct = await fetch(`${base}/product/00000000-0000-4000-8000-000000000000`);
    expect(unknownProduct.status).toBe(404);
  });
});
