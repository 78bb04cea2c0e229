import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, DESKTOP, logIn, MOBILE, openBrowser, screenshot, visit } from "./support/browser";
import { MESSAGES } from "@bitmarte/contracts";
import { choose, clearToasts, labelled, toast } from "./stores-support";

async function asAdmin(email: string, viewport = DESKTOP): Promise<BrowserSession> {
  const browser = await openBrowser(viewport);
  await logIn(browser.page, "/admin/login", email);
  await browser.page.waitForURL((url) => url.pathname === "/admin");
  return browser;
}

async function statusOf(page: Page): Promise<string> {
  return ((await page.getByTestId("store-approval-status").textContent()) ?? "").trim();
}

/** Opens a store's review page from the unapproved list, searching by name. */
async function openFromUnapproved(page: Page, storeName: string): Promise<void> {
  await visit(page, "/admin/stores");
  await page.getByLabel("Search stores").fill(storeName);
  await page.waitForURL((url) => url.searchParams.has("unapproved-q"));
  await page.getByRole("link", { name: storeName }).click();
  await page.getByRole("heading", { level: 1, name: storeName }).waitFor();
}

describe("two different admins approve a pending store in two steps", () => {
  const store = "Makurdi Yam Depot";
  let admin: BrowserSession;
  let superadmin: BrowserSession;

  beforeAll(async () => {
    admin = await asAdmin("admin@bitmarte.test");
    superadmin = await asAdmin("superadmin@bitmarte.test");
  });

  afterAll(async () => {
    await admin?.close();
    await superadmin?.close();
  });

  it("lists unapproved stores with a summary, search and paging", async () => {
    const { page } = admin;
    await visit(page, "/admin/stores");
    await page.getByRole("table", { name: "Stores waiting for approval" }).waitFor();
    await page.getByRole("link", { name: "Akure Cocoa Delights" }).waitFor();
    await screenshot(page, "stores-admin-list-desktop");

    await choose(page, "Review state", "Awaiting second approval");
    await page.getByRole("link", { name: "Akure Cocoa Delights" }).waitFor();
    await page.getByRole("link", { name: store }).waitFor({ state: "detached" });

    await page.getByRole("tab", { name: "Approved", exact: true }).click();
    await page.getByRole("table", { name: "Approved stores" }).waitFor();
    await page.getByLabel("Search stores").fill("Eko Gadget");
    await page.getByRole("link", { name: "Eko Gadget Hub" }).waitFor();

    await page.setViewportSize(MOBILE);
    await page.getByRole("tab", { name: "Unapproved", exact: true }).click();
    await page.getByRole("list", { name: "Stores waiting for approval" }).waitFor();
    await screenshot(page, "stores-admin-list-mobile");
    await page.setViewportSize(DESKTOP);
    expect(admin.pageErrors).toEqual([]);
  });

  it("the same admin cannot give the second approval of a store it approved first", async () => {
    const { page } = admin;
    await openFromUnapproved(page, "Akure Cocoa Delights");
    expect(await statusOf(page)).toBe("Awaiting second approval");
    expect(await page.getByTestId("approve-hint").textContent()).toContain("You gave the first approval");
    expect(await page.getByRole("button", { name: "Give second approval" }).isDisabled()).toBe(true);
  });

  it("admin@ gives the first approval, superadmin@ the second, and the store goes live", async () => {
    await openFromUnapproved(admin.page, store);
    expect(await statusOf(admin.page)).toBe("Awaiting first approval");
    await admin.page.getByRole("button", { name: "Give first approval" }).click();
    await toast(admin.page, MESSAGES.storeFirstApproved);
    await admin.page.getByTestId("store-approval-status").filter({ hasText: "Awaiting second approval" }).waitFor();
    await admin.page.getByTestId("approve-hint").waitFor();
    expect(await admin.page.getByRole("button", { name: "Give second approval" }).isDisabled()).toBe(true);
    await clearToasts(admin.page);
    await screenshot(admin.page, "stores-admin-first-approval-desktop");

    const { page } = superadmin;
    await openFromUnapproved(page, store);
    expect(await statusOf(page)).toBe("Awaiting second approval");
    await page.getByText("Amaka Obi ·").first().waitFor();
    await page.getByRole("button", { name: "Give second approval" }).click();
    await toast(page, MESSAGES.storeApproved);
    await page.getByTestId("store-approval-status").filter({ hasText: "Approved" }).waitFor();
    await page.getByText("Ifeanyi Nwosu ·").first().waitFor();
    await clearToasts(page);
    await screenshot(page, "stores-admin-second-approval-desktop");

    await page.setViewportSize(MOBILE);
    await screenshot(page, "stores-admin-review-mobile");
    await page.setViewportSize(DESKTOP);

    await visit(page, "/admin/stores?tab=approved");
    await page.getByLabel("Search stores").fill(store);
    await page.getByRole("link", { name: store }).waitFor();
    expect(admin.pageErrors).toEqual([]);
    expect(superadmin.pageErrors).toEqual([]);
  });

  it("an admin rejects a store with a reason", async () => {
    const { page } = admin;
    const reason = "The NIN slip is unreadable. Upload a clear scan of the whole slip.";
    await openFromUnapproved(page, "Sokoto Grains Co-op");
    await page.getByRole("button", { name: "Reject store" }).click();
    const dialog = page.getByRole("dialog", { name: "Reject Sokoto Grains Co-op" });
    await dialog.getByLabel(labelled("Reason")).fill(reason);
    await dialog.getByRole("button", { name: "Reject store" }).click();
    await toast(page, MESSAGES.storeRejected);
    await page.getByTestId("store-rejection-reason").filter({ hasText: reason }).waitFor();
    expect(await statusOf(page)).toBe("Rejected");
    await page.getByText("Rejected", { exact: true }).first().waitFor();
    expect(admin.pageErrors).toEqual([]);
  });
});

describe("hubs: an admin approves an application and it leaves the list", () => {
  let admin: BrowserSession;

  beforeAll(async () => {
    admin = await asAdmin("admin@bitmarte.test");
  });

  afterAll(async () => {
    await admin?.close();
  });

  it("approves Sabon Gari Hub, then edits and removes it from the approved hubs", async () => {
    const { page } = admin;
    const hub = "Sabon Gari Hub";
    await visit(page, "/admin/hubs");
    const approve = page.getByRole("button", { name: `Approve ${hub}` });
    await approve.waitFor();
    await screenshot(page, "stores-admin-hub-applications-desktop");
    await approve.click();
    await toast(page, MESSAGES.hubApproved);
    await approve.waitFor({ state: "detached" });
    expect(await page.getByRole("cell", { name: hub }).count()).toBe(0);
    await clearToasts(page);

    await page.getByRole("tab", { name: "Approved hubs" }).click();
    await page.getByLabel("Search hubs").fill("Sabon");
    await page.getByRole("button", { name: `Edit ${hub}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${hub}` });
    await dialog.getByLabel("Description").fill("Pickup point for Sabon Gari market, open daily 8am to 6pm.");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await toast(page, MESSAGES.updated);
    await page.getByText("Pickup point for Sabon Gari market").waitFor();
    await clearToasts(page);
    await screenshot(page, "stores-admin-hubs-approved-desktop");

    await page.getByRole("button", { name: `Remove ${hub}` }).click();
    await page.getByRole("dialog", { name: "Remove hub" }).getByRole("button", { name: "Remove hub" }).click();
    await toast(page, MESSAGES.deleted);
    await page.getByText("No hub matches your search").waitFor();

    // Rejecting needs a reason; the application then leaves the list.
    await page.getByRole("tab", { name: "Applications" }).click();
    const benin = "Ring Road Benin Hub";
    await page.getByRole("button", { name: `Reject ${benin}` }).click();
    const rejectDialog = page.getByRole("dialog", { name: `Reject ${benin}` });
    await rejectDialog.getByRole("button", { name: "Reject application" }).click();
    await rejectDialog.getByText("Reason must be at least 3 characters").waitFor();
    await rejectDialog.getByLabel("Reason").fill("The address is a market stall, not a pickup point.");
    await screenshot(page, "stores-admin-hub-reject-desktop");
    await rejectDialog.getByRole("button", { name: "Reject application" }).click();
    await toast(page, MESSAGES.hubRejected);
    await rejectDialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: `Reject ${benin}` }).waitFor({ state: "detached" });
    await clearToasts(page);

    await page.setViewportSize(MOBILE);
    await visit(page, "/admin/hubs");
    await page.getByRole("button", { name: /^Approve / }).first().waitFor();
    await screenshot(page, "stores-admin-hub-applications-mobile");
    expect(admin.pageErrors).toEqual([]);
  });
});

describe("approvers: only the super admin manages them", () => {
  let superadmin: BrowserSession;

  beforeAll(async () => {
    superadmin = await asAdmin("superadmin@bitmarte.test");
  });

  afterAll(async () => {
    await superadmin?.close();
  });

  it("an admin without the super admin role is turned away", async () => {
    const admin = await asAdmin("admin@bitmarte.test");
    try {
      await visit(admin.page, "/admin/approvers");
      await admin.page.getByRole("heading", { name: "No access to Approvers" }).waitFor();
    } finally {
      await admin.close();
    }
  });

  it("edits an approver and creates one", async () => {
    const { page } = superadmin;
    await visit(page, "/admin/approvers");
    const row = page.getByTestId("approver-admin@bitmarte.test");
    await row.waitFor();
    await screenshot(page, "stores-admin-approvers-desktop");

    // Editing: the approver steps down (Successfully updated approver.).
    await page.getByRole("button", { name: "Edit Amaka Obi" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Amaka Obi" });
    await edit.getByLabel("Active approver").uncheck();
    await edit.getByRole("button", { name: "Save changes" }).click();
    await toast(page, MESSAGES.approverUpdated);
    await row.getByText("Inactive").waitFor();
    await clearToasts(page);

    // Creating: the admin becomes an approver again (Successfully created approver.).
    await page.getByRole("button", { name: "Add approver" }).click();
    const add = page.getByRole("dialog", { name: "Add an approver" });
    await choose(page, "Admin", /Amaka Obi/, add);
    await choose(page, "Approval level", "First approval", add);
    await screenshot(page, "stores-admin-add-approver-desktop");
    await add.getByRole("button", { name: "Add approver" }).click();
    await toast(page, MESSAGES.approverCreated);
    await row.getByText("Active", { exact: true }).waitFor();
    expect(superadmin.pageErrors).toEqual([]);
  });
});

describe("merchants: list with search and a merchant's record", () => {
  let admin: BrowserSession;

  beforeAll(async () => {
    admin = await asAdmin("admin@bitmarte.test");
  });

  afterAll(async () => {
    await admin?.close();
  });

  it("finds a merchant and opens the record with documents", async () => {
    const { page } = admin;
    await visit(page, "/admin/merchants");
    await page.getByRole("table", { name: "Merchants" }).waitFor();
    await screenshot(page, "stores-admin-merchants-desktop");
    await page.getByLabel("Search merchants").fill("Chinedu");
    await page.waitForURL((url) => url.searchParams.get("q") === "Chinedu");
    await page.getByRole("link", { name: "Chinedu Eze" }).click();
    await page.getByRole("heading", { level: 1, name: "Chinedu Eze" }).waitFor();
    await page.getByText("Eko Gadget Hub").first().waitFor();
    const [tab] = await Promise.all([
      admin.context.waitForEvent("page"),
      page.getByRole("button", { name: "Open Proof of address in a new tab" }).click(),
    ]);
    await tab.waitForURL((url) => url.protocol === "blob:");
    await tab.close();
    await screenshot(page, "stores-admin-merchant-detail-desktop");
    await page.setViewportSize(MOBILE);
    await screenshot(page, "stores-admin-merchant-detail-mobile");
    expect(admin.pageErrors).toEqual([]);
  });
});
