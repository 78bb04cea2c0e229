import { describe, expect, it } from "vitest";
import { describePermissions, togglePermission } from "./permission-model";

const resources = [
	{
		resource: "products",
		label: "Products",
		actions: ["read", "write"] as ("read" | "write")[],
	},
	{
		resource: "orders",
		label: "Orders",
		actions: ["read", "write"] as ("read" | "write")[],
	},
];

describe("permission grid", () => {
	it("ticking write ticks read; unticking read unticks write", () => {
		const on = togglePermission([], "products", "write", true);
		expect(on.sort()).toEqual(["products:read", "products:write"]);
		expect(togglePermission(on, "products", "read", false)).toEqual([]);
		expect(togglePermission(on, "products", "write", false)).toEqual([
			"products:read",
		]);
	});

	it("describes permissions in the resources' order", () => {
		expect(
			describePermissions(
				["orders:read", "products:write", "products:read"],
				resources,
			),
		).toBe("Products: view, change · Orders: view");
		expect(describePermissions([], resources)).toBe("No access");
	});
});
