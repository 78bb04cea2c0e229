import type { StaffResource } from "@bitmarte/contracts";

export type PermissionAction = "read" | "write";
export const permissionOf = (resource: string, action: PermissionAction) =>
	`${resource}:${action}`;

/**
 * Ticks or unticks one box of the grid. Writing implies reading (the server adds read to every
 * write), so ticking write ticks read, and unticking read unticks write.
 */
export function togglePermission(
	current: readonly string[],
	resource: string,
	action: PermissionAction,
	on: boolean,
): string[] {
	const set = new Set(current);
	const read = permissionOf(resource, "read");
	const write = permissionOf(resource, "write");
	if (on) {
		set.add(permissionOf(resource, action));
		if (action === "write") set.add(read);
	} else {
		set.delete(permissionOf(resource, action));
		if (action === "read") set.delete(write);
	}
	return [...set];
}

export const ACTION_WORDS: Record<PermissionAction, string> = {
	read: "view",
	write: "change",
};

/** "Products: view, change · Orders: view" — a member's permissions in words, in the resources' order. */
export function describePermissions(
	permissions: readonly string[],
	resources: readonly StaffResource[] | undefined,
): string {
	if (!resources) return permissions.join(", ");
	const parts = resources
		.map((r) => {
			const actions = r.actions.filter((a) =>
				permissions.includes(permissionOf(r.resource, a)),
			);
			return actions.length
				? `${r.label}: ${actions.map((a) => ACTION_WORDS[a]).join(", ")}`
				: null;
		})
		.filter(Boolean);
	return parts.length ? parts.join(" · ") : "No access";
}
