import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import {
	type MerchantPerson,
	makeAdmin,
	makeCustomer,
	makeMerchant,
	makeStaff,
	type Person,
} from "../../../test/factories/people.js";
import { users } from "../identity/identity.table.js";
import { merchantStaff } from "./merchants.table.js";

let t: TestApp;
let owner: MerchantPerson;
let otherOwner: MerchantPerson;
let customer: Person;
let admin: Person;

beforeAll(async () => {
	t = await createTestApp({ LOGIN_MAX_FAILS_PER_IP: "1000" });
	owner = await makeMerchant(t, { storeName: "Iya Basira Kitchen" });
	otherOwner = await makeMerchant(t);
	customer = await makeCustomer(t);
	admin = await makeAdmin(t, "superadmin");
});

let n = 0;
const email = () => `member-${++n}-${Date.now()}@example.test`;
const countStaff = async () =>
	(await t.db.select({ n: count() }).from(merchantStaff))[0].n;
const lastLink = async (to: string) => {
	const res = await t.call(
		"GET",
		`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`,
	);
	return res.json().data.rows[0]?.links[0] as string | undefined;
};
const tokenOf = (link: string) => link.split("/").pop() as string;

/** Adds a member as `by`, sets the password from the mailed link and logs in. */
async function onboardMember(
	permissions: string[],
	by: MerchantPerson = owner,
) {
	const address = email();
	const res = await t.call("POST", "/api/v1/staff", {
		token: by.token,
		body: {
			firstName: "Tunde",
			lastName: "Bello",
			email: address,
			permissions,
		},
	});
	expect(res.statusCode).toBe(201);
	const link = await lastLink(address);
	const set = await t.call(
		"PATCH",
		`/api/v1/auth/merchant/resetpassword/${tokenOf(link as string)}`,
		{ body: { password: "Staff-pass1" } },
	);
	expect(set.statusCode).toBe(200);
	const login = await t.call("POST", "/api/v1/auth/merchant/login", {
		body: { email: address, password: "Staff-pass1" },
	});
	expect(login.statusCode).toBe(200);
	return {
		id: res.json().data.id as string,
		email: address,
		token: login.json().data.token as string,
		user: login.json().data.user,
	};
}

describe("staff resources", () => {
	it("lists every resource with read and write", async () => {
		const res = await t.call("GET", "/api/v1/staff/resources", {
			token: owner.token,
		});
		expect(res.statusCode).toBe(200);
		const rows = res.json().data;
		expect(rows.map((r: { resource: string }) => r.resource)).toEqual([
			"products",
			"orders",
			"returns",
			"coupons",
			"staff",
			"store",
			"reports",
			"transactions",
			"themes",
		]);
		expect(rows[0]).toEqual({
			resource: "products",
			label: "Products",
			actions: ["read", "write"],
		});
	});
});

describe("adding staff", () => {
	it("creates the member, mails a set-password link for the merchant reset endpoint, and the member logs in", async () => {
		const address = email();
		const res = await t.call("POST", "/api/v1/staff", {
			token: owner.token,
			body: {
				firstName: "Chioma",
				lastName: "Eze",
				email: address,
				phoneNumber: "+2348031234567",
				permissions: ["products:write"],
			},
		});
		expect(res.statusCode).toBe(201);
		expect(res.json().message).toBe("Store staff successfully created");
		const staff = res.json().data;
		// write implies read
		expect(staff).toMatchObject({
			firstName: "Chioma",
			email: address,
			permissions: ["products:read", "products:write"],
			isActive: true,
			invitationAccepted: false,
			lastLogin: null,
		});

		// No password yet: login fails until the link is used.
		expect(
			(
				await t.call("POST", "/api/v1/auth/merchant/login", {
					body: { email: address, password: "whatever1A" },
				})
			).statusCode,
		).toBe(401);
		const link = await lastLink(address);
		expect(link).toMatch(
			/^http:\/\/bitmarte\.test\/merchant\/reset-password\/[\w-]{20,}$/,
		);
		const set = await t.call(
			"PATCH",
			`/api/v1/auth/merchant/resetpassword/${tokenOf(link as string)}`,
			{ body: { password: "Chioma-pass1" } },
		);
		expect(set.statusCode).toBe(200);
		const login = await t.call("POST", "/api/v1/auth/merchant/login", {
			body: { email: address, password: "Chioma-pass1" },
		});
		expect(login.statusCode).toBe(200);
		expect(login.json().data.user).toMatchObject({
			role: "staff",
			storeName: "Iya Basira Kitchen",
			permissions: ["products:read", "products:write"],
		});

		const got = await t.call("GET", `/api/v1/staff/${staff.id}`, {
			token: owner.token,
		});
		expect(got.json().data).toMatchObject({ invitationAccepted: true });
		const list = await t.call("GET", "/api/v1/staff?limit=100", {
			token: owner.token,
		});
		expect(list.json().data.rows.map((r: { id: string }) => r.id)).toContain(
			staff.id,
		);
	});

	it("422 with the first error as message, nothing written", async () => {
		const before = await countStaff();
		const res = await t.call("POST", "/api/v1/staff", {
			token: owner.token,
			body: { firstName: "", lastName: "X", email: "nope", permissions: [] },
		});
		expect(res.statusCode).toBe(422);
		const body = res.json();
		expect(body.errors.length).toBeGreaterThan(1);
		expect(body.message).toBe(body.errors[0].message);
		const unknown = await t.call("POST", "/api/v1/staff", {
			token: owner.token,
			body: {
				firstName: "A",
				lastName: "B",
				email: email(),
				permissions: ["money:write"],
			},
		});
		expect(unknown.statusCode).toBe(422);
		expect(await countStaff()).toBe(before);
	});

	it("an email that already has a merchant account answers 422 on email, nothing written", async () => {
		const before = await countStaff();
		const res = await t.call("POST", "/api/v1/staff", {
			token: owner.token,
			body: {
				firstName: "A",
				lastName: "B",
				email: otherOwner.email,
				permissions: ["products:read"],
			},
		});
		expect(res.statusCode).toBe(422);
		expect(res.json()).toMatchObject({
			message: "An account with this email already exists",
			errors: [{ path: "email" }],
		});
		expect(await countStaff()).toBe(before);
	});

	it("403 for staff without staff:write, customers and admins; 401 without a token", async () => {
		const reader = await makeStaff(t, owner, ["staff:read"]);
		const body = {
			firstName: "A",
			lastName: "B",
			email: email(),
			permissions: ["products:read"],
		};
		for (const who of [reader, customer, admin]) {
			expect(
				(await t.call("POST", "/api/v1/staff", { token: who.token, body }))
					.statusCode,
			).toBe(403);
		}
		expect(
			(await t.call("GET", "/api/v1/staff", { token: reader.token }))
				.statusCode,
		).toBe(200);
		expect((await t.call("POST", "/api/v1/staff", { body })).statusCode).toBe(
			401,
		);
	});

	it("a member with staff:write manages other members but not their own account", async () => {
		const manager = await onboardMember(["staff:write"]);
		const other = await onboardMember(["products:read"], owner);
		const res = await t.call("PATCH", `/api/v1/staff/${other.id}`, {
			token: manager.token,
			body: { permissions: ["coupons:read"] },
		});
		expect(res.statusCode).toBe(200);
		const self = await t.call("PATCH", `/api/v1/staff/${manager.id}`, {
			token: manager.token,
			body: { permissions: ["staff:write", "orders:write"] },
		});
		expect(self.statusCode).toBe(409);
		expect(
			(
				await t.call("DELETE", `/api/v1/staff/${manager.id}`, {
					token: manager.token,
				})
			).statusCode,
		).toBe(409);
	});
});

describe("changing and removing staff", () => {
	it("permission changes apply to the member's open session at once", async () => {
		const m = await onboardMember(["products:read"]);
		expect(
			(await t.call("GET", "/api/v1/products", { token: m.token })).statusCode,
		).toBe(200);
		expect(
			(
				await t.call("GET", "/api/v1/ordertracking/merchant/orders", {
					token: m.token,
				})
			).statusCode,
		).toBe(403);
		expect(
			(await t.call("POST", "/api/v1/products", { token: m.token, body: {} }))
				.statusCode,
		).toBe(403);

		const res = await t.call("PATCH", `/api/v1/staff/${m.id}`, {
			token: owner.token,
			body: { permissions: ["products:read", "orders:read"] },
		});
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({
			message: "Store staff successfully updated",
			data: { permissions: ["products:read", "orders:read"] },
		});
		// Same token, next request.
		expect(
			(
				await t.call("GET", "/api/v1/ordertracking/merchant/orders", {
					token: m.token,
				})
			).statusCode,
		).toBe(200);
		expect(
			(
				await t.call("GET", "/api/v1/auth/permissions", { token: m.token })
			).json().data.permissions,
		).toEqual(["products:read", "orders:read"]);

		await t.call("PATCH", `/api/v1/staff/${m.id}`, {
			token: owner.token,
			body: { permissions: ["orders:read"] },
		});
		expect(
			(await t.call("GET", "/api/v1/products", { token: m.token })).statusCode,
		).toBe(403);
	});

	it("edits details; 422 writes nothing; another merchant's member is 404", async () => {
		const m = await onboardMember(["products:read"]);
		const res = await t.call("PATCH", `/api/v1/staff/${m.id}`, {
			token: owner.token,
			body: { firstName: "Babatunde", phoneNumber: "+2348030000001" },
		});
		expect(res.json().data).toMatchObject({
			firstName: "Babatunde",
			phoneNumber: "+2348030000001",
			permissions: ["products:read"],
		});
		const bad = await t.call("PATCH", `/api/v1/staff/${m.id}`, {
			token: owner.token,
			body: { firstName: "", permissions: [] },
		});
		expect(bad.statusCode).toBe(422);
		expect(bad.json().message).toBe(bad.json().errors[0].message);
		expect(
			(
				await t.call("GET", `/api/v1/staff/${m.id}`, { token: owner.token })
			).json().data.firstName,
		).toBe("Babatunde");
		for (const [method, body] of [
			["GET"],
			["PATCH", { firstName: "X" }],
			["DELETE"],
		] as const) {
			expect(
				(
					await t.call(method, `/api/v1/staff/${m.id}`, {
						token: otherOwner.token,
						body,
					})
				).statusCode,
			).toBe(404);
		}
		expect(
			(
				await t.call("GET", `/api/v1/staff/${owner.userId}`, {
					token: owner.token,
				})
			).statusCode,
		).toBe(404);
	});

	it("deactivating ends the member's sessions; reactivating lets them log in again", async () => {
		const m = await onboardMember(["products:read"]);
		await t.call("PATCH", `/api/v1/staff/${m.id}`, {
			token: owner.token,
			body: { isActive: false },
		});
		expect(
			(await t.call("GET", "/api/v1/products", { token: m.token })).statusCode,
		).toBe(401);
		const login = await t.call("POST", "/api/v1/auth/merchant/login", {
			body: { email: m.email, password: "Staff-pass1" },
		});
		expect(login.statusCode).toBe(403);
		await t.call("PATCH", `/api/v1/staff/${m.id}`, {
			token: owner.token,
			body: { isActive: true },
		});
		expect(
			(
				await t.call("POST", "/api/v1/auth/merchant/login", {
					body: { email: m.email, password: "Staff-pass1" },
				})
			).statusCode,
		).toBe(200);
	});

	it("removing a member ends their sessions at once and the address can be added again", async () => {
		const m = await onboardMember(["products:read"]);
		const res = await t.call("DELETE", `/api/v1/staff/${m.id}`, {
			token: owner.token,
		});
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({
			message: "Store staff successfully removed",
			data: { id: m.id },
		});
		expect(
			(await t.call("GET", "/api/v1/products", { token: m.token })).statusCode,
		).toBe(401);
		expect(
			(
				await t.call("POST", "/api/v1/auth/merchant/login", {
					body: { email: m.email, password: "Staff-pass1" },
				})
			).statusCode,
		).not.toBe(200);
		expect(
			(await t.call("GET", `/api/v1/staff/${m.id}`, { token: owner.token }))
				.statusCode,
		).toBe(404);
		const [user] = await t.db.select().from(users).where(eq(users.id, m.id));
		expect(user.isActive).toBe(false);

		// Another store may now add the same person; the old password no longer works.
		const again = await t.call("POST", "/api/v1/staff", {
			token: otherOwner.token,
			body: {
				firstName: "Tunde",
				lastName: "Bello",
				email: m.email,
				permissions: ["coupons:read"],
			},
		});
		expect(again.statusCode).toBe(201);
		expect(again.json().data).toMatchObject({
			id: m.id,
			invitationAccepted: false,
			permissions: ["coupons:read"],
		});
		expect(
			(
				await t.call("POST", "/api/v1/auth/merchant/login", {
					body: { email: m.email, password: "Staff-pass1" },
				})
			).statusCode,
		).not.toBe(200);
	});
});
