import {
	CreateStaffBodySchema,
	MESSAGES,
	type MerchantPermission,
	STAFF_SORTS,
	type Staff,
	UpdateStaffBodySchema,
} from "@bitmarte/contracts";
import {
	Button,
	Group,
	Modal,
	Stack,
	Switch,
	Text,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
	IconPencil,
	IconTrash,
	IconUserPlus,
	IconUsers,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDate, fullName } from "../../lib/format";
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
import { PersonFields } from "./person-fields";
import { useListParams } from "../../ui/use-list-params";
import {
	useCreateStaff,
	useRemoveStaff,
	useUpdateStaff,
} from "./people.mutations";
import { staffListQuery, staffResourcesQuery } from "./people.queries";
import { PermissionGrid } from "./permission-grid";
import { describePermissions } from "./permission-model";

const PAGE_SIZE = 20;

interface StaffFormValues {
	firstName: string;
	lastName: string;
	email: string;
	phoneNumber: string;
	permissions: string[];
	isActive: boolean;
}

/** The request body from the form: an empty phone number is left out. */
function bodyOf(values: StaffFormValues) {
	const { phoneNumber, permissions, ...rest } = values;
	// The grid offers only the catalogue's permissions; the server checks them again.
	const body = { ...rest, permissions: permissions as MerchantPermission[] };
	return phoneNumber.trim() ? { ...body, phoneNumber } : body;
}

function StaffFormModal({
	staff,
	onClose,
}: {
	staff: Staff | null;
	onClose: () => void;
}) {
	const editing = staff !== null;
	const resources = useQuery(staffResourcesQuery());
	const create = useCreateStaff();
	const update = useUpdateStaff();
	const mutation = editing ? update : create;
	const form = useForm<StaffFormValues>({
		initialValues: {
			firstName: staff?.firstName ?? "",
			lastName: staff?.lastName ?? "",
			email: staff?.email ?? "",
			phoneNumber: staff?.phoneNumber ?? "",
			permissions: staff?.permissions ?? [],
			isActive: staff?.isActive ?? true,
		},
		validate: (values) => {
			const body = bodyOf(values);
			return editing
				? schemaErrors(UpdateStaffBodySchema, { ...body, email: undefined })
				: schemaErrors(CreateStaffBodySchema, body);
		},
	});

	const onSubmit = form.onSubmit((values) => {
		const body = bodyOf(values);
		const done = {
			onSuccess: ({ message }: { message: string }) => {
				notifySuccess(
					message,
					editing ? MESSAGES.staffUpdated : MESSAGES.staffCreated,
				);
				onClose();
			},
			onError: (error: unknown) => {
				applyFieldErrors(form, error);
				// A 422 shows the first message of its errors list (spec §8); other failures the server's message.
				notifyError(null, failureMessage(error));
			},
		};
		if (staff) {
			const { email: _email, ...changes } = body;
			update.mutate({ id: staff.id, ...changes }, done);
		} else create.mutate(body, done);
	});

	return (
		<Modal
			opened
			onClose={onClose}
			title={editing ? `Edit ${fullName(staff)}` : "Add a staff member"}
			radius="lg"
			centered
			size="lg"
		>
			<form
				onSubmit={onSubmit}
				noValidate
				aria-label={editing ? "Edit staff member" : "Add a staff member"}
			>
				<Stack gap="md">
					{!editing ? (
						<Text size="sm" c="dimmed">
							We email them a link to set their password. They sign in at the
							merchant login with this address.
						</Text>
					) : null}
					<FormFailure error={mutation.error} />
					<PersonFields form={form} editing={editing} />
					<PermissionGrid
						resources={resources.data}
						value={form.getValues().permissions}
						onChange={(permissions) =>
							form.setFieldValue("permissions", permissions)
						}
						error={form.errors.permissions as string | undefined}
					/>
					{editing ? (
						<Switch
							label="Active"
							description="An inactive member cannot sign in; their open sessions end at once."
							key={form.key("isActive")}
							{...form.getInputProps("isActive", { type: "checkbox" })}
						/>
					) : null}
					<Group justify="flex-end" gap="sm">
						<Button
							variant="default"
							onClick={onClose}
							disabled={mutation.isPending}
						>
							Cancel
						</Button>
						<Button type="submit" loading={mutation.isPending}>
							{editing ? "Save changes" : "Add staff member"}
						</Button>
					</Group>
				</Stack>
			</form>
		</Modal>
	);
}

/** The merchant's staff: list, add with permissions, edit, remove. Read-only without staff:write. */
export function StaffManager({
	canWrite,
	currentUserId,
}: {
	canWrite: boolean;
	currentUserId: string;
}) {
	const list = useListParams();
	const order = serverSortFrom(list.get("sort"), STAFF_SORTS);
	const query = useQuery(
		staffListQuery({ page: list.page, limit: PAGE_SIZE, sort: order.sort }),
	);
	const resources = useQuery(staffResourcesQuery());
	const [form, setForm] = useState<{ staff: Staff | null } | null>(null);
	const [removing, setRemoving] = useState<Staff | null>(null);
	const remove = useRemoveStaff();
	// The dialog keeps its words while it fades out after closing.
	const lastRemoving = useRef(removing);
	if (removing) lastRemoving.current = removing;
	const removingShown = removing ?? lastRemoving.current;

	const confirmRemove = () => {
		if (!removing) return;
		remove.mutate(removing.id, {
			onSuccess: ({ message }) => {
				notifySuccess(message, MESSAGES.staffRemoved);
				setRemoving(null);
			},
		});
	};

	const columns: DataTableColumn<Staff>[] = [
		{
			key: "name",
			header: "Name",
			primary: true,
			cell: (s) => (
				<Stack gap={0}>
					<Text fw={600} size="sm">
						{fullName(s)}
					</Text>
					<Text size="xs" c="dimmed">
						{s.email}
					</Text>
				</Stack>
			),
			serverSortable: true,
		},
		{
			key: "permissions",
			header: "Permissions",
			cell: (s) => (
				<Text size="sm" maw={360}>
					{describePermissions(s.permissions, resources.data)}
				</Text>
			),
		},
		{
			key: "status",
			header: "Status",
			nowrap: true,
			cell: (s) =>
				!s.isActive ? (
					<StatusBadge status="Inactive" tone="neutral" />
				) : s.invitationAccepted ? (
					<StatusBadge status="Active" tone="success" />
				) : (
					<StatusBadge status="Invited" tone="info" />
				),
			serverSortable: true,
		},
		{
			key: "created",
			header: "Added",
			nowrap: true,
			cell: (s) => formatDate(s.createdAt),
			serverSortable: true,
		},
	];
	if (canWrite) {
		columns.push({
			key: "actions",
			header: "",
			align: "right",
			cell: (s) =>
				s.id === currentUserId ? (
					<Text size="xs" c="dimmed">
						You
					</Text>
				) : (
					<Group gap={4} justify="flex-end" wrap="nowrap">
						<Button
							size="xs"
							variant="subtle"
							leftSection={<IconPencil size={14} />}
							onClick={() => setForm({ staff: s })}
							aria-label={`Edit ${fullName(s)}`}
						>
							Edit
						</Button>
						<Button
							size="xs"
							variant="subtle"
							color="red"
							leftSection={<IconTrash size={14} />}
							onClick={() => setRemoving(s)}
							aria-label={`Remove ${fullName(s)}`}
						>
							Remove
						</Button>
					</Group>
				),
		});
	}

	return (
		<Stack gap="md">
			{canWrite ? (
				<Group justify="flex-end">
					<Button
						leftSection={<IconUserPlus size={16} />}
						onClick={() => setForm({ staff: null })}
					>
						Add staff member
					</Button>
				</Group>
			) : null}
			<DataTable
				caption="Store staff"
				columns={columns}
				rows={query.data?.rows}
				rowKey={(s) => s.id}
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
				empty={{
					title: "No staff yet",
					description: canWrite
						? "Add the people who help you run the store and choose what each may do."
						: "The store owner has not added anyone yet.",
					icon: <IconUsers size={28} stroke={1.6} />,
				}}
				pagination={{
					page: list.page,
					pageSize: PAGE_SIZE,
					total: query.data?.count ?? 0,
					onPageChange: list.setPage,
				}}
				sort={order.state}
				onSortChange={(next) => list.set("sort", order.patch(next).sort)}
				rowProps={(s) => ({ "data-testid": `staff-${s.email}` })}
			/>
			{form ? (
				<StaffFormModal staff={form.staff} onClose={() => setForm(null)} />
			) : null}
			<ConfirmModal
				opened={removing !== null}
				onClose={() => {
					setRemoving(null);
					remove.reset();
				}}
				title="Remove staff member"
				message={
					removingShown
						? `${fullName(removingShown)} loses access to your store at once and is signed out everywhere. You can add them again later.`
						: ""
				}
				confirmLabel="Remove"
				danger
				loading={remove.isPending}
				onConfirm={confirmRemove}
				error={<FormFailure error={remove.error} />}
			/>
		</Stack>
	);
}
