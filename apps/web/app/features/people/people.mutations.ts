import {
	type CreateAdminBodySchema,
	type CreateStaffBodySchema,
	storesEndpoints,
	type UpdateAdminBodySchema,
	type UpdateStaffBodySchema,
} from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpointEnvelope } from "../../lib/api-client";
import { peopleKeys } from "./people.queries";

function useInvalidating<V, R>(
	fn: (vars: V) => Promise<R>,
	keys: readonly (readonly unknown[])[],
) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: fn,
		onSuccess: () =>
			Promise.all(
				keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
			),
	});
}

export function useCreateStaff() {
	return useInvalidating(
		(body: z.input<typeof CreateStaffBodySchema>) =>
			callEndpointEnvelope(
				storesEndpoints.staffCreate,
				{ body },
				{ userType: "merchant" },
			),
		[peopleKeys.staff()],
	);
}

export function useUpdateStaff() {
	return useInvalidating(
		({ id, ...body }: { id: string } & z.input<typeof UpdateStaffBodySchema>) =>
			callEndpointEnvelope(
				storesEndpoints.staffUpdate,
				{ params: { staffid: id }, body },
				{ userType: "merchant" },
			),
		[peopleKeys.staff()],
	);
}

export function useRemoveStaff() {
	return useInvalidating(
		(id: string) =>
			callEndpointEnvelope(
				storesEndpoints.staffDelete,
				{ params: { staffid: id } },
				{ userType: "merchant" },
			),
		[peopleKeys.staff()],
	);
}

// Every admin change writes an audit row, so the audit log is refreshed too.
const ADMIN_KEYS = [
	peopleKeys.admins(),
	peopleKeys.audit(),
	["stores", "admin-accounts"],
	["stores", "approvers"],
] as const;

export function useCreateAdmin() {
	return useInvalidating(
		(body: z.input<typeof CreateAdminBodySchema>) =>
			callEndpointEnvelope(
				storesEndpoints.createAdmin,
				{ body },
				{ userType: "admin" },
			),
		ADMIN_KEYS,
	);
}

export function useUpdateAdmin() {
	return useInvalidating(
		({ id, ...body }: { id: string } & z.input<typeof UpdateAdminBodySchema>) =>
			callEndpointEnvelope(
				storesEndpoints.updateAdmin,
				{ params: { id }, body },
				{ userType: "admin" },
			),
		ADMIN_KEYS,
	);
}

export type AdminStatusChange = "activate" | "deactivate" | "delete";

export function useChangeAdminStatus() {
	return useInvalidating(
		({ id, change }: { id: string; change: AdminStatusChange }) => {
			const endpoint =
				change === "activate"
					? storesEndpoints.activateAdmin
					: change === "deactivate"
						? storesEndpoints.deactivateAdmin
						: storesEndpoints.deleteAdmin;
			return callEndpointEnvelope(
				endpoint,
				{ params: { id } },
				{ userType: "admin" },
			);
		},
		ADMIN_KEYS,
	);
}
