import {
	ADMIN_ACCOUNT_SORTS,
	ADMIN_ROLES,
	type AdminAccount,
	type AdminRole,
	CreateAdminBodySchema,
	MESSAGES,
	UpdateAdminBodySchema,
} from "@bitmarte/contracts";
import {
	Button,
	Group,
	Menu,
	Modal,
	Select,
	Stack,
	Text,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
	IconDots,
	IconPencil,
	IconPlayerPause,
	IconPlayerPlay,
	IconShieldLock,
	IconTrash,
	IconUserPlus,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import {
	formatDate,
	formatDateTime,
	fullName,
	roleLabel,
} from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { serverSortFrom } from "../../ui/server-sort";
import {
	applyFieldErrors,
	FormFailure,
	failureMessage,
	schemaErrors,
} from "../../ui/form-errors";
import { notifyError, notifySuccess } from "../../ui/notify";
import { StatusBadge } from "../../ui/status-badge";
import { useListParams } from "../../ui/use-list-params";
import {
	type AdminStatusChange,
	useChangeAdminStatus,
	useCreateAdmin,
	useUpdateAdmin,
} from "./people.mutations";
import { PersonFields } from "./person-fields";
import { adminListQuery, adminRolesQuery } from "./people.queries";

const PAGE_SIZE = 20;
const ROLE_OPTIONS = ADMIN_ROLES.map((value) => ({
	value,
	label: roleLabel(value),
}));
const STATUS_OPTIONS = [
	{ value: "active", label: "Active" },
	{ value: "inactive", label: "Deactivated" },
];

interface AdminFormValues {
	firstName: string;
	lastName: string;
	email: string;
	phoneNumber: string;
	role: string | null;
}

function bodyOf(values: AdminFormValues) {
	const { phoneNumber, role, ...rest } = values;
	return {
		...rest,
		role: (role ?? undefined) as AdminRole | undefined,
		...(phoneNumber.trim() ? { phoneNumber } : {}),
	};
}

function AdminFormModal({
	admin,
	self = false,
	onClose,
}: {
	admin: AdminAccount | null;
	/** The signed-in super admin's own account: the role stays (another super admin changes it). */
	self?: boolean;
	onClose: () => void;
}) {
	const editing = admin !== null;
	const roles = useQuery(adminRolesQuery());
	const create = useCreateAdmin();
	const update = useUpdateAdmin();
	const mutation = editing ? update : create;
	const form = useForm<AdminFormValues>({
		initialValues: {
			firstName: admin?.firstName ?? "",
			lastName: admin?.lastName ?? "",
			email: admin?.email ?? "",
			phoneNumber: admin?.phoneNumber ?? "",
			role: admin?.role ?? "admin",
		},
		validate: (values) => {
			const body = bodyOf(values);
			return editing
				? schemaErrors(UpdateAdminBodySchema, { ...body, email: undefined })
				: schemaErrors(CreateAdminBodySchema, body);
		},
	});
	const role = form.getValues().role;
	const roleDescription = roles.data?.find((r) => r.name === role)?.description;

	const onSubmit = form.onSubmit((values) => {
		const body = bodyOf(values);
		const done = {
			onSuccess: ({ message }: { message: string }) => {
				notifySuccess(
					message,
					editing ? MESSAGES.adminUpdated : MESSAGES.adminCreated,
				);
				onClose();
			},
			onError: (error: unknown) => {
				applyFieldErrors(form, error);
				notifyError(null, failureMessage(error));
			},
		};
		if (admin) {
			const { email: _email, ...changes } = body;
			update.mutate({ id: admin.id, ...changes }, done);
		} else create.mutate({ ...body, role: body.role ?? "admin" }, done);
	});

	return (
		<Modal
			opened
			onClose={onClose}
			title={editing ? `Edit ${fullName(admin)}` : "Create an admin"}
			radius="lg"
			centered
			size="lg"
		>
			<form
				onSubmit={onSubmit}
				noValidate
				aria-label={editing ? "Edit admin" : "Create an admin"}
			>
				<Stack gap="md">
					{!editing ? (
						<Text size="sm" c="dimmed">
							We email them a link to set their password; they sign in at the
							admin login.
						</Text>
					) : null}
					<FormFailure error={mutation.error} />
					<PersonFields form={form} editing={editing} />
					<Select
						label="Role"
						data={ROLE_OPTIONS}
						required
						allowDeselect={false}
						disabled={self}
						description={
							self
								? "You cannot change your own role; another super admin can."
								: roleDescription
						}
						key={form.key("role")}
						{...form.getInputProps("role")}
					/>
					<Group justify="flex-end" gap="sm">
						<Button
							variant="default"
							onClick={onClose}
							disabled={mutation.isPending}
						>
							Cancel
						</Button>
						<Button type="submit" loading={mutation.isPending}>
							{editing ? "Save changes" : "Create admin"}
						</Button>
					</Group>
				</Stack>
			</form>
		</Modal>
	);
}

const CHANGE_TEXT: Record<
	AdminStatusChange,
	{
		title: string;
		label: string;
		message: (name: string) => string;
		danger: boolean;
	}
> = {
	deactivate: {
		title: "Deactivate admin",
		label: "Deactivate",
		message: (name) =>
			`${name} is signed out at once and cannot sign in until reactivated.`,
		danger: true,
	},
	activate: {
		title: "Activate admin",
		label: "Activate",
		message: (name) => `${name} can sign in again.`,
		danger: false,
	},
	delete: {
		title: "Delete admin",
		label: "Delete",
		message: (name) =>
			`${name}'s account is deleted and signed out at once. What they did stays in the audit log.`,
		danger: true,
	},
};

/** Super admin: every admin account, with role and status filters, create, edit, (de)activate, delete. */
export function AdminsManager({ currentUserId }: { currentUserId: string }) {
	const list = useListParams();
	const role = list.get("role");
	const status = list.get("status");
	const order = serverSortFrom(list.get("sort"), ADMIN_ACCOUNT_SORTS);
	const query = useQuery(
		adminListQuery({
			page: list.page,
			limit: PAGE_SIZE,
			sort: order.sort,
			search: list.search || undefined,
			role: (ADMIN_ROLES as readonly string[]).includes(role ?? "")
				? (role as AdminRole)
				: undefined,
			isActive:
				status === "active"
					? "true"
					: status === "inactive"
						? "false"
						: undefined,
		}),
	);
	const [form, setForm] = useState<{ admin: AdminAccount | null } | null>(null);
	const [change, setChange] = useState<{
		admin: AdminAccount;
		change: AdminStatusChange;
	} | null>(null);
	const changeStatus = useChangeAdminStatus();

	const closeChange = () => {
		setChange(null);
		changeStatus.reset();
	};
	const confirmChange = () => {
		if (!change) return;
		changeStatus.mutate(
			{ id: change.admin.id, change: change.change },
			{
				onSuccess: ({ message }) => {
					notifySuccess(message);
					closeChange();
				},
			},
		);
	};

	const columns: DataTableColumn<AdminAccount>[] = [
		{
			key: "name",
			header: "Admin",
			primary: true,
			cell: (a) => (
				<Stack gap={0}>
					<Text fw={600} size="sm">
						{fullName(a)}
						{a.id === currentUserId ? (
							<Text span size="xs" c="dimmed" fw={400}>
								{" "}
								(you)
							</Text>
						) : null}
					</Text>
					<Text size="xs" c="dimmed">
						{a.email}
					</Text>
				</Stack>
			),
			serverSortable: true,
		},
		{
			key: "role",
			header: "Role",
			nowrap: true,
			cell: (a) => roleLabel(a.role),
			serverSortable: true,
		},
		{
			key: "status",
			header: "Status",
			nowrap: true,
			cell: (a) => (
				<StatusBadge
					status={a.isActive ? "Active" : "Deactivated"}
					tone={a.isActive ? "success" : "neutral"}
				/>
			),
			serverSortable: true,
		},
		{
			key: "login",
			header: "Last sign-in",
			nowrap: true,
			cell: (a) => (a.lastLogin ? formatDateTime(a.lastLogin) : "Never"),
			serverSortable: true,
		},
		{
			key: "created",
			header: "Created",
			nowrap: true,
			cell: (a) => formatDate(a.createdAt),
			serverSortable: true,
			hideOnMobile: true,
		},
		{
			key: "actions",
			header: "",
			align: "right",
			cell: (a) => (
				<Group gap={4} justify="flex-end" wrap="nowrap">
					<Button
						size="xs"
						variant="subtle"
						leftSection={<IconPencil size={14} />}
						onClick={() => setForm({ admin: a })}
						aria-label={`Edit ${fullName(a)}`}
					>
						Edit
					</Button>
					{/* No self-deactivation or self-deletion: the server refuses them too. */}
					{a.id === currentUserId ? null : (
						<Menu position="bottom-end" withinPortal>
							<Menu.Target>
								<Button
									size="xs"
									variant="subtle"
									color="gray"
									aria-label={`More actions for ${fullName(a)}`}
									px={6}
								>
									<IconDots size={16} />
								</Button>
							</Menu.Target>
							<Menu.Dropdown>
								{a.isActive ? (
									<Menu.Item
										leftSection={<IconPlayerPause size={14} />}
										onClick={() => setChange({ admin: a, change: "deactivate" })}
									>
										Deactivate
									</Menu.Item>
								) : (
									<Menu.Item
										leftSection={<IconPlayerPlay size={14} />}
										onClick={() => setChange({ admin: a, change: "activate" })}
									>
										Activate
									</Menu.Item>
								)}
								<Menu.Item
									color="red"
									leftSection={<IconTrash size={14} />}
									onClick={() => setChange({ admin: a, change: "delete" })}
								>
									Delete
								</Menu.Item>
							</Menu.Dropdown>
						</Menu>
					)}
				</Group>
			),
		},
	];

	// The dialog keeps its words while it fades out after closing.
	const lastChange = useRef(change);
	if (change) lastChange.current = change;
	const shown = change ?? lastChange.current;
	const text = shown ? CHANGE_TEXT[shown.change] : null;
	return (
		<Stack gap="md">
			<Group justify="flex-end">
				<Button
					leftSection={<IconUserPlus size={16} />}
					onClick={() => setForm({ admin: null })}
				>
					Create admin
				</Button>
			</Group>
			<DataTable
				caption="Admin accounts"
				columns={columns}
				rows={query.data?.rows}
				rowKey={(a) => a.id}
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
					label: "Search admins",
					value: list.search,
					onChange: list.setSearch,
					placeholder: "Name or email",
					debounceMs: 300,
				}}
				filters={
					<Group gap="sm" wrap="wrap">
						<Select
							aria-label="Role"
							placeholder="All roles"
							data={ROLE_OPTIONS}
							value={role}
							onChange={(v) => list.set("role", v)}
							clearable
							w={160}
						/>
						<Select
							aria-label="Status"
							placeholder="Any status"
							data={STATUS_OPTIONS}
							value={status}
							onChange={(v) => list.set("status", v)}
							clearable
							w={160}
						/>
					</Group>
				}
				empty={{
					title: "No admins match",
					description: "Change the filters, or create an admin.",
					icon: <IconShieldLock size={28} stroke={1.6} />,
				}}
				pagination={{
					page: list.page,
					pageSize: PAGE_SIZE,
					total: query.data?.count ?? 0,
					onPageChange: list.setPage,
				}}
				sort={order.state}
				onSortChange={(next) => list.set("sort", order.patch(next).sort)}
				rowProps={(a) => ({ "data-testid": `admin-${a.email}` })}
			/>
			{form ? (
				<AdminFormModal
					admin={form.admin}
					self={form.admin?.id === currentUserId}
					onClose={() => setForm(null)}
				/>
			) : null}
			<ConfirmModal
				opened={change !== null}
				onClose={closeChange}
				title={text?.title ?? ""}
				message={shown && text ? text.message(fullName(shown.admin)) : ""}
				confirmLabel={text?.label ?? ""}
				danger={text?.danger}
				loading={changeStatus.isPending}
				onConfirm={confirmChange}
				error={<FormFailure error={changeStatus.error} />}
			/>
		</Stack>
	);
}
