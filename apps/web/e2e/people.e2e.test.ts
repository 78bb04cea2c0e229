import { MESSAGES } from "@bitmarte/contracts";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { api, choose, clearToasts, labelled, toast } from "./stores-support";
import {
	type BrowserSession,
	DESKTOP,
	logIn,
	MOBILE,
	openBrowser,
	screenshot,
	visit,
} from "./support/browser";

const run = Date.now().toString(36);

/** The set-password link mailed to `email` (the last link of the newest mail that has one). */
async function mailedLink(email: string): Promise<string> {
	const outbox = await api<{ rows: { links: string[] }[] }>(
		`/dev/outbox?to=${encodeURIComponent(email)}`,
	);
	const link = outbox.rows
		.flatMap((m) => m.links)
		.find((l) => l.includes("/reset-password/"));
	if (!link) throw new Error(`No set-password link mailed to ${email}`);
	return new URL(link).pathname;
}

async function setPassword(
	page: Page,
	path: string,
	password: string,
): Promise<void> {
	await visit(page, path);
	await page.getByLabel(labelled("New password")).fill(password);
	await page.getByLabel(labelled("Confirm new password")).fill(password);
	await page.getByRole("button", { name: "Set new password" }).click();
	await page
		.getByRole("link", { name: /log in/i })
		.first()
		.waitFor();
}

const navLink = (page: Page, area: string, name: string) =>
	page
		.getByRole("navigation", { name: `${area} navigation` })
		.getByRole("link", { name, exact: true });

describe("merchant staff: invited, limited, widened and removed, each at once", () => {
	const email = `tolu.${run}@example.test`;
	const password = "Tolu-pass-2026";
	let owner: BrowserSession;
	let member: BrowserSession;

	afterAll(async () => {
		await owner?.close();
		await member?.close();
	});

	it("the owner adds a member with products:read only; a taken email shows the first error", async () => {
		owner = await openBrowser(DESKTOP);
		const { page } = owner;
		await logIn(page, "/merchant/login", "merchant@bitmarte.test");
		await page.waitForURL((url) => url.pathname === "/merchant");
		await navLink(page, "Merchant", "Staff").click();
		await page.getByRole("table", { name: "Store staff" }).waitFor();

		await page.getByRole("button", { name: "Add staff member" }).click();
		const dialog = page.getByRole("dialog");
		await dialog.getByLabel(/^First name/).fill("Tolu");
		await dialog.getByLabel(/^Last name/).fill("Adebayo");
		await dialog.getByLabel(/^Email address/).fill("merchant@bitmarte.test");
		await dialog.getByRole("checkbox", { name: "Products: view" }).check();
		await screenshot(page, "people-staff-add-desktop");
		await dialog.getByRole("button", { name: "Add staff member" }).click();
		await dialog
			.getByTestId("form-error")
			.filter({ hasText: MESSAGES.emailTaken })
			.waitFor();
		await toast(page, MESSAGES.emailTaken);
		await clearToasts(page);

		await dialog.getByLabel(/^Email address/).fill(email);
		await dialog.getByRole("button", { name: "Add staff member" }).click();
		await toast(page, MESSAGES.staffCreated);
		const row = page.getByTestId(`staff-${email}`);
		await row.getByText("Invited").waitFor();
		await row.getByText("Products: view").waitFor();
		await screenshot(page, "people-staff-list-desktop");
	});

	it("the member sets a password from the mailed link and sees products but no orders, read-only", async () => {
		member = await openBrowser(MOBILE);
		const { page } = member;
		await setPassword(page, await mailedLink(email), password);
		await page.setViewportSize(DESKTOP);
		await logIn(page, "/merchant/login", email, password);
		await page.waitForURL((url) => url.pathname === "/merchant");
		await navLink(page, "Merchant", "Products").waitFor();
		expect(await navLink(page, "Merchant", "Orders").count()).toBe(0);
		expect(await navLink(page, "Merchant", "Staff").count()).toBe(0);
		await navLink(page, "Merchant", "Products").click();
		await page.getByRole("table").first().waitFor();
		expect(await page.getByRole("link", { name: "Add product" }).count()).toBe(
			0,
		);
		expect(
			await page.getByRole("button", { name: "Add product" }).count(),
		).toBe(0);
		await screenshot(page, "people-staff-member-products-desktop");
	});

	it("the owner grants orders:read and the member sees orders on the next click", async () => {
		await clearToasts(owner.page);
		await owner.page.getByRole("button", { name: "Edit Tolu Adebayo" }).click();
		const dialog = owner.page.getByRole("dialog");
		await dialog.getByRole("checkbox", { name: "Orders: view" }).check();
		await dialog.getByRole("button", { name: "Save changes" }).click();
		await toast(owner.page, MESSAGES.staffUpdated);
		await owner.page
			.getByTestId(`staff-${email}`)
			.getByText("Orders: view")
			.waitFor();

		// Same session, no new login: the next navigation redraws the menu from the server's answer.
		await navLink(member.page, "Merchant", "Dashboard").click();
		await navLink(member.page, "Merchant", "Orders").waitFor();
		await screenshot(member.page, "people-staff-member-orders-desktop");
	});

	it("the owner removes the member, whose next click lands on the login page", async () => {
		await clearToasts(owner.page);
		await owner.page.setViewportSize(MOBILE);
		await screenshot(owner.page, "people-staff-list-mobile");
		await owner.page.getByRole("button", { name: "Edit Tolu Adebayo" }).click();
		await owner.page
			.getByRole("dialog")
			.getByRole("checkbox", { name: "Orders: view" })
			.waitFor();
		await screenshot(owner.page, "people-staff-edit-mobile");
		await owner.page
			.getByRole("dialog")
			.getByRole("button", { name: "Cancel" })
			.click();
		await owner.page.getByRole("dialog").waitFor({ state: "detached" });
		await owner.page
			.getByRole("button", { name: "Remove Tolu Adebayo" })
			.click();
		const confirm = owner.page.getByRole("dialog");
		await confirm.getByText("loses access to your store at once").waitFor();
		await screenshot(owner.page, "people-staff-remove-mobile");
		await confirm.getByRole("button", { name: "Remove" }).click();
		await toast(owner.page, MESSAGES.staffRemoved);
		await owner.page
			.getByTestId(`staff-${email}`)
			.waitFor({ state: "detached" });

		await navLink(member.page, "Merchant", "Products").click();
		await member.page.waitForURL((url) => url.pathname === "/merchant/login");
		expect(member.pageErrors).toEqual([]);
		expect(owner.pageErrors).toEqual([]);
	});
});

describe("super admin: creates, deactivates and reactivates an admin", () => {
	const email = `kemi.${run}@example.test`;
	const password = "Kemi-pass-2026";
	let root: BrowserSession;
	let admin: BrowserSession;

	afterAll(async () => {
		await root?.close();
		await admin?.close();
	});

	const actOn = async (action: "Deactivate" | "Activate", message: string) => {
		const { page } = root;
		await clearToasts(page);
		await page
			.getByRole("button", { name: "More actions for Kemi Okafor" })
			.click();
		await page.getByRole("menuitem", { name: action }).click();
		await page
			.getByRole("dialog")
			.getByRole("button", { name: action })
			.click();
		await toast(page, message);
		await page.getByRole("dialog").waitFor({ state: "detached" });
	};

	it("creates an admin who sets a password from the mail and signs in", async () => {
		root = await openBrowser(DESKTOP);
		const { page } = root;
		await logIn(page, "/admin/login", "superadmin@bitmarte.test");
		await page.waitForURL((url) => url.pathname === "/admin");
		await navLink(page, "Admin", "Admins").click();
		await page.getByRole("table", { name: "Admin accounts" }).waitFor();
		await page.getByRole("button", { name: "Create admin" }).click();
		const dialog = page.getByRole("dialog");
		await dialog.getByLabel(/^First name/).fill("Kemi");
		await dialog.getByLabel(/^Last name/).fill("Okafor");
		await dialog.getByLabel(/^Email address/).fill(email);
		await choose(page, "Role", /^Admin$/, dialog);
		await screenshot(page, "people-admin-create-desktop");
		await dialog.getByRole("button", { name: "Create admin" }).click();
		await toast(page, MESSAGES.adminCreated);
		await page.getByTestId(`admin-${email}`).getByText("Active").waitFor();

		admin = await openBrowser(DESKTOP);
		await setPassword(admin.page, await mailedLink(email), password);
		await logIn(admin.page, "/admin/login", email, password);
		await admin.page.waitForURL((url) => url.pathname === "/admin");
		expect(await navLink(admin.page, "Admin", "Admins").count()).toBe(0);
	});

	it("deactivation ends the admin's open session at once; reactivation lets them back", async () => {
		await actOn("Deactivate", MESSAGES.adminDeactivated);
		await root.page
			.getByTestId(`admin-${email}`)
			.getByText("Deactivated")
			.waitFor();
		await screenshot(root.page, "people-admins-list-desktop");

		await navLink(admin.page, "Admin", "Stores").click();
		await admin.page.waitForURL((url) => url.pathname === "/admin/login");

		await actOn("Activate", MESSAGES.adminActivated);
		await root.page.getByTestId(`admin-${email}`).getByText("Active").waitFor();
		await logIn(admin.page, "/admin/login", email, password);
		await admin.page.waitForURL((url) => url.pathname === "/admin");
	});

	it("filters the list and reads the audit log of these changes", async () => {
		const { page } = root;
		await choose(page, "Status", "Deactivated");
		await page.getByTestId(`admin-${email}`).waitFor({ state: "detached" });
		await page.setViewportSize(MOBILE);
		await visit(page, "/admin/admins");
		await page.getByTestId(`admin-${email}`).waitFor();
		await screenshot(page, "people-admins-list-mobile");

		await page.setViewportSize(DESKTOP);
		await visit(page, "/admin/audit-log");
		await page.getByRole("table", { name: "Audit log" }).waitFor();
		await page.getByLabel("Search the log").fill("Kemi Okafor");
		await page.waitForURL((url) => url.searchParams.get("q") === "Kemi Okafor");
		for (const action of [
			"admin.created",
			"admin.deactivated",
			"admin.activated",
		]) {
			await page.getByTestId(`audit-${action}`).first().waitFor();
		}
		await screenshot(page, "people-audit-log-desktop");
		await page.setViewportSize(MOBILE);
		await screenshot(page, "people-audit-log-mobile");
		expect(root.pageErrors).toEqual([]);
		expect(admin.pageErrors).toEqual([]);
	});
});
