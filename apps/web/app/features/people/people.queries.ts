import {
	type AdminListQuerySchema,
	type AuditLogQuerySchema,
	type StaffSort,
	storesEndpoints,
} from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../lib/api-client";

export interface PageParams {
	page?: number;
	limit?: number;
}
/** Absent sort: newest first. */
export interface StaffListParams extends PageParams {
	sort?: StaffSort;
}
export type AdminListParams = Partial<z.input<typeof AdminListQuerySchema>>;
export type AuditLogParams = Partial<z.input<typeof AuditLogQuerySchema>>;

export const peopleKeys = {
	all: ["people"] as const,
	staff: () => ["people", "staff"] as const,
	staffPage: (params: StaffListParams) =>
		["people", "staff", "page", params] as const,
	staffResources: () => ["people", "staff-resources"] as const,
	admins: () => ["people", "admins"] as const,
	adminPage: (params: AdminListParams) =>
		["people", "admins", "page", params] as const,
	adminRoles: () => ["people", "admin-roles"] as const,
	audit: () => ["people", "audit"] as const,
	auditPage: (params: AuditLogParams) => ["people", "audit", params] as const,
};

export function staffListQuery(params: StaffListParams) {
	return queryOptions({
		queryKey: peopleKeys.staffPage(params),
		queryFn: ({ signal }) =>
			callEndpoint(
				storesEndpoints.staffList,
				{ query: params },
				{ userType: "merchant", signal },
			),
		placeholderData: keepPreviousData,
	});
}

export function staffResourcesQuery() {
	return queryOptions({
		queryKey: peopleKeys.staffResources(),
		queryFn: ({ signal }) =>
			callEndpoint(
				storesEndpoints.staffResources,
				{},
				{ userType: "merchant", signal },
			),
		staleTime: 60 * 60_000,
	});
}

export function adminListQuery(params: AdminListParams) {
	return queryOptions({
		queryKey: peopleKeys.adminPage(params),
		queryFn: ({ signal }) =>
			callEndpoint(
				storesEndpoints.admins,
				{ query: params },
				{ userType: "admin", signal },
			),
		placeholderData: keepPreviousData,
	});
}

export function adminRolesQuery() {
	return queryOptions({
		queryKey: peopleKeys.adminRoles(),
		queryFn: ({ signal }) =>
			callEndpoint(
				storesEndpoints.adminRoles,
				{},
				{ userType: "admin", signal },
			),
		staleTime: 60 * 60_000,
	});
}

export function auditLogQuery(params: AuditLogParams) {
	return queryOptions({
		queryKey: peopleKeys.auditPage(params),
		queryFn: ({ signal }) =>
			callEndpoint(
				storesEndpoints.auditLog,
				{ query: params },
				{ userType: "admin", signal },
			),
		placeholderData: keepPreviousData,
	});
}
