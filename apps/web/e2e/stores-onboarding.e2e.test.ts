import { MESSAGES } from "@bitmarte/contracts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";
import { api, apiLogin, choose, clearToasts, labelled, sampleLogoPng, samplePdf, signUpMerchant, toast } from "./stores-support";

const stamp = Date.now();
const merchant = {
  email: `onboarding-${stamp}@example.com`,
  password: "Ikeja#Market2026",
  firstName: "Kemi",
  lastName: "Alade",
  storeName: `Kemi Fabrics ${stamp % 10000}`,
  phoneNumber: "+2348031234567",
};
const REJECTION = "The proof of address is older than three months. Upload a recent utility bill.";

async function percentage(page: Page): Promise<string> {
  return ((await page.getByTestId("onboarding-percentage").textContent()) ?? "").trim();
}

describe("a new merchant completes onboarding and the store profile", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    await signUpMerchant(merchant);
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("walks through identity, addresses, business, store profile and pricing plan", async () => {
    const { page } = browser;
    await logIn(page, "/merchant/login", merchant.email, merchant.password);
    await page.waitForURL((url) => url.pathname === "/merchant");
    await visit(page, "/merchant/onboarding");

    await page.getByRole("heading", { name: "Identity", level: 2 }).waitFor();
    expect(await percentage(page)).toBe("25% complete");
    await screenshot(page, "stores-onboarding-identity-desktop");
    await page.setViewportSize(MOBILE);
    await page.getByText("Step 1 of 5").waitFor();
    await screenshot(page, "stores-onboarding-identity-mobile");
    await page.setViewportSize(DESKTOP);

    // Identity: the document is uploaded first (kind=document), then the step is saved.
    await choose(page, "Identity document type", /National Identification Number/);
    await page.getByLabel(labelled("Document number")).fill("12345678901");
    await page.getByLabel("Identity document", { exact: true }).setInputFiles({ name: "nin-slip.pdf", mimeType: "application/pdf", buffer: samplePdf("NIN slip") });
    await page.getByText("nin-slip.pdf").waitFor();
    await page.getByLabel(labelled("Date of birth")).fill("1991-04-23");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await toast(page, MESSAGES.onboardingSaved);
    await clearToasts(page);

    // Addresses: the business runs from home; pickup from the same place.
    await page.getByRole("heading", { name: "Addresses", level: 2 }).waitFor();
    const home = page.getByRole("group", { name: "Home address" });
    await home.getByLabel(labelled("Street address")).fill("14 Allen Avenue");
    await home.getByLabel(labelled("City or town")).fill("Ikeja");
    await home.getByLabel(labelled("LGA")).fill("Ikeja");
    await choose(page, "State", "Lagos", home);
    await page.getByLabel("Use my home address as the business address").check();
    await page.getByLabel("Proof of address", { exact: true }).setInputFiles({ name: "utility-bill.pdf", mimeType: "application/pdf", buffer: samplePdf("Utility bill") });
    await page.getByText("utility-bill.pdf").waitFor();
    await screenshot(page, "stores-onboarding-addresses-desktop");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await toast(page, MESSAGES.onboardingSaved);
    await clearToasts(page);

    // Business: staff size, main category and a sub-category from GET /categories/getallcategories.
    await page.getByRole("heading", { name: "Business", level: 2 }).waitFor();
    await choose(page, "Staff size", "2 to 10 people");
    await choose(page, "Main category", /./);
    await choose(page, "Sub-categories", /./);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await toast(page, MESSAGES.onboardingSaved);
    await page.getByRole("heading", { name: "Store profile", level: 2 }).waitFor();
    expect(await percentage(page)).toBe("50% complete");
    await clearToasts(page);

    // Store profile: logo, URL-safe address with its public link, shipping location and hub.
    await page.getByLabel("Store logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: sampleLogoPng() });
    await page.getByRole("img", { name: "Store logo preview" }).waitFor();
    await page.getByLabel(labelled("Store URL")).fill(`kemi-fabrics-${stamp}`);
    expect(await page.getByTestId("store-public-link").textContent()).toContain(`/storefront/kemi-fabrics-${stamp}`);
    const shipping = page.getByRole("group", { name: "Shipping location" });
    await shipping.getByLabel(labelled("Street")).fill("14 Allen Avenue");
    await shipping.getByLabel(labelled("City")).fill("Ikeja");
    await choose(page, "State", "Lagos", shipping);
    await choose(page, "Bitmarte hub", /Ikeja Hub/);
    await page.getByLabel("Instagram").fill("https://instagram.com/kemifabrics");
    await screenshot(page, "stores-onboarding-store-profile-desktop");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await toast(page, MESSAGES.storeProfileAdded);
    await page.getByRole("heading", { name: "Pricing plan", level: 2 }).waitFor();
    await page.waitForFunction(() => document.querySelector("[data-testid=onboarding-percentage]")?.textContent?.includes("75%"));
    await clearToasts(page);

    // Pricing plan (GET /plans; PATCH /auth/merchant/onboard/pricing).
    await page.getByRole("radio").first().waitFor();
    await screenshot(page, "stores-onboarding-plan-desktop");
    await page.getByRole("radio").first().click();
    await page.getByRole("button", { name: "Choose plan and finish" }).click();
    await toast(page, MESSAGES.pricingPlanChosen);
    await page.getByRole("heading", { name: "Onboarding complete" }).waitFor();
    expect(await percentage(page)).toBe("100% complete");
    expect((await page.getByTestId("approval-status").textContent())?.trim()).toBe("Waiting for review");
    await clearToasts(page);
    await screenshot(page, "stores-onboarding-complete-desktop");
    await page.setViewportSize(MOBILE);
    await screenshot(page, "stores-onboarding-complete-mobile");
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
  });

  it("edits the store profile, publishes a policy and applies for a hub", async () => {
    const { page } = browser;
    await visit(page, "/merchant/store-profile");
    await page.getByLabel(labelled("Store name")).waitFor();
    // The latest saved profile fills the form.
    expect(await page.getByLabel(labelled("Store URL")).inputValue()).toBe(`kemi-fabrics-${stamp}`);
    await page.getByLabel(labelled("Store phone number")).fill("+2348039876543");
    await page.getByRole("button", { name: "Save store profile" }).click();
    await toast(page, MESSAGES.storeProfileAdded);
    await page.getByRole("button", { name: "Save store profile" }).and(page.locator(":not([data-loading])")).waitFor();
    await screenshot(page, "stores-store-profile-desktop");
    await clearToasts(page);

    await page.getByRole("tab", { name: "Policies" }).click();
    await page.getByRole("button", { name: /Returns/ }).first().waitFor();
    const returns = page.getByRole("form", { name: "Returns policy" });
    await returns.getByLabel(labelled("Policy text")).fill("Unused items can be returned within 7 days in their original packaging.");
    await returns.getByRole("button", { name: "Publish policy" }).click();
    await toast(page, MESSAGES.policySaved);
    await page.getByText("1 of 6 policies published.").waitFor();
    await screenshot(page, "stores-policies-desktop");
    await clearToasts(page);

    await page.getByRole("tab", { name: "Hub application" }).click();
    await page.getByLabel(labelled("Hub name")).fill(`Allen Avenue Hub ${stamp % 1000}`);
    await page.getByLabel(labelled("Phone number")).fill("+2348030001111");
    const address = page.getByRole("group", { name: "Hub address" });
    await address.getByLabel(labelled("Street")).fill("20 Allen Avenue");
    await address.getByLabel(labelled("City")).fill("Ikeja");
    await choose(page, "State", "Lagos", address);
    await page.getByRole("button", { name: "Send application" }).click();
    await toast(page, MESSAGES.hubApplied);
    await screenshot(page, "stores-hub-application-desktop");

    await page.setViewportSize(MOBILE);
    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByLabel(labelled("Store name")).waitFor();
    await screenshot(page, "stores-store-profile-mobile");
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
  });

  it("an admin opens the merchant's documents and rejects the store with a reason the merchant then sees", async () => {
    const token = await apiLogin("merchant", merchant.email, merchant.password);
    const profile = await api<{ id: string }>("/auth/userdata/merchant-profile", { token });

    const admin = await openBrowser(DESKTOP);
    try {
      const { page } = admin;
      await logIn(page, "/admin/login", "admin@bitmarte.test");
      await page.waitForURL((url) => url.pathname === "/admin");
      await visit(page, `/admin/stores/${profile.id}`);
      await page.getByRole("heading", { level: 1, name: merchant.storeName }).waitFor();
      await screenshot(page, "stores-admin-review-desktop");

      // Documents are fetched with the admin's token and open from a blob address in a new tab.
      const [tab] = await Promise.all([
        admin.context.waitForEvent("page"),
        page.getByRole("button", { name: "Open Identity document in a new tab" }).click(),
      ]);
      await tab.waitForURL((url) => url.protocol === "blob:");
      expect(tab.url()).toMatch(/^blob:/);
      await tab.close();

      await page.getByRole("button", { name: "Reject store" }).click();
      const dialog = page.getByRole("dialog", { name: `Reject ${merchant.storeName}` });
      await dialog.getByRole("button", { name: "Reject store" }).click();
      await dialog.getByText("Reason must be at least 3 characters").waitFor();
      await dialog.getByLabel(labelled("Reason")).fill(REJECTION);
      await screenshot(page, "stores-admin-reject-modal-desktop");
      await dialog.getByRole("button", { name: "Reject store" }).click();
      await toast(page, MESSAGES.storeRejected);
      await page.getByTestId("store-rejection-reason").filter({ hasText: REJECTION }).waitFor();
      expect((await page.getByTestId("store-approval-status").textContent())?.trim()).toBe("Rejected");
      expect(admin.pageErrors).toEqual([]);
    } finally {
      await admin.close();
    }

    const { page } = browser;
    await visit(page, "/merchant/onboarding");
    await page.getByTestId("rejection-reason").filter({ hasText: REJECTION }).waitFor();
    expect((await page.getByTestId("approval-status").textContent())?.trim()).toBe("Not approved");
    await page.getByRole("heading", { name: "Update your details" }).waitFor();
    await screenshot(page, "stores-onboarding-rejected-desktop");
    expect(browser.pageErrors).toEqual([]);
  });
});
