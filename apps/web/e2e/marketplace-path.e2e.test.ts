import { MESSAGES } from "@bitmarte/contracts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";
import { api, apiLogin, choose, clearToasts, labelled, sampleLogoPng, samplePdf, toast } from "./stores-support";

/**
 * The catalogue's whole path in one journey: a brand-new merchant signs up, confirms the email,
 * completes onboarding, two different admins approve the store, the merchant lists a product, an
 * admin approves it, and a signed-out customer finds it by browsing and by a misspelt search.
 */

const stamp = Date.now();
const tag = String(stamp % 100000).padStart(5, "0");
const merchant = {
  email: `path-${stamp}@example.com`,
  password: "Yaba#Market2026",
  firstName: "Tobi",
  lastName: "Adeyemi",
  phoneNumber: "+2348035550199",
  storeName: `Tobi Woodcraft ${tag}`,
  storeUrl: `tobi-woodcraft-${tag}`,
};
const PRODUCT = `Zebrawood Chess Set ${tag}`;
const MISSPELT = "zebrawod ches";
const CATEGORY = { category: "Baby & Kids", sub: "Toys", child: "Educational Toys" };

/** A 1280×800 screenshot named path-<name>; with `mobile`, a 390×844 one as well. */
async function shot(page: Page, name: string, { mobile = false, ready }: { mobile?: boolean; ready?: () => Promise<unknown> } = {}): Promise<void> {
  await page.setViewportSize(DESKTOP);
  if (ready) await ready();
  await screenshot(page, `path-${name}${mobile ? "-desktop" : ""}`);
  if (!mobile) return;
  await page.setViewportSize(MOBILE);
  if (ready) await ready();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await screenshot(page, `path-${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}

/** Closes the toasts and waits until they have gone, so screenshots show the page underneath. */
async function dismissToasts(page: Page): Promise<void> {
  await clearToasts(page);
  await page.locator(".mantine-Notification-root").first().waitFor({ state: "detached" });
}

async function percentage(page: Page): Promise<string> {
  return ((await page.getByTestId("onboarding-percentage").textContent()) ?? "").trim();
}

async function adminSession(email: string): Promise<BrowserSession> {
  const session = await openBrowser(DESKTOP);
  await logIn(session.page, "/admin/login", email);
  await session.page.waitForURL((url) => url.pathname === "/admin");
  return session;
}

/** Opens the new store's review page from the unapproved list, found by its name. */
async function openStoreReview(page: Page): Promise<string> {
  await visit(page, "/admin/stores");
  await page.getByRole("table", { name: "Stores waiting for approval" }).waitFor();
  await page.getByLabel("Search stores").fill(merchant.storeName);
  await page.waitForURL((url) => url.searchParams.has("unapproved-q"));
  await page.getByRole("link", { name: merchant.storeName }).click();
  await page.getByRole("heading", { level: 1, name: merchant.storeName }).waitFor();
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

describe("the marketplace path: new merchant to a product a customer finds", () => {
  let seller: BrowserSession;
  let admin: BrowserSession;
  let superadmin: BrowserSession;
  let customer: BrowserSession;

  beforeAll(async () => {
    seller = await openBrowser(DESKTOP);
    customer = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await seller?.close();
    await admin?.close();
    await superadmin?.close();
    await customer?.close();
  });

  it("1. a new merchant signs up, confirms the email from the mailed link and logs in", async () => {
    const { page } = seller;
    await visit(page, "/merchant/signup");
    await page.getByLabel(labelled("First name")).fill(merchant.firstName);
    await page.getByLabel(labelled("Last name")).fill(merchant.lastName);
    await page.getByLabel(labelled("Email address")).fill(merchant.email);
    await page.getByLabel(labelled("Phone number")).fill(merchant.phoneNumber);
    await page.getByLabel(labelled("Store name")).fill(merchant.storeName);
    await page.getByLabel("My store is a registered business").check();
    await page.getByLabel(labelled("Password")).fill(merchant.password);
    await shot(page, "1-merchant-signup");
    await page.getByRole("button", { name: "Create merchant account" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    await page.getByText(merchant.email).waitFor();
    await shot(page, "1-merchant-check-email");

    await visit(page, "/dev/mail");
    const mail = page.getByTestId("outbox-mail").filter({ hasText: merchant.email }).first();
    const confirm = mail.getByRole("link", { name: /^Confirm merchant email/ });
    await confirm.waitFor();
    await mail.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await shot(page, "1-merchant-outbox");
    expect(await confirm.getAttribute("href")).toMatch(/^\/merchant\/confirm-email\/[^/]+$/);
    await confirm.click();
    await page.waitForURL((url) => url.pathname.startsWith("/merchant/confirm-email/"));
    await page.getByRole("heading", { name: "Email confirmed" }).waitFor();
    await shot(page, "1-merchant-email-confirmed");

    await page.getByRole("link", { name: "Log in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/merchant/login");
    await logIn(page, "/merchant/login", merchant.email, merchant.password);
    await page.waitForURL((url) => url.pathname === "/merchant");
    await page.getByRole("heading", { level: 1, name: `Welcome, ${merchant.firstName}` }).waitFor();
    await page.getByText(merchant.storeName).first().waitFor();
    await shot(page, "1-merchant-dashboard");
    expect(seller.pageErrors).toEqual([]);
  });

  it("2. completes onboarding: identity, addresses, business, store profile and pricing plan", async () => {
    const { page } = seller;
    await visit(page, "/merchant/onboarding");
    await page.getByRole("heading", { name: "Identity", level: 2 }).waitFor();

    await choose(page, "Identity document type", /National Identification Number/);
    await page.getByLabel(labelled("Document number")).fill("22345678901");
    await page.getByLabel("Identity document", { exact: true }).setInputFiles({ name: "nin-slip.pdf", mimeType: "application/pdf", buffer: samplePdf("NIN slip Tobi Adeyemi") });
    await page.getByText("nin-slip.pdf").waitFor();
    await page.getByLabel(labelled("Date of birth")).fill("1988-09-14");
    await page.getByLabel(labelled("Nationality")).fill("Nigerian");
    await shot(page, "2-onboarding-identity");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await toast(page, MESSAGES.onboardingSaved);
    await clearToasts(page);

    await page.getByRole("heading", { name: "Addresses", level: 2 }).waitFor();
    const home = page.getByRole("group", { name: "Home address" });
    await home.getByLabel(labelled("Street address")).fill("7 Herbert Macaulay Way");
    await home.getByLabel(labelled("City or town")).fill("Yaba");
    await home.getByLabel(labelled("LGA")).fill("Lagos Mainland");
    await choose(page, "State", "Lagos", home);
    await page.getByLabel("Use my home address as the business address").check();
    await page.getByLabel("Proof of address", { exact: true }).setInputFiles({ name: "utility-bill.pdf", mimeType: "application/pdf", buffer: samplePdf("Utility bill") });
    await page.getByText("utility-bill.pdf").waitFor();
    await shot(page, "2-onboarding-addresses");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await toast(page, MESSAGES.onboardingSaved);
    await clearToasts(page);

    await page.getByRole("heading", { name: "Business", level: 2 }).waitFor();
    await choose(page, "Staff size", "2 to 10 people");
    await choose(page, "Main category", CATEGORY.category);
    await choose(page, "Sub-categories", CATEGORY.sub);
    await page.keyboard.press("Escape");
    await shot(page, "2-onboarding-business");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await toast(page, MESSAGES.onboardingSaved);
    await page.getByRole("heading", { name: "Store profile", level: 2 }).waitFor();
    expect(await percentage(page)).toBe("50% complete");
    await clearToasts(page);

    await page.getByLabel("Store logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: sampleLogoPng(160, [120, 72, 32]) });
    await page.getByRole("img", { name: "Store logo preview" }).waitFor();
    await page.getByLabel(labelled("Store URL")).fill(merchant.storeUrl);
    expect(await page.getByTestId("store-public-link").textContent()).toContain(`/storefront/${merchant.storeUrl}`);
    const shipping = page.getByRole("group", { name: "Shipping location" });
    await shipping.getByLabel(labelled("Street")).fill("7 Herbert Macaulay Way");
    await shipping.getByLabel(labelled("City")).fill("Yaba");
    await choose(page, "State", "Lagos", shipping);
    await choose(page, "Bitmarte hub", /Ikeja Hub/);
    await shot(page, "2-onboarding-store-profile");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await toast(page, MESSAGES.storeProfileAdded);
    await page.getByRole("heading", { name: "Pricing plan", level: 2 }).waitFor();
    await page.getByTestId("onboarding-percentage").filter({ hasText: "75%" }).waitFor();
    await clearToasts(page);

    await page.getByRole("radio").first().click();
    await shot(page, "2-onboarding-plan");
    await page.getByRole("button", { name: "Choose plan and finish" }).click();
    await toast(page, MESSAGES.pricingPlanChosen);
    await page.getByRole("heading", { name: "Onboarding complete" }).waitFor();
    expect(await percentage(page)).toBe("100% complete");
    expect((await page.getByTestId("approval-status").textContent())?.trim()).toBe("Waiting for review");
    await dismissToasts(page);
    // The progress bar grows to 100% with a CSS transition: wait until it has finished.
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"));
    await shot(page, "2-onboarding-complete");
    expect(seller.pageErrors).toEqual([]);
  });

  it("3. admin@ gives the first approval, cannot give the second, and superadmin@ gives it", async () => {
    admin = await adminSession("admin@bitmarte.test");
    const { page } = admin;
    const merchantId = await openStoreReview(page);
    await page.getByTestId("store-approval-status").filter({ hasText: "Awaiting first approval" }).waitFor();
    await shot(page, "3-admin-store-review");
    await page.getByRole("button", { name: "Give first approval" }).click();
    await toast(page, MESSAGES.storeFirstApproved);
    await page.getByTestId("store-approval-status").filter({ hasText: "Awaiting second approval" }).waitFor();

    // The same approver is not offered the second approval, and the server refuses it too.
    await page.getByTestId("approve-hint").filter({ hasText: "You gave the first approval" }).waitFor();
    expect(await page.getByRole("button", { name: "Give second approval" }).isDisabled()).toBe(true);
    const adminToken = await apiLogin("admin", "admin@bitmarte.test");
    await expect(api(`/storeapproval/approve/${merchantId}`, { method: "PATCH", token: adminToken })).rejects.toThrow(MESSAGES.sameApproverTwice);
    await dismissToasts(page);
    await shot(page, "3-admin-first-approval");
    expect(admin.pageErrors).toEqual([]);

    superadmin = await adminSession("superadmin@bitmarte.test");
    const boss = superadmin.page;
    await openStoreReview(boss);
    await boss.getByTestId("store-approval-status").filter({ hasText: "Awaiting second approval" }).waitFor();
    await boss.getByRole("button", { name: "Give second approval" }).click();
    await toast(boss, MESSAGES.storeApproved);
    await boss.getByTestId("store-approval-status").filter({ hasText: "Approved" }).waitFor();
    await dismissToasts(boss);
    await shot(boss, "3-superadmin-second-approval");
    expect(superadmin.pageErrors).toEqual([]);
  });

  it("4. the merchant creates a product with an image in a child category and sees it pending", async () => {
    const { page } = seller;
    await visit(page, "/merchant/onboarding");
    await page.getByTestId("approval-status").filter({ hasText: "Approved" }).waitFor();

    await visit(page, "/merchant/products/new");
    await page.getByRole("combobox", { name: "Category", exact: true }).waitFor();
    await page.getByLabel("Product name").fill(PRODUCT);
    await page.getByLabel("Description").fill("Hand-carved zebrawood and maple chess set with a folding board, felted pieces and a brass clasp.");
    await page.locator("input[type='file']").first().setInputFiles({ name: "chess-set.png", mimeType: "image/png", buffer: sampleLogoPng(480, [94, 58, 28]) });
    await expect.poll(() => page.getByTestId("image-tile").count(), { timeout: 20_000 }).toBe(1);

    await choose(page, "Category", CATEGORY.category);
    await choose(page, "Sub-category", CATEGORY.sub);
    await choose(page, "Child category", CATEGORY.child);
    await page.getByLabel("Selling price").fill("38500");
    await page.getByLabel("List price").fill("42000");
    await page.getByLabel("Cost price").fill("21000");
    await page.getByLabel("Quantity in stock").fill("12");
    await page.getByRole("textbox", { name: "Weight" }).fill("1.6");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "4-merchant-product-form");

    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText(MESSAGES.productCreated).first().waitFor();

    await visit(page, "/merchant/products?status=pending");
    await page.getByLabel("Search products").fill("Zebrawood");
    const row = page.locator("[data-testid^='product-row-']").filter({ hasText: PRODUCT });
    await row.waitFor();
    expect((await row.getByTestId("product-status").textContent())?.trim()).toBe("Pending review");
    await dismissToasts(page);
    await shot(page, "4-merchant-product-pending");
    expect(seller.pageErrors).toEqual([]);
  });

  it("5. an admin approves the product", async () => {
    const { page } = admin;
    await visit(page, "/admin/products");
    await page.getByLabel("Search products").fill("Zebrawood");
    const row = page.locator("[data-testid^='review-row-']").filter({ hasText: PRODUCT });
    await row.waitFor();
    await row.getByText(merchant.storeName).first().waitFor();
    await shot(page, "5-admin-product-pending");
    await row.getByRole("button", { name: `Approve ${PRODUCT}` }).click();
    await page.getByText(MESSAGES.productApproved).first().waitFor();

    await visit(page, "/admin/products?status=approved&q=Zebrawood");
    await page.locator("[data-testid^='review-row-']").filter({ hasText: PRODUCT }).getByText("Approved").waitFor();
    await shot(page, "5-admin-product-approved");
    expect(admin.pageErrors).toEqual([]);
  });

  it("6a. a signed-out customer finds it by browsing home, category, sub-category and child category", async () => {
    const { page } = customer;
    await visit(page, "/");
    await page.getByRole("heading", { name: "Shop by category" }).waitFor();
    await shot(page, "6-customer-home", { mobile: true });

    await page.getByRole("link", { name: new RegExp(`^${CATEGORY.category}`) }).first().click();
    await page.getByRole("heading", { level: 1, name: CATEGORY.category }).waitFor();
    await shot(page, "6-customer-category", { mobile: true });
    const narrow = page.getByRole("navigation", { name: "Narrow by category" });
    await narrow.getByRole("link", { name: CATEGORY.sub, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: CATEGORY.sub }).waitFor();
    await shot(page, "6-customer-sub-category", { mobile: true });
    await narrow.getByRole("link", { name: CATEGORY.child, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: CATEGORY.child }).waitFor();
    const card = page.getByTestId("product-card").filter({ hasText: PRODUCT });
    await card.waitFor();
    await card.getByText(merchant.storeName).waitFor();
    await shot(page, "6-customer-child-category", { mobile: true, ready: () => card.evaluate((el) => el.scrollIntoView({ block: "center" })) });

    await card.click();
    await page.getByRole("heading", { level: 1, name: PRODUCT }).waitFor();
    expect(customer.pageErrors).toEqual([]);
  });

  it("6b. and by a misspelt search from the header, then sees the new store on the product page", async () => {
    const { page } = customer;
    await visit(page, "/");
    const box = page.getByRole("search").filter({ visible: true }).getByRole("searchbox", { name: "Search products" });
    await box.fill(MISSPELT);
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === MISSPELT);
    const card = page.getByTestId("product-card").filter({ hasText: PRODUCT });
    await card.waitFor();
    await shot(page, "6-customer-search", { mobile: true });

    await card.click();
    await page.getByRole("heading", { level: 1, name: PRODUCT }).waitFor();
    const store = page.getByRole("region", { name: "Store" });
    await store.getByRole("link", { name: merchant.storeName }).waitFor();
    expect(await page.getByText("Sold by").first().textContent()).toContain(merchant.storeName);
    await shot(page, "6-customer-product", { mobile: true });
    expect(customer.pageErrors).toEqual([]);
  });
});
