import { MESSAGES } from "@bitmarte/contracts";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import {
	makeAdmin,
	makeCustomer,
	makeMerchant,
	type Person,
} from "../../../test/factories/people.js";
import { auditLog } from "../audit/audit.table.js";
import { users } from "../identity/identity.table.js";
import { admins } from "./admins.table.js";

let t: TestApp;
let root: Person;
let plain: Person;
let merchant: Person;
let customer: Person;

beforeAll(async () => {
	t = await createTestApp({ LOGIN_MAX_FAILS_PER_IP: "1000" });
	root = await makeAdmin(t, "superadmin");
	plain = await makeAdmin(t, "admin");
	merchant = await makeMerchant(t);
	customer = await makeCustomer(t);
});

let n = 0;
const email = () => `admin-${++n}-${Date.now()}@example.test`;
const countAdmins = async () =>
	(await t.db.select({ n: count() }).from(admins))[0].n;
const countAudit = async () =>
	(await t.db.select({ n: count() }).from(auditLog))[0].n;
const lastLink = async (to: string) => {
	const res = await t.call(
		"GET",
		`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`,
	);
	return res.json().data.rows[0]?.links[0] as string | undefined;
};
const tokenOf = (link: string) => link.split("/").pop() as string;
const AT = "203.0.113.7";

/** Creates an admin as `by`, sets its password from the mail, logs in. */
async function newAdmin(role: string, by: Person = root) {
	const address = email();
	const res = await t.call("POST", "/api/v1/superadmin/admins", {
		token: by.token,
		body: { firstName: "Kemi", lastName: "Adeyemi", email: address, role },
		ip: AT,
	});
	expect(res.statusCode).toBe(201);
	const link = await lastLink(address);
	await t.call(
		"PATCH",
		`/api/v1/auth/admin/resetpassword/${tokenOf(link as string)}`,
		{ body: { password: "Admin-pass1" } },
	);
	const login = await t.call("POST", "/api/v1/auth/admin/login", {
		body: { email: address, password: "Admin-pass1" },
	});
	expect(login.statusCode).toBe(200);
	return {
		id: res.json().data.id as string,
		email: address,
		token: login.json().data.token as string,
		kind: "admin" as const,
		userId: res.json().data.id as string,
	};
}

describe("roles and resources", () => {
	it("lists the four roles with their permissions, and the resources they cover", async () => {
		const roles = (
			await t.call("GET", "/api/v1/superadmin/roles", { token: root.token })
		).json().data;
		expect(roles.map((r: { name: string }) => r.name)).toEqual([
			"admin",
			"superadmin",
			"dispatcher",
			"scheduler",
		]);
		expect(
			roles.find((r: { name: string }) => r.name === "superadmin").permissions,
		).toContain("admins:write");
		const resources = (
			await t.call("GET", "/api/v1/superadmin/resources", { token: root.token })
		).json().data;
		expect(
			resources.find((r: { resource: string }) => r.resource === "orders"),
		).toMatchObject({
			label: "Orders",
			actions: expect.arrayContaining(["read", "assign"]),
		});
	});
});

describe("creating admins", () => {
	it("creates, mails a set-password link for the admin reset endpoint, records who did it from where", async () => {
		const address = email();
		const res = await t.call("POST", "/api/v1/superadmin/admins", {
			token: root.token,
			body: {
				firstName: "Emeka",
				lastName: "Obi",
				email: address,
				phoneNumber: "+2348035556666",
				role: "dispatcher",
			},
			ip: AT,
		});
		expect(res.statusCode).toBe(201);
		expect(res.json().message).toBe("Admin successfully created");
		const created = res.json().data;
		expect(created).toMatchObject({
			email: address,
			role: "dispatcher",
			isActive: true,
			lastLogin: null,
		});
		const link = await lastLink(address);
		expect(link).toMatch(
			/^http:\/\/bitmarte\.test\/admin\/reset-password\/[\w-]{20,}$/,
		);
		expect(
			(
				await t.call(
					"PATCH",
					`/api/v1/auth/admin/resetpassword/${tokenOf(link as string)}`,
					{ body: { password: "Emeka-pass1" } },
				)
			).statusCode,
		).toBe(200);
		const login = await t.call("POST", "/api/v1/auth/admin/login", {
			body: { email: address, password: "Emeka-pass1" },
		});
		expect(login.json().data.user.role).toBe("dispatcher");

		const log = await t.call(
			"GET",
			`/api/v1/superadmin/audit-log?targetId=${created.id}`,
			{ token: root.token },
		);
		expect(log.json().data.rows).toEqual([
			expect.objectContaining({
				action: "admin.created",
				actorId: root.userId,
				actorEmail: root.email,
				actorRole: "superadmin",
				targetType: "admin",
				ip: AT,
				targetLabel: `Emeka Obi <${address}>`,
			}),
		]);
		expect(log.json().data.rows[0].changes).toContainEqual({
			field: "role",
			from: null,
			to: "dispatcher",
		});

		const list = await t.call(
			"GET",
			"/api/v1/superadmin/admins?role=dispatcher&limit=100",
			{ token: root.token },
		);
		expect(list.json().data.rows.map((r: { id: string }) => r.id)).toContain(
			created.id,
		);
		expect(
			list
				.json()
				.data.rows.every((r: { role: string }) => r.role === "dispatcher"),
		).toBe(true);
		const search = await t.call(
			"GET",
			`/api/v1/superadmin/admins?search=${encodeURIComponent("Emeka Obi")}`,
			{ token: root.token },
		);
		expect(search.json().data).toMatchObject({
			count: 1,
			rows: [{ id: created.id }],
		});
	});

	it("422 with the first error, nothing written (bad input, unknown role, taken email)", async () => {
		const [a, l] = [await countAdmins(), await countAudit()];
		const bad = await t.call("POST", "/api/v1/superadmin/admins", {
			token: root.token,
			body: { firstName: "", lastName: "", email: "x", role: "king" },
		});
		expect(bad.statusCode).toBe(422);
		expect(bad.json().message).toBe(bad.json().errors[0].message);
		const taken = await t.call("POST", "/api/v1/superadmin/admins", {
			token: root.token,
			body: {
				firstName: "A",
				lastName: "B",
				email: plain.email,
				role: "admin",
			},
		});
		expect(taken.statusCode).toBe(422);
		expect(taken.json().errors).toEqual([
			{ path: "email", message: "An account with this email already exists" },
		]);
		expect([await countAdmins(), await countAudit()]).toEqual([a, l]);
	});

	it("403 for admins who are not super admins, merchants and customers", async () => {
		const body = {
			firstName: "A",
			lastName: "B",
			email: email(),
			role: "admin",
		};
		for (const who of [plain, merchant, customer]) {
			expect(
				(
					await t.call("POST", "/api/v1/superadmin/admins", {
						token: who.token,
						body,
					})
				).statusCode,
			).toBe(403);
			expect(
				(
					await t.call("GET", "/api/v1/superadmin/audit-log", {
						token: who.token,
					})
				).statusCode,
			).toBe(403);
		}
	});
});

describe("changing admins", () => {
	it("edits the role; it applies to the open session at once and is audited with before and after", async () => {
		const a = await newAdmin("admin");
		expect(
			(
				await t.call("GET", "/api/v1/auth/permissions", { token: a.token })
			).json().data.role,
		).toBe("admin");
		const res = await t.call("PATCH", `/api/v1/superadmin/admins/${a.id}`, {
			token: root.token,
			body: { role: "scheduler", firstName: "Kemisola" },
			ip: AT,
		});
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({
			message: "Admin successfully updated",
			data: { role: "scheduler", firstName: "Kemisola" },
		});
		expect(
			(
				await t.call("GET", "/api/v1/auth/permissions", { token: a.token })
			).json().data.role,
		).toBe("scheduler");
		const log = (
			await t.call(
				"GET",
				`/api/v1/superadmin/audit-log?targetId=${a.id}&action=admin.updated`,
				{ token: root.token },
			)
		).json().data;
		expect(log.rows[0].changes).toEqual(
			expect.arrayContaining([
				{ field: "role", from: "admin", to: "scheduler" },
				{ field: "firstName", from: "Kemi", to: "Kemisola" },
			]),
		);

		const bad = await t.call("PATCH", `/api/v1/superadmin/admins/${a.id}`, {
			token: root.token,
			body: { role: "owner" },
		});
		expect(bad.statusCode).toBe(422);
		expect(
			(
				await t.call("GET", `/api/v1/superadmin/admins/${a.id}`, {
					token: root.token,
				})
			).json().data.role,
		).toBe("scheduler");
	});

	it("deactivation ends the admin's sessions at once; activation lets them back", async () => {
		const a = await newAdmin("admin");
		const res = await t.call(
			"PATCH",
			`/api/v1/superadmin/admins/${a.id}/deactivate`,
			{ token: root.token },
		);
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({
			message: "Admin successfully deactivated",
			data: { isActive: false },
		});
		expect(
			(await t.call("GET", "/api/v1/auth/userdata", { token: a.token }))
				.statusCode,
		).toBe(401);
		expect(
			(
				await t.call("POST", "/api/v1/auth/admin/login", {
					body: { email: a.email, password: "Admin-pass1" },
				})
			).statusCode,
		).toBe(403);
		expect(
			(
				await t.call("PATCH", `/api/v1/superadmin/admins/${a.id}/deactivate`, {
					token: root.token,
				})
			).statusCode,
		).toBe(409);

		const back = await t.call(
			"PATCH",
			`/api/v1/superadmin/admins/${a.id}/activate`,
			{ token: root.token },
		);
		expect(back.json()).toMatchObject({
			message: "Admin successfully activated",
			data: { isActive: true },
		});
		expect(
			(
				await t.call("POST", "/api/v1/auth/admin/login", {
					body: { email: a.email, password: "Admin-pass1" },
				})
			).statusCode,
		).toBe(200);
		const actions = (
			await t.call("GET", `/api/v1/superadmin/audit-log?targetId=${a.id}`, {
				token: root.token,
			})
		)
			.json()
			.data.rows.map((r: { action: string }) => r.action);
		expect(actions).toEqual([
			"admin.activated",
			"admin.deactivated",
			"admin.created",
		]);
	});

	it("deletion ends sessions, frees the address for a new account, and is audited", async () => {
		const a = await newAdmin("scheduler");
		const res = await t.call("DELETE", `/api/v1/superadmin/admins/${a.id}`, {
			token: root.token,
		});
		expect(res.json()).toMatchObject({
			message: "Admin successfully deleted",
			data: { id: a.id },
		});
		expect(
			(await t.call("GET", "/api/v1/auth/userdata", { token: a.token }))
				.statusCode,
		).toBe(401);
		expect(
			(
				await t.call("GET", `/api/v1/superadmin/admins/${a.id}`, {
					token: root.token,
				})
			).statusCode,
		).toBe(404);
		expect(
			(
				await t.call("POST", "/api/v1/auth/admin/login", {
					body: { email: a.email, password: "Admin-pass1" },
				})
			).statusCode,
		).not.toBe(200);
		const log = (
			await t.call(
				"GET",
				`/api/v1/superadmin/audit-log?targetId=${a.id}&action=admin.deleted`,
				{ token: root.token },
			)
		).json().data;
		expect(log.count).toBe(1);
		const again = await t.call("POST", "/api/v1/superadmin/admins", {
			token: root.token,
			body: { firstName: "Kemi", lastName: "A", email: a.email, role: "admin" },
		});
		expect(again.statusCode).toBe(201);
		expect(again.json().data).toMatchObject({
			id: a.id,
			role: "admin",
			isActive: true,
		});
	});

	it("unknown ids answer 404 for every change", async () => {
		const id = "00000000-0000-4000-8000-000000000000";
		for (const [method, url, body] of [
			["GET", `/api/v1/superadmin/admins/${id}`],
			["PATCH", `/api/v1/superadmin/admins/${id}`, { firstName: "X" }],
			["PATCH", `/api/v1/superadmin/admins/${id}/deactivate`],
			["PATCH", `/api/v1/superadmin/admins/${id}/activate`],
			["DELETE", `/api/v1/superadmin/admins/${id}`],
		] as const) {
			expect(
				(await t.call(method, url, { token: root.token, body })).statusCode,
			).toBe(404);
		}
		// A merchant user's id is not an admin.
		expect(
			(
				await t.call("GET", `/api/v1/superadmin/admins/${merchant.userId}`, {
					token: root.token,
				})
			).statusCode,
		).toBe(404);
	});
});

describe("the last active super admin", () => {
	it("cannot be deactivated, deleted or demoted; with a second one it can", async () => {
		const t2 = await createTestApp();
		const only = await makeAdmin(t2, "superadmin");
		// Only the super admin themselves could try, and the self rule answers first.
		for (const [method, url, body] of [
			["PATCH", `/api/v1/superadmin/admins/${only.userId}/deactivate`],
			["DELETE", `/api/v1/superadmin/admins/${only.userId}`],
			["PATCH", `/api/v1/superadmin/admins/${only.userId}`, { role: "admin" }],
		] as const) {
			const res = await t2.call(method, url, { token: only.token, body });
			expect(res.statusCode).toBe(409);
			expect(res.json().message).toBe(MESSAGES.adminSelfChange);
		}
		const [u] = await t2.db
			.select()
			.from(users)
			.where(eq(users.id, only.userId));
		expect(u.isActive).toBe(true);
		expect((await t2.db.select({ n: count() }).from(auditLog))[0].n).toBe(0);

		const second = await makeAdmin(t2, "superadmin");
		// Two super admins removing each other at the same time: exactly one wins.
		const [a, b] = await Promise.all([
			t2.call(
				"PATCH",
				`/api/v1/superadmin/admins/${second.userId}/deactivate`,
				{ token: only.token },
			),
			t2.call("PATCH", `/api/v1/superadmin/admins/${only.userId}/deactivate`, {
				token: second.token,
			}),
		]);
		// The loser is refused by the rule (409), or, when the winner committed first, its session is gone (401).
		const codes = [a.statusCode, b.statusCode].sort();
		expect(codes[0]).toBe(200);
		expect([401, 409]).toContain(codes[1]);
		const active = await t2.db
			.select()
			.from(users)
			.where(eq(users.isActive, true));
		expect(active.filter((r) => r.kind === "admin")).toHaveLength(1);
	});
});

describe("one's own account", () => {
	it("a super admin cannot deactivate, delete or demote themselves (409, nothing written); other edits are fine", async () => {
		const me = await makeAdmin(t, "superadmin");
		const before = await countAudit();
		for (const [method, url, body] of [
			["PATCH", `/api/v1/superadmin/admins/${me.userId}/deactivate`],
			["DELETE", `/api/v1/superadmin/admins/${me.userId}`],
			["PATCH", `/api/v1/superadmin/admins/${me.userId}`, { role: "admin" }],
		] as const) {
			const res = await t.call(method, url, { token: me.token, body });
			expect(res.statusCode).toBe(409);
			expect(res.json().message).toBe(
				"You cannot deactivate, delete or change the role of your own account; ask another super admin",
			);
		}
		const [row] = await t.db.select().from(admins).where(eq(admins.userId, me.userId));
		expect(row.role).toBe("superadmin");
		const [u] = await t.db.select().from(users).where(eq(users.id, me.userId));
		expect(u.isActive).toBe(true);
		expect(await countAudit()).toBe(before);

		const renamed = await t.call("PATCH", `/api/v1/superadmin/admins/${me.userId}`, {
			token: me.token,
			body: { firstName: "Renamed", role: "superadmin" },
		});
		expect(renamed.statusCode).toBe(200);
		expect(renamed.json().data).toMatchObject({ firstName: "Renamed", role: "superadmin" });
		// Another super admin still can.
		expect(
			(await t.call("PATCH", `/api/v1/superadmin/admins/${me.userId}/deactivate`, { token: root.token })).statusCode,
		).toBe(200);
	});
});

describe("audit log", () => {
	it("pages newest first and filters by action, actor, text and day", async () => {
		await newAdmin("admin");
		await newAdmin("admin");
		const all = (
			await t.call("GET", "/api/v1/superadmin/audit-log?limit=2", {
				token: root.token,
			})
		).json().data;
		expect(all.rows).toHaveLength(2);
		expect(all.count).toBeGreaterThan(2);
		expect(all.rows[0].at >= all.rows[1].at).toBe(true);
		const p2 = (
			await t.call("GET", "/api/v1/superadmin/audit-log?limit=2&page=2", {
				token: root.token,
			})
		).json().data;
		expect(p2.rows[0].id).not.toBe(all.rows[0].id);
		const byActor = (
			await t.call(
				"GET",
				`/api/v1/superadmin/audit-log?actorId=${root.userId}&action=admin.created&limit=100`,
				{ token: root.token },
			)
		).json().data;
		expect(
			byActor.rows.every(
				(r: { actorId: string; action: string }) =>
					r.actorId === root.userId && r.action === "admin.created",
			),
		).toBe(true);
		const today = new Date().toISOString().slice(0, 10);
		expect(
			(
				await t.call(
					"GET",
					`/api/v1/superadmin/audit-log?from=${today}&to=${today}`,
					{ token: root.token },
				)
			).json().data.count,
		).toBe(all.count);
		expect(
			(
				await t.call("GET", "/api/v1/superadmin/audit-log?to=2000-01-01", {
					token: root.token,
				})
			).json().data.count,
		).toBe(0);
		expect(
			(
				await t.call("GET", "/api/v1/superadmin/audit-log?search=Kemi", {
					token: root.token,
				})
			).json().data.count,
		).toBeGreaterThan(0);
		expect(
			(
				await t.call("GET", "/api/v1/superadmin/audit-log?action=nope", {
					token: root.token,
				})
			).statusCode,
		).toBe(422);
	});

	it("approver changes are audited too", async () => {
		const a = await newAdmin("admin");
		const res = await t.call("POST", "/api/v1/storeapproval/approvers", {
			token: root.token,
			body: { adminId: a.id, level: "first" },
		});
		expect(res.statusCode).toBe(201);
		const rows = (
			await t.call(
				"GET",
				`/api/v1/superadmin/audit-log?targetId=${a.id}&action=approver.created`,
				{ token: root.token },
			)
		).json().data.rows;
		expect(rows[0].changes).toContainEqual({
			field: "isApprover",
			from: "false",
			to: "true",
		});
	});
});
