import {
  type AdminAccount,
  type Approver,
  APPROVER_LEVELS,
  CreateApproverBodySchema,
  MESSAGES,
  UpdateApproverBodySchema,
} from "@bitmarte/contracts";
import { Alert, Badge, Button, Group, Modal, Select, Stack, Switch, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconPencil, IconPlus, IconUserShield } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDate, fullName, roleLabel } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { applyFieldErrors, FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { StatusBadge } from "../../ui/status-badge";
import { useListParams } from "../../ui/use-list-params";
import { useCreateApprover, useUpdateApprover } from "./stores.mutations";
import { approverCandidatesQuery, approversQuery } from "./stores.queries";

const PAGE_SIZE = 20;
/** Enough to know every approver when offering candidates (the platform has a handful). */
const ALL_APPROVERS = { page: 1, limit: 100 };
const APPROVER_ROLES = ["admin", "superadmin"];

export const LEVEL_LABELS: Record<Approver["level"], string> = { first: "First approval", second: "Second approval" };
const LEVEL_OPTIONS = APPROVER_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));

export interface ApproverCandidate {
  adminId: string;
  label: string;
}

/**
 * Admins who can be made approvers: admins and super admins who are not active approvers. Former
 * (deactivated) approvers are candidates too, so they can be reinstated even without the admin list.
 */
export function approverCandidates(admins: AdminAccount[] | undefined, approvers: Approver[] | undefined): ApproverCandidate[] {
  const active = new Set((approvers ?? []).filter((a) => a.isActive).map((a) => a.adminId));
  const candidates = new Map<string, ApproverCandidate>();
  for (const admin of admins ?? []) {
    if (!APPROVER_ROLES.includes(admin.role) || !admin.isActive || active.has(admin.id)) continue;
    candidates.set(admin.id, { adminId: admin.id, label: `${fullName(admin)} · ${admin.email} (${roleLabel(admin.role)})` });
  }
  for (const approver of approvers ?? []) {
    if (approver.isActive || candidates.has(approver.adminId)) continue;
    candidates.set(approver.adminId, { adminId: approver.adminId, label: `${fullName(approver)} · ${approver.email} (former approver)` });
  }
  return [...candidates.values()].sort((a, b) => a.label.localeCompare(b.label));
}

function CreateApproverModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const admins = useQuery({ ...approverCandidatesQuery(), enabled: opened, retry: false });
  const everyApprover = useQuery({ ...approversQuery(ALL_APPROVERS), enabled: opened });
  const create = useCreateApprover();
  const form = useForm<{ adminId: string | null; level: string | null }>({
    initialValues: { adminId: null, level: "first" },
    validate: schemaResolver(CreateApproverBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const options = approverCandidates(admins.data?.rows, everyApprover.data?.rows).map((c) => ({ value: c.adminId, label: c.label }));
  const loading = admins.isPending || everyApprover.isPending;

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const onSubmit = form.onSubmit((values) => {
    create.mutate(CreateApproverBodySchema.parse(values), {
      onSuccess: ({ message }) => {
        notifySuccess(message, MESSAGES.approverCreated);
        close();
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="Add an approver" radius="lg" centered>
      <form onSubmit={onSubmit} noValidate aria-label="Add an approver">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Approvers review new stores. A store goes live after a first and a second approval by two different approvers.
          </Text>
          <FormFailure error={create.error} />
          {admins.isError && options.length === 0 && !loading ? (
            <Alert color="yellow" variant="light">
              {errorMessage(admins.error)}. Only former approvers can be chosen until the admin list is available.
            </Alert>
          ) : null}
          <Select
            label="Admin"
            placeholder={loading ? "Loading admins…" : options.length === 0 ? "No admin can be added" : "Choose an admin"}
            data={options}
            searchable
            required
            disabled={loading}
            nothingFoundMessage="No admin matches"
            key={form.key("adminId")}
            {...form.getInputProps("adminId")}
          />
          <Select label="Approval level" data={LEVEL_OPTIONS} required allowDeselect={false} key={form.key("level")} {...form.getInputProps("level")} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add approver
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function EditApproverModal({ approver, onClose }: { approver: Approver; onClose: () => void }) {
  const update = useUpdateApprover();
  const form = useForm({
    initialValues: { level: approver.level as string, isActive: approver.isActive },
    validate: schemaResolver(UpdateApproverBodySchema, { sync: true }),
  });
  const onSubmit = form.onSubmit((values) => {
    update.mutate(
      { id: approver.id, ...UpdateApproverBodySchema.parse(values) },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, MESSAGES.approverUpdated);
          onClose();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  });
  return (
    <Modal opened onClose={onClose} title={`Edit ${fullName(approver)}`} radius="lg" centered>
      <form onSubmit={onSubmit} noValidate aria-label="Edit approver">
        <Stack gap="md">
          <FormFailure error={update.error} />
          <Select label="Approval level" data={LEVEL_OPTIONS} required allowDeselect={false} key={form.key("level")} {...form.getInputProps("level")} />
          <Switch
            label="Active approver"
            description="Inactive approvers keep their history but cannot approve or reject stores."
            key={form.key("isActive")}
            {...form.getInputProps("isActive", { type: "checkbox" })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Super admin: the store approvers, adding and editing them. */
export function ApproversManager() {
  const list = useListParams();
  const query = useQuery(approversQuery({ page: list.page, limit: PAGE_SIZE }));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Approver | null>(null);

  const columns: DataTableColumn<Approver>[] = [
    {
      key: "name",
      header: "Approver",
      primary: true,
      cell: (a) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {fullName(a)}
          </Text>
          <Text size="xs" c="dimmed">
            {a.email}
          </Text>
        </Stack>
      ),
      sortValue: (a) => fullName(a),
    },
    {
      key: "level",
      header: "Level",
      cell: (a) => (
        <Badge variant="light" color={a.level === "second" ? "blue" : "brand"} tt="none">
          {LEVEL_LABELS[a.level]}
        </Badge>
      ),
      sortValue: (a) => a.level,
      nowrap: true,
    },
    {
      key: "status",
      header: "Status",
      cell: (a) => <StatusBadge status={a.isActive ? "Active" : "Inactive"} tone={a.isActive ? "success" : "neutral"} />,
      sortValue: (a) => (a.isActive ? 0 : 1),
      nowrap: true,
    },
    { key: "since", header: "Since", cell: (a) => formatDate(a.createdAt), sortValue: (a) => a.createdAt, nowrap: true },
    {
      key: "actions",
      header: "",
      align: "right",
      cell: (a) => (
        <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setEditing(a)} aria-label={`Edit ${fullName(a)}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Add approver
        </Button>
      </Group>
      <DataTable
        caption="Store approvers"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(a) => a.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={query.isError ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        empty={{ title: "No approvers yet", description: "Add admins who review new stores.", icon: <IconUserShield size={28} stroke={1.6} /> }}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: list.setPage }}
        rowProps={(a) => ({ "data-testid": `approver-${a.email}` })}
      />
      <CreateApproverModal opened={creating} onClose={() => setCreating(false)} />
      {editing ? <EditApproverModal approver={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
