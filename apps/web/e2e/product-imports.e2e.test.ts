import { readFileSync } from "node:fs";
import { PRODUCT_IMPORT_MESSAGES } from "@bitmarte/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeZip } from "../../api/test/factories/zip";
import { type BrowserSession, checkAccessibility, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";
import { clearToasts, toast } from "./stores-support";

const SELLER = "chinedu.eze@bitmarte.test";
const run = Date.now().toString(36).toUpperCase();

function csvOf(rows: string[][]): Buffer {
  const q = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return Buffer.from(rows.map((r) => r.map(q).join(",")).join("\r\n"));
}

const header = ["sku", "name", "description", "category", "subCategory", "childCategory", "costPrice", "sellingPrice", "price", "quantity", "weight", "variants", "images"];
const productRow = (sku: string, name: string, over: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    sku,
    name,
    description: "Imported from the bulk product file in a browser journey.",
    category: "Fashion",
    subCategory: "Shoes",
    childCategory: "Sneakers",
    costPrice: "15000",
    sellingPrice: "24500",
    price: "27000",
    quantity: "9",
    weight: "0.9",
    variants: "",
    images: "runner.png",
    ...over,
  };
  return header.map((h) => cells[h]);
};

describe("bulk product import", () => {
  let phone: BrowserSession;
  let desktop: BrowserSession;
  let csv: Buffer;
  let zip: Buffer;

  beforeAll(async () => {
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#1f6feb" } }).png().toBuffer();
    zip = makeZip([
      { name: "runner.png", bytes: png },
      { name: "notes.jpg", bytes: Buffer.from("not an image, only text") },
    ]);
    csv = csvOf([
      header,
      productRow(`IMP-${run}-1`, `Import Runner ${run}`, { variants: `IMP-${run}-1-42:42:Black:4:0; IMP-${run}-1-43:43:White:5:0` }),
      productRow(`IMP-${run}-2`, `Import Trainer ${run}`),
      productRow(`IMP-${run}-3`, `Import Broken ${run}`, { images: "notes.jpg" }),
      productRow(`IMP-${run}-4`, `Import Lost ${run}`, { category: "Nowhere" }),
    ]);
    phone = await openBrowser(MOBILE);
    desktop = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await phone?.close();
    await desktop?.close();
  });

  it("a merchant checks a file, reads the preview, confirms, watches the bar (through a reload) and gets the summary", async () => {
    const { page } = phone;
    await logIn(page, "/merchant/login", SELLER);
    await page.waitForURL((url) => url.pathname === "/merchant");
    await visit(page, "/merchant/products");
    await page.getByRole("link", { name: "Import" }).click();
    await page.waitForURL((url) => url.pathname === "/merchant/products/import");
    await page.getByRole("heading", { level: 1, name: "Import products" }).waitFor();

    // Nothing chosen: the form says what is missing.
    await page.getByRole("button", { name: "Check file" }).click();
    await page.getByText(PRODUCT_IMPORT_MESSAGES.chooseCsv).waitFor();
    await checkAccessibility(page);
    await screenshot(page, "product-imports-choose-mobile");

    const inputs = page.locator("input[type=file]");
    await inputs.nth(0).setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: csv });
    await inputs.nth(1).setInputFiles({ name: "images.zip", mimeType: "application/zip", buffer: zip });
    await page.getByRole("button", { name: "Check file" }).click();
    await page.waitForURL((url) => url.pathname === "/merchant/products/import" && /^[0-9a-f-]{36}$/.test(url.searchParams.get("id") ?? ""));
    await page.getByTestId("import-status").getByText("Checked: waiting for your confirmation").waitFor();
    await screenshot(page, "product-imports-preview-mobile");
    await expect.poll(() => page.getByTestId("import-row-create").count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => page.getByTestId("import-row-refuse").count()).toBe(2);
    await page.getByText("Image notes.jpg is not an image (JPEG, PNG or WebP)").waitFor();
    await page.getByText("Category not found: Nowhere").first().waitFor();
    await checkAccessibility(page);
    await screenshot(page, "product-imports-preview-mobile");

    // Only the refused rows.
    await page.locator("label", { hasText: /^Refused$/ }).click();
    await expect.poll(() => page.getByTestId("import-row-create").count()).toBe(0);
    await expect.poll(() => page.getByTestId("import-row-refuse").count()).toBe(2);

    await page.getByRole("button", { name: "Confirm import" }).click();
    await toast(page, PRODUCT_IMPORT_MESSAGES.confirmed);
    await clearToasts(page);
    // The id is in the address: a reload comes back to the same import, its bar and its counts.
    await page.reload();
    await page.getByRole("progressbar", { name: "Import progress" }).waitFor();
    await page.getByTestId("import-result").waitFor({ timeout: 90_000 });
    expect(await page.getByTestId("import-result").innerText()).toContain("2 created, 0 updated, 0 failed");
    await page.getByTestId("import-status").getByText("Finished").waitFor();
    await checkAccessibility(page);
    await screenshot(page, "product-imports-done-mobile");

    // The refused rows come back as a CSV with their reasons.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download rows not imported" }).click()]);
    const failed = readFileSync(await download.path()).toString();
    expect(failed).toContain(`IMP-${run}-3`);
    expect(failed).toContain("Category not found: Nowhere");

    // The new products wait for review in the products list.
    await visit(page, `/merchant/products?search=${encodeURIComponent(`Import Runner ${run}`)}`);
    await page.getByText(`Import Runner ${run}`).first().waitFor();
  });

  it("on a desktop: the template and the export download in the import format, and the preview reads as a table", async () => {
    const { page } = desktop;
    await logIn(page, "/merchant/login", SELLER);
    await page.waitForURL((url) => url.pathname === "/merchant");
    await visit(page, "/merchant/products");
    await page.getByRole("button", { name: "Export" }).waitFor();
    await screenshot(page, "product-imports-products-desktop");
    const [exported] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
    const exportText = readFileSync(await exported.path()).toString();
    expect(exportText.split(/\r?\n/)[0]).toContain("id,sku,name,description,category,subCategory,childCategory");
    expect(exportText).toContain(`IMP-${run}-2`);

    await visit(page, "/merchant/products/import");
    const [template] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download template" }).click()]);
    expect(readFileSync(await template.path()).toString()).toContain("TEE-001");
    await screenshot(page, "product-imports-choose-desktop");

    // Importing the export again: every row updates, nothing is refused.
    await page.locator("input[type=file]").nth(0).setInputFiles({ name: "export.csv", mimeType: "text/csv", buffer: Buffer.from(exportText) });
    await page.getByRole("button", { name: "Check file" }).click();
    await page.getByTestId("import-status").getByText("Checked: waiting for your confirmation").waitFor();
    await expect.poll(() => page.getByTestId("import-row-refuse").count()).toBe(0);
    await page.getByRole("table").waitFor();
    await checkAccessibility(page);
    await screenshot(page, "product-imports-preview-desktop");
    await page.getByRole("button", { name: "Cancel" }).click();
    await toast(page, PRODUCT_IMPORT_MESSAGES.cancelRequested);
    await page.getByTestId("import-status").getByText("Cancelled").waitFor();
  });
});
