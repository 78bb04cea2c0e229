import { randomBytes } from "node:crypto";
import type { Person } from "../factories/people.js";
import type { TenantFixture } from "../tenant-fixtures.js";

/** The owner adds a staff member through the API; another merchant addressing it gets 404. */
async function addStaff(
	t: Parameters<TenantFixture>[0],
	owner: Person,
): Promise<string> {
	const res = await t.call("POST", "/api/v1/staff", {
		token: owner.token,
		body: {
			firstName: "Ada",
			lastName: "Fixture",
			email: `staff-${randomBytes(4).toString("hex")}@example.test`,
			permissions: ["products:read"],
		},
	});
	if (res.statusCode !== 201)
		throw new Error(`fixture staff failed: ${res.body}`);
	return res.json().data.id;
}

export const fixtures: Record<
	string,
	{ kind: Person["kind"]; make: TenantFixture }
> = {
	"stores.staffGet": {
		kind: "merchant",
		make: async (t, owner) => ({
			url: `/api/v1/staff/${await addStaff(t, owner)}`,
		}),
	},
	"stores.staffUpdate": {
		kind: "merchant",
		make: async (t, owner) => ({
			url: `/api/v1/staff/${await addStaff(t, owner)}`,
			body: { permissions: ["orders:read"] },
		}),
	},
	"stores.staffDelete": {
		kind: "merchant",
		make: async (t, owner) => ({
			url: `/api/v1/staff/${await addStaff(t, owner)}`,
		}),
	},
};
