import { type Hub, HUB_SORTS, MESSAGES, RejectHubBodySchema, UpdateHubBodySchema } from "@bitmarte/contracts";
import { Alert, Badge, Button, Group, Modal, Stack, Tabs, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBuildingWarehouse, IconCheck, IconPencil, IconTrash, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { serverSortFrom } from "../../ui/server-sort";
import { applyFieldErrors, failureMessage, FormFailure, schemaErrors } from "../../ui/form-errors";
import { notifyError, notifySuccess } from "../../ui/notify";
import { RejectWithReasonModal } from "../../ui/reject-with-reason-modal";
import { useListParams } from "../../ui/use-list-params";
import { hubBody, HubFields, type HubFormValues, hubFormValues } from "./hub-form";
import { useApproveHub, useDeleteHub, useRejectHub, useUpdateHub } from "./hubs.mutations";
import { hubApplicationsQuery, hubListQuery } from "./hubs.queries";

const PAGE_SIZE = 20;

export function hubAddressLine(hub: Pick<Hub, "address">): string {
  const a = hub.address;
  return [a.street, a.city, a.LGA, a.state].filter(Boolean).join(", ");
}

function HubNameCell({ hub }: { hub: Hub }) {
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        {hub.name}
      </Text>
      {hub.description ? (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {hub.description}
        </Text>
      ) : null}
    </Stack>
  );
}

function ContactCell({ hub }: { hub: Hub }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{hub.phoneNumber ?? "—"}</Text>
      {hub.email ? (
        <Text size="xs" c="dimmed">
          {hub.email}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Turning down an application: the reason is mailed to the applicant. */
function RejectHubModal({ hub, onClose }: { hub: Hub; onClose: () => void }) {
  const reject = useRejectHub();
  return (
    <RejectWithReasonModal
      title={`Reject ${hub.name}`}
      label="Reject hub application"
      explanation="The applicant is emailed this reason. Say what would need to change for a new application to succeed."
      schema={RejectHubBodySchema}
      pending={reject.isPending}
      error={reject.error}
      onReject={(reason, onFailed) =>
        reject.mutate(
          { id: hub.id, reason },
          {
            onSuccess: ({ message }) => {
              notifySuccess(message, MESSAGES.hubRejected);
              onClose();
            },
            onError: onFailed,
          },
        )
      }
      onClose={onClose}
    />
  );
}

/** Hub applications waiting for an admin; an approved or rejected one leaves the list at once. */
export function HubApplicationsTable() {
  const list = useListParams("app-");
  const order = serverSortFrom(list.get("sort"), HUB_SORTS);
  const query = useQuery(hubApplicationsQuery({ page: list.page, limit: PAGE_SIZE, sort: order.sort }));
  const approve = useApproveHub();
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Hub | null>(null);

  const onApprove = (hub: Hub) => {
    setApprovingId(hub.id);
    approve.mutate(hub.id, {
      onSuccess: ({ message }) => notifySuccess(message, MESSAGES.hubApproved),
      onError: (error) => notifyError(error),
      onSettled: () => setApprovingId(null),
    });
  };

  const columns: DataTableColumn<Hub>[] = [
    { key: "name", header: "Hub", primary: true, cell: (hub) => <HubNameCell hub={hub} />, serverSortable: true },
    { key: "store", header: "Applicant", cell: (hub) => hub.storeName ?? "—", serverSortable: true },
    { key: "address", header: "Address", cell: (hub) => <Text size="sm">{hubAddressLine(hub)}</Text>, serverSortable: true },
    { key: "contact", header: "Contact", cell: (hub) => <ContactCell hub={hub} /> },
    { key: "created", header: "Applied", cell: (hub) => formatDate(hub.createdAt), serverSortable: true, nowrap: true },
    {
      key: "actions",
      header: "",
      align: "right",
      cell: (hub) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconX size={14} />}
            onClick={() => setRejecting(hub)}
            disabled={approvingId !== null}
            aria-label={`Reject ${hub.name}`}
          >
            Reject
          </Button>
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            onClick={() => onApprove(hub)}
            loading={approvingId === hub.id}
            disabled={approvingId !== null && approvingId !== hub.id}
            aria-label={`Approve ${hub.name}`}
          >
            Approve
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      {rejecting ? <RejectHubModal hub={rejecting} onClose={() => setRejecting(null)} /> : null}
      <DataTable
        caption="Hub applications"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(hub) => hub.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={query.isError ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        empty={{
          title: "No applications waiting",
          description: "When a merchant applies to run a hub, the application appears here.",
          icon: <IconBuildingWarehouse size={28} stroke={1.6} />,
        }}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: list.setPage }}
        sort={order.state}
        onSortChange={(next) => list.set("sort", order.patch(next).sort)}
        rowProps={(hub) => ({ "data-testid": `hub-application-${hub.id}` })}
      />
    </>
  );
}

function EditHubModal({ hub, onClose }: { hub: Hub; onClose: () => void }) {
  const update = useUpdateHub();
  const form = useForm<HubFormValues>({
    initialValues: hubFormValues(hub),
    validate: (values) => schemaErrors(UpdateHubBodySchema, hubBody(values)),
    validateInputOnBlur: true,
  });
  const onSubmit = form.onSubmit((values) => {
    update.mutate(
      { id: hub.id, body: hubBody(values) },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onClose();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  });
  return (
    <Modal opened onClose={onClose} title={`Edit ${hub.name}`} size="lg" radius="lg" centered>
      <form onSubmit={onSubmit} noValidate aria-label="Edit hub">
        <Stack gap="md">
          <FormFailure error={update.error} />
          <HubFields form={form} />
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

/** Approved hubs with search and paging; admins edit or remove them. */
export function ApprovedHubsTable() {
  const list = useListParams("hub-");
  const order = serverSortFrom(list.get("sort"), HUB_SORTS);
  const query = useQuery(hubListQuery({ page: list.page, limit: PAGE_SIZE, search: list.search || undefined, status: "approved", sort: order.sort }));
  const remove = useDeleteHub();
  const [editing, setEditing] = useState<Hub | null>(null);
  const [removing, setRemoving] = useState<Hub | null>(null);

  const columns: DataTableColumn<Hub>[] = [
    { key: "name", header: "Hub", primary: true, cell: (hub) => <HubNameCell hub={hub} />, serverSortable: true },
    { key: "address", header: "Address", cell: (hub) => <Text size="sm">{hubAddressLine(hub)}</Text>, serverSortable: true },
    { key: "contact", header: "Contact", cell: (hub) => <ContactCell hub={hub} /> },
    {
      key: "store",
      header: "Run by",
      cell: (hub) =>
        hub.storeName ? (
          hub.storeName
        ) : (
          <Badge variant="light" tt="none">
            Bitmarte
          </Badge>
        ),
      serverSortable: true,
    },
    { key: "approved", header: "Approved", cell: (hub) => formatDate(hub.approvedAt), serverSortable: true, nowrap: true },
    {
      key: "actions",
      header: "",
      align: "right",
      cell: (hub) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setEditing(hub)} aria-label={`Edit ${hub.name}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => {
              remove.reset();
              setRemoving(hub);
            }}
            aria-label={`Remove ${hub.name}`}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Approved hubs"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(hub) => hub.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={query.isError ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        search={{ label: "Search hubs", placeholder: "Name, city or state", value: list.search, onChange: list.setSearch }}
        empty={{
          title: list.search ? "No hub matches your search" : "No approved hubs yet",
          icon: <IconBuildingWarehouse size={28} stroke={1.6} />,
        }}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: list.setPage }}
        sort={order.state}
        onSortChange={(next) => list.set("sort", order.patch(next).sort)}
      />
      {editing ? <EditHubModal hub={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove hub"
        message={`Remove ${removing?.name ?? "this hub"}? Stores that use it must move to another hub first.`}
        confirmLabel="Remove hub"
        danger
        loading={remove.isPending}
        error={
          remove.error ? (
            <Alert color="red" variant="light" role="alert">
              {failureMessage(remove.error)}
            </Alert>
          ) : null
        }
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              setRemoving(null);
            },
          })
        }
      />
    </>
  );
}

/** The admin's hubs page: applications first, then the approved hubs. */
export function HubsAdmin() {
  const list = useListParams();
  const tab = list.get("tab") === "approved" ? "approved" : "applications";
  const waiting = useQuery(hubApplicationsQuery({ page: 1, limit: PAGE_SIZE }));
  const count = waiting.data?.count;
  return (
    <Tabs value={tab} onChange={(value) => list.set("tab", value === "approved" ? "approved" : null)} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="applications" rightSection={count ? <Badge size="sm" variant="filled" circle={count < 10}>{count}</Badge> : null}>
          Applications
        </Tabs.Tab>
        <Tabs.Tab value="approved">Approved hubs</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="applications">
        <HubApplicationsTable />
      </Tabs.Panel>
      <Tabs.Panel value="approved">
        <ApprovedHubsTable />
      </Tabs.Panel>
    </Tabs>
  );
}
