import { afterAll, describe, expect, it } from "vitest";
import { shots } from "./buying-helpers";
import { api, apiLogin, clearToasts, labelled } from "./stores-support";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, visit } from "./support/browser";

const run = Date.now().toString(36);
const subject = `Delivery to Abuja ${run}`;

describe("contact us, the admins' inbox, and plans", () => {
  let visitor: BrowserSession;
  let admin: BrowserSession;
  let merchant: BrowserSession;

  afterAll(async () => {
    await visitor?.close();
    await admin?.close();
    await merchant?.close();
  });

  it("a visitor finds Contact us in the footer, is told what is missing, and sends a message", async () => {
    visitor = await openBrowser(DESKTOP);
    const { page } = visitor;
    await visit(page, "/");
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact us" }).click();
    await page.waitForURL((url) => url.pathname === "/contact");
    await page.getByRole("heading", { name: "Contact us" }).waitFor();

    await page.getByRole("button", { name: "Send message" }).click();
    await page.locator("[aria-invalid='true']").nth(3).waitFor();
    expect(await page.locator("[aria-invalid='true']").count()).toBe(4);
    await shots(page, "contact-form-errors");

    await page.getByLabel(labelled("Your name")).fill("Amaka Eze");
    await page.getByLabel(labelled("Email address")).fill(`amaka.${run}@example.test`);
    await page.getByLabel(labelled("Subject")).fill(subject);
    await page.getByLabel(labelled("Message")).fill("Hello, do you deliver to Abuja, and how long does it usually take?\nThank you.");
    await shots(page, "contact-form");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByTestId("contact-sent").waitFor();
    expect(await page.getByTestId("contact-sent").textContent()).toContain("Your message has been sent");
    await shots(page, "contact-sent");
    expect(visitor.pageErrors).toEqual([]);
  });

  it("the admin sees it unread in Messages, opens it and marks it read", async () => {
    admin = await openBrowser(DESKTOP);
    const { page } = admin;
    await logIn(page, "/admin/login", "admin@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Messages", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/messages");
    const table = page.getByRole("table", { name: "Contact messages" });
    const row = table.getByRole("row").filter({ hasText: subject });
    await row.waitFor();
    expect(await row.getByText("Unread", { exact: true }).count()).toBe(1);
    const token = await apiLogin("admin", "admin@bitmarte.test");
    const before = await api<{ unread: number }>("/contact-us?status=unread", { token });
    expect(before.unread).toBeGreaterThan(0);
    await shots(page, "contact-inbox");

    await row.getByRole("button", { name: new RegExp(`^${subject}`) }).click();
    const drawer = page.getByRole("dialog", { name: subject });
    await drawer.getByText("Thank you.", { exact: false }).waitFor();
    await shots(page, "contact-detail", { full: false });
    await drawer.getByRole("button", { name: `Mark read: ${subject}` }).click();
    await drawer.getByText("Read", { exact: true }).waitFor();
    await clearToasts(page);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await row.getByText("Read", { exact: true }).waitFor();

    const show = (label: string) => page.getByRole("radiogroup", { name: "Show" }).locator("label").filter({ hasText: new RegExp(`^${label}$`) });
    await show("Unread").click();
    await page.waitForURL((url) => url.searchParams.get("status") === "unread");
    await table.getByRole("row").filter({ hasText: subject }).waitFor({ state: "detached" });
    const after = await api<{ unread: number }>("/contact-us?status=unread", { token });
    expect(after.unread).toBe(before.unread - 1);
    await show("Read").click();
    await table.getByRole("row").filter({ hasText: subject }).waitFor();
    await shots(page, "contact-inbox-read");
    expect(admin.pageErrors).toEqual([]);
  });

  it("the merchant opens Plan & billing: the current plan, what it includes, and the plans compared", async () => {
    merchant = await openBrowser(DESKTOP);
    const { page } = merchant;
    await logIn(page, "/merchant/login", "merchant@bitmarte.test");
    await page.waitForURL((url) => url.pathname === "/merchant");
    await page.getByRole("navigation", { name: "Merchant navigation" }).getByRole("link", { name: "Plan & billing", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/merchant/plan");
    await page.getByTestId("current-plan").waitFor();
    expect(await page.getByTestId("current-plan").textContent()).toMatch(/Commission per sale/);
    const table = page.getByRole("table", { name: "Compare pricing plans" });
    await table.waitFor();
    expect(await table.getByRole("row").count()).toBeGreaterThanOrEqual(4);
    expect(await table.getByText("Your plan").count()).toBe(1);
    await page.getByText("What you keep each month").waitFor();
    await shots(page, "plan-billing");
    expect(merchant.pageErrors).toEqual([]);
  });

  it("a would-be seller reads the public pricing page and goes to sign up", async () => {
    const { page } = visitor;
    await page.setViewportSize(MOBILE);
    await visit(page, "/pricing");
    await page.getByRole("heading", { name: "Sell on Bitmarte" }).waitFor();
    await page.getByRole("table", { name: "Compare pricing plans" }).waitFor();
    await page.setViewportSize(DESKTOP);
    await shots(page, "pricing");
    await page.getByRole("link", { name: "Create your store" }).click();
    await page.waitForURL((url) => url.pathname === "/merchant/signup");
    expect(visitor.pageErrors).toEqual([]);
  });
});
