import { MESSAGES } from "@bitmarte/contracts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";
import { choose, clearToasts, labelled, sampleLogoPng, toast } from "./stores-support";

const stamp = Date.now();
const company = {
  name: `Ibadan Swift Riders ${stamp % 100000} Ltd`,
  rc: `RC ${1_000_000 + (stamp % 8_000_000)}`,
  email: `riders-${stamp}@example.com`,
  contact: "Tolulope Adeyemi",
};
const password = "Ibadan#Riders2026";

/** A signature drawn as a PNG (dark ring on white). */
const signaturePng = () => sampleLogoPng(200, [20, 30, 90]);

async function fillCompanyStep(page: Page, c: { name: string; rc: string; email: string; contact: string }) {
  await page.getByLabel(labelled("Company name")).fill(c.name);
  await page.getByLabel(labelled("RC number")).fill(c.rc);
  await page.getByLabel("VAT number").fill("12345678-0001");
  await page.getByLabel(labelled("Line of business")).fill("Same-day parcel delivery by motorbike and van");
  await page.getByLabel(labelled("Office address")).fill("7 Ring Road, Challenge, Ibadan, Oyo");
  await page.getByLabel(labelled("Company phone number")).fill("+2348051234567");
  await page.getByLabel(labelled("Company email")).fill(c.email);
  const contact = page.getByRole("group", { name: "Contact person" });
  await contact.getByLabel(labelled("Full name")).fill(c.contact);
  await contact.getByLabel(labelled("Phone number")).fill("+2348059876543");
  await contact.getByLabel(labelled("Designation")).fill("Operations Manager");
}

describe("a shipping company applies, an admin approves it, and the partner logs in", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("applies from the partner log-in page with a bank account checked live and a signature", async () => {
    const { page } = browser;
    await visit(page, "/shipping-partner/login");
    await page.getByRole("link", { name: "Apply to become a partner" }).click();
    await page.waitForURL((url) => url.pathname === "/shipping-partner/onboard");
    await page.getByRole("heading", { name: "Become a shipping partner", level: 1 }).waitFor();
    await screenshot(page, "partners-onboard-company-desktop");

    // Company: a missing field is caught before moving on.
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Company name must be at least 2 characters").waitFor();
    await fillCompanyStep(page, company);
    await page.setViewportSize(MOBILE);
    await screenshot(page, "partners-onboard-company-mobile");
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Continue" }).click();

    // Bank details: GET /banks fills the list; GET /banks/resolve names the account as it is typed.
    await page.getByRole("heading", { name: "Bank details", level: 2 }).waitFor();
    await choose(page, "Bank", "Guaranty Trust Bank");
    await page.getByLabel(labelled("Account number")).fill("0000000000");
    await page.getByText(MESSAGES.bankAccountNotFound).waitFor();
    await screenshot(page, "partners-onboard-bank-not-found-desktop");
    await page.getByLabel(labelled("Account number")).fill("0123456789");
    const accountName = page.getByTestId("resolved-account-name");
    await accountName.waitFor();
    expect((await accountName.textContent())?.trim()).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    await screenshot(page, "partners-onboard-bank-desktop");
    await page.setViewportSize(MOBILE);
    await screenshot(page, "partners-onboard-bank-mobile");
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Continue" }).click();

    // Certification: the contact person signs; the signature goes with the application.
    await page.getByRole("heading", { name: "Certification", level: 2 }).waitFor();
    expect(await page.getByLabel(labelled("Name")).inputValue()).toBe(company.contact);
    await page.getByLabel("Signature", { exact: true }).setInputFiles({ name: "signature.png", mimeType: "image/png", buffer: signaturePng() });
    await page.getByRole("img", { name: "Signature preview" }).waitFor();
    await page.getByRole("button", { name: "Submit application" }).click();
    await page.getByText("Confirm that the details are correct").waitFor();
    await page.getByLabel("I confirm that the details in this application are correct").check();
    await screenshot(page, "partners-onboard-certification-desktop");
    await page.setViewportSize(MOBILE);
    await screenshot(page, "partners-onboard-certification-mobile");
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Submit application" }).click();

    await page.getByRole("heading", { name: "Application received" }).waitFor();
    expect(await page.getByTestId("application-received").textContent()).toContain(company.email);
    await screenshot(page, "partners-onboard-received-desktop");
    await page.setViewportSize(MOBILE);
    await screenshot(page, "partners-onboard-received-mobile");
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
  });

  it("an admin finds the application, reads it and approves it", async () => {
    const { page } = browser;
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("link", { name: "Shipping partners" }).first().click();
    await page.waitForURL((url) => url.pathname === "/admin/partners");
    const row = page.getByRole("row").filter({ hasText: company.name });
    await row.waitFor();
    await screenshot(page, "partners-admin-applications-desktop");
    await page.setViewportSize(MOBILE);
    await screenshot(page, "partners-admin-applications-mobile");
    await page.setViewportSize(DESKTOP);

    await row.getByRole("button", { name: `Details of ${company.name}` }).click();
    const dialog = page.getByRole("dialog", { name: company.name });
    await dialog.getByText(company.rc).waitFor();
    expect(await dialog.getByText("******6789").count()).toBe(1);
    // The test bank names every account after a person, so the name check warns before approval.
    await dialog.getByTestId("partner-warnings").filter({ hasText: MESSAGES.partnerBankNameMismatch }).waitFor();
    await screenshot(page, "partners-admin-details-desktop");
    await dialog.getByRole("button", { name: "Approve anyway" }).click();
    await toast(page, MESSAGES.partnerAdded);
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("row").filter({ hasText: company.name }).waitFor({ state: "detached" });
    await clearToasts(page);

    await page.getByRole("tab", { name: "Approved" }).click();
    await page.getByRole("row").filter({ hasText: company.name }).waitFor();
    await screenshot(page, "partners-admin-approved-desktop");
    await page.setViewportSize(MOBILE);
    await screenshot(page, "partners-admin-approved-mobile");
    await page.setViewportSize(DESKTOP);
    expect(browser.pageErrors).toEqual([]);
  });

  it("the partner sets a password from the mailed link and logs in", async () => {
    const partner = await openBrowser(MOBILE);
    try {
      const { page } = partner;
      await visit(page, "/dev/mail");
      const mail = page.getByTestId("outbox-mail").filter({ hasText: company.email }).filter({ hasText: "Your Bitmarte shipping partner account is ready" }).first();
      await mail.waitFor();
      await mail.getByRole("link", { name: /^Reset shipping partner password/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/shipping-partner/reset-password/"));
      await page.getByLabel(/^New password/).fill(password);
      await page.getByLabel(/^Confirm new password/).fill(password);
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.getByRole("heading", { name: "Password updated" }).waitFor();

      await logIn(page, "/shipping-partner/login", company.email, password);
      await page.waitForURL((url) => url.pathname === "/shipping-partner");
      const stored = await page.evaluate(() => localStorage.getItem("bitmarte_partner_user"));
      expect(JSON.parse(stored ?? "{}")).toMatchObject({ email: company.email, shippingCompany: company.name, name: company.contact, logo: null });
      await screenshot(page, "partners-signed-in-mobile");
      expect(partner.pageErrors).toEqual([]);
    } finally {
      await partner.close();
    }
  });

  it("an admin adds a partner directly, approved at once", async () => {
    const { page } = browser;
    const direct = { name: `Kano Freight ${stamp % 100000} Ltd`, rc: `BN ${2_000_000 + (stamp % 7_000_000)}`, email: `freight-${stamp}@example.com`, contact: "Aminu Bello" };
    await visit(page, "/admin/partners");
    await page.getByRole("button", { name: "Add partner" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a shipping partner" });
    await fillCompanyStep(dialog as unknown as Page, direct);
    await dialog.getByLabel("Company logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: sampleLogoPng() });
    await dialog.getByRole("img", { name: "Company logo preview" }).waitFor();
    await screenshot(page, "partners-admin-add-desktop");
    await page.setViewportSize(MOBILE);
    await screenshot(page, "partners-admin-add-mobile");
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await choose(page, "Bank", "Zenith Bank", dialog);
    await dialog.getByLabel(labelled("Account number")).fill("1012345678");
    await dialog.getByTestId("resolved-account-name").waitFor();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByLabel("Signature", { exact: true }).setInputFiles({ name: "signature.png", mimeType: "image/png", buffer: signaturePng() });
    await dialog.getByRole("img", { name: "Signature preview" }).waitFor();
    await dialog.getByLabel("I confirm that the details in this application are correct").check();
    await dialog.getByRole("button", { name: "Add partner" }).click();
    await toast(page, MESSAGES.partnerAdded);
    await page.waitForURL((url) => url.searchParams.get("tab") === "approved");
    await page.getByRole("row").filter({ hasText: direct.name }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
