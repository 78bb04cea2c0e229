import {
	AUDIT_ACTIONS,
	type AuditAction,
	type AuditEntry,
	MESSAGES,
} from "@bitmarte/contracts";
import {
	Badge,
	Group,
	List,
	Select,
	Stack,
	Text,
	TextInput,
} from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime, roleLabel } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { useListParams } from "../../ui/use-list-params";
import { auditLogQuery } from "./people.queries";

const PAGE_SIZE = 25;

export const ACTION_LABELS: Record<AuditAction, string> = {
	"admin.created": "Admin created",
	"admin.updated": "Admin edited",
	"admin.activated": "Admin activated",
	"admin.deactivated": "Admin deactivated",
	"admin.deleted": "Admin deleted",
	"approver.created": "Approver added",
	"approver.updated": "Approver changed",
	"review.hidden": "Review hidden",
	"review.shown": "Review shown again",
	"store.firstApproved": "Store: first approval",
	"store.secondApproved": "Store: second approval",
	"store.rejected": "Store rejected",
	"store.planChanged": "Store plan changed",
	"product.approved": "Product approved",
	"product.rejected": "Product rejected",
	"hub.approved": "Hub approved",
	"hub.rejected": "Hub rejected",
	"hub.updated": "Hub changed",
	"hub.deleted": "Hub deleted",
	"partner.created": "Shipping partner added",
	"partner.approved": "Shipping partner approved",
	"partner.rejected": "Shipping partner rejected",
	"refund.approved": "Refund approved",
	"refund.rejected": "Refund rejected",
	"replacement.decided": "Replacement decided",
	"chargeback.recorded": "Chargeback recorded",
	"chargeback.decided": "Chargeback decided",
	"payout.approved": "Payout approved",
	"payout.processed": "Payout processed",
	"payout.sent": "Payout sent to the bank",
	"return.overridden": "Return decided for the store",
	"token.regenerated": "Delivery token regenerated",
	"settings.updated": "Settings changed",
};
const ACTION_COLORS: Partial<Record<AuditAction, string>> = {
	"admin.deactivated": "orange",
	"admin.deleted": "red",
	"admin.created": "brand",
	"admin.activated": "teal",
	"store.rejected": "red",
	"product.rejected": "red",
	"hub.rejected": "red",
	"partner.rejected": "red",
	"refund.rejected": "red",
	"payout.processed": "teal",
	"refund.approved": "teal",
};
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({
	value,
	label: ACTION_LABELS[value],
}));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const FIELD_LABELS: Record<string, string> = {
	isActive: "Active",
	firstName: "First name",
	lastName: "Last name",
	phoneNumber: "Phone",
	role: "Role",
	isApprover: "Approver",
	level: "Approval level",
};

/** A recorded value in words: roles by their names, flags as yes and no. */
function valueText(field: string, value: string | null): string {
	if (value === null) return "—";
	if (value === "true") return "yes";
	if (value === "false") return "no";
	return field === "role" ? roleLabel(value) : value;
}

/** "Name <email>" as two lines. */
function Account({ label }: { label: string }) {
	const match = /^(.*) <(.*)>$/.exec(label);
	if (!match) return <Text size="sm">{label}</Text>;
	return (
		<Stack gap={0}>
			<Text size="sm">{match[1]}</Text>
			<Text size="xs" c="dimmed">
				{match[2]}
			</Text>
		</Stack>
	);
}

function Changes({ entry }: { entry: AuditEntry }) {
	if (entry.changes.length === 0)
		return (
			<Text size="sm" c="dimmed">
				—
			</Text>
		);
	return (
		<List size="xs" spacing={2} listStyleType="none" p={0} miw={170}>
			{entry.changes.map((c) => (
				<List.Item key={c.field}>
					<Text span size="xs" fw={600}>
						{FIELD_LABELS[c.field] ?? c.field}
					</Text>
					<Text span size="xs">
						: {valueText(c.field, c.from)} → {valueText(c.field, c.to)}
					</Text>
				</List.Item>
			))}
		</List>
	);
}

/** Super admin: what admins did to other accounts, newest first, with paging and filters in the address. */
export function AuditLog() {
	const list = useListParams();
	const action = list.get("action");
	const from = list.get("from") ?? "";
	const to = list.get("to") ?? "";
	const query = useQuery(
		auditLogQuery({
			page: list.page,
			limit: PAGE_SIZE,
			search: list.search || undefined,
			action: (AUDIT_ACTIONS as readonly string[]).includes(action ?? "")
				? (action as AuditAction)
				: undefined,
			from: DAY.test(from) ? from : undefined,
			to: DAY.test(to) ? to : undefined,
		}),
	);

	const columns: DataTableColumn<AuditEntry>[] = [
		{
			key: "at",
			header: "When",
			nowrap: true,
			cell: (e) => formatDateTime(e.at),
		},
		{
			key: "action",
			header: "What",
			primary: true,
			nowrap: true,
			cell: (e) => (
				<Badge
					variant="light"
					color={ACTION_COLORS[e.action] ?? "blue"}
					tt="none"
				>
					{ACTION_LABELS[e.action]}
				</Badge>
			),
		},
		{
			key: "target",
			header: "Account",
			cell: (e) => <Account label={e.targetLabel} />,
		},
		{
			key: "actor",
			header: "By",
			cell: (e) => (
				<Stack gap={0}>
					<Text size="sm">{e.actorName}</Text>
					<Text size="xs" c="dimmed">
						{e.actorEmail} · {roleLabel(e.actorRole)}
					</Text>
				</Stack>
			),
		},
		{ key: "changes", header: "Changes", cell: (e) => <Changes entry={e} /> },
		{
			key: "ip",
			header: "IP address",
			nowrap: true,
			cell: (e) => (
				<Text size="sm" ff="monospace">
					{e.ip ?? "—"}
				</Text>
			),
		},
	];

	return (
		<DataTable
			caption="Audit log"
			columns={columns}
			rows={query.data?.rows}
			rowKey={(e) => e.id}
			loading={query.isPending}
			refreshing={query.isPlaceholderData}
			error={
				query.isError
					? {
							message: errorMessage(query.error, MESSAGES.errorOccurred),
							onRetry: () => void query.refetch(),
							retrying: query.isFetching,
						}
					: null
			}
			search={{
				label: "Search the log",
				value: list.search,
				onChange: list.setSearch,
				placeholder: "Admin or account name or email",
				debounceMs: 300,
			}}
			filters={
				<Group gap="sm" wrap="wrap">
					<Select
						aria-label="Action"
						placeholder="Every action"
						data={ACTION_OPTIONS}
						value={action}
						onChange={(v) => list.set("action", v)}
						clearable
						w={190}
					/>
					<TextInput
						aria-label="From day"
						type="date"
						value={from}
						onChange={(e) => list.set("from", e.currentTarget.value || null)}
						leftSection={
							<Text size="xs" c="dimmed">
								From
							</Text>
						}
						leftSectionWidth={44}
						w={190}
					/>
					<TextInput
						aria-label="To day"
						type="date"
						value={to}
						onChange={(e) => list.set("to", e.currentTarget.value || null)}
						leftSection={
							<Text size="xs" c="dimmed">
								To
							</Text>
						}
						leftSectionWidth={32}
						w={180}
					/>
				</Group>
			}
			empty={{
				title: "Nothing recorded",
				description: "Changes admins make to other accounts appear here.",
				icon: <IconHistory size={28} stroke={1.6} />,
			}}
			pagination={{
				page: list.page,
				pageSize: PAGE_SIZE,
				total: query.data?.count ?? 0,
				onPageChange: list.setPage,
			}}
			rowProps={(e) => ({ "data-testid": `audit-${e.action}` })}
		/>
	);
}
