import { fillMessage, MESSAGES, WEBHOOK_MESSAGES, type WebhookDelivery } from "@bitmarte/contracts";
import { Alert, Anchor, Badge, Button, Code, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft, IconKey, IconPlayerPlay, IconPower, IconRotateClockwise, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { ErrorState } from "../../ui/error-state";
import { FormFailure } from "../../ui/form-errors";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { useListParams } from "../../ui/use-list-params";
import { WebhookSecretModal } from "./webhook-secret-modal";
import { DeliveryStatusBadge, EndpointStatusBadge, eventLabel } from "./webhook-status";
import {
  useDeleteWebhookEndpoint,
  useReplayWebhookDelivery,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
} from "./webhooks.mutations";
import { type WebhookUserType, webhookDeliveriesQuery, webhookEndpointQuery } from "./webhooks.queries";

const PAGE_SIZE = 20;

export interface WebhookEndpointScreenProps {
  userType: WebhookUserType;
  id: string;
  /** The area's webhooks page, e.g. `/admin/webhooks`. */
  basePath: string;
}

/** One endpoint: its status and actions, and its delivery log with a replay per row. */
export function WebhookEndpointScreen({ userType, id, basePath }: WebhookEndpointScreenProps) {
  const navigate = useNavigate();
  const list = useListParams();
  const endpointQuery = useQuery(webhookEndpointQuery(userType, id));
  const deliveries = useQuery(webhookDeliveriesQuery(userType, id, list.page, PAGE_SIZE));
  const update = useUpdateWebhookEndpoint(userType, id);
  const remove = useDeleteWebhookEndpoint(userType, id);
  const rotate = useRotateWebhookSecret(userType, id);
  const test = useSendWebhookTest(userType, id);
  const replay = useReplayWebhookDelivery(userType, id);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"rotate" | "delete" | null>(null);
  const [replayingId, setReplayingId] = useState<string | null>(null);

  const back = (
    <Anchor component={Link} to={basePath} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} /> All endpoints
      </Group>
    </Anchor>
  );

  if (endpointQuery.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={32} w="60%" />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (endpointQuery.isError) {
    return (
      <Stack gap="md">
        {back}
        <ErrorState message={errorMessage(endpointQuery.error, WEBHOOK_MESSAGES.loadFailed)} onRetry={() => void endpointQuery.refetch()} retrying={endpointQuery.isFetching} />
      </Stack>
    );
  }
  const endpoint = endpointQuery.data;

  const columns: DataTableColumn<WebhookDelivery>[] = [
    { key: "event", header: "Event", primary: true, cell: (d) => <Text size="sm" fw={600}>{eventLabel(d.event)}</Text> },
    { key: "status", header: "Status", nowrap: true, cell: (d) => <DeliveryStatusBadge delivery={d} /> },
    {
      key: "code",
      header: "Response",
      nowrap: true,
      cell: (d) => (d.statusCode === null ? <Text size="sm" c="dimmed">{d.attempts === 0 ? "Not sent yet" : "No answer"}</Text> : <Code>{d.statusCode}</Code>),
    },
    { key: "latency", header: "Time taken", nowrap: true, align: "right", cell: (d) => (d.latencyMs === null ? "—" : `${d.latencyMs} ms`) },
    { key: "attempts", header: "Attempts", nowrap: true, align: "right", cell: (d) => d.attempts },
    {
      key: "excerpt",
      header: "Response excerpt",
      cell: (d) =>
        d.responseExcerpt ? (
          <Text size="xs" ff="monospace" style={{ wordBreak: "break-all" }} lineClamp={3} title={d.responseExcerpt}>
            {d.responseExcerpt}
          </Text>
        ) : (
          "—"
        ),
    },
    { key: "time", header: "Time", nowrap: true, cell: (d) => formatDateTime(d.lastAttemptAt ?? d.createdAt) },
    {
      key: "replay",
      header: "Replay",
      align: "right",
      cell: (d) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRotateClockwise size={14} />}
          loading={replayingId === d.id}
          disabled={!endpoint.enabled}
          aria-label={`Replay the ${eventLabel(d.event).toLowerCase()} delivery of ${formatDateTime(d.createdAt)}`}
          onClick={() => {
            setReplayingId(d.id);
            replay.mutate(d.id, {
              onSuccess: ({ message }) => notifySuccess(message, WEBHOOK_MESSAGES.replayQueued),
              onError: (error) => notifyError(error),
              onSettled: () => setReplayingId(null),
            });
          }}
        >
          Replay
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      {back}
      <PageHeader
        mb={0}
        title={<span style={{ wordBreak: "break-all" }}>{endpoint.url}</span>}
        description={endpoint.description || undefined}
        actions={
          <>
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              loading={test.isPending}
              disabled={!endpoint.enabled}
              onClick={() =>
                test.mutate(undefined, {
                  onSuccess: ({ message }) => {
                    list.setPage(1);
                    notifySuccess(message, WEBHOOK_MESSAGES.testQueued);
                  },
                  onError: (error) => notifyError(error),
                })
              }
            >
              Send test event
            </Button>
            <Button
              variant="default"
              leftSection={<IconPower size={16} />}
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { enabled: !endpoint.enabled },
                  { onSuccess: ({ message }) => notifySuccess(message, MESSAGES.ok), onError: (error) => notifyError(error) },
                )
              }
            >
              {endpoint.enabled ? "Disable" : "Enable"}
            </Button>
          </>
        }
      />
      {endpoint.disabledReason === "failures" ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="This endpoint was turned off" data-testid="webhook-auto-disabled">
          {fillMessage(WEBHOOK_MESSAGES.autoDisabled, { count: endpoint.consecutiveFailures })}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              Status
            </Text>
            <EndpointStatusBadge endpoint={endpoint} />
          </Group>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600} mr={4}>
              Events
            </Text>
            {endpoint.events.map((event) => (
              <Badge key={event} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
                {eventLabel(event)}
              </Badge>
            ))}
          </Group>
          <Group gap="sm" wrap="wrap" mt="xs">
            <Button size="xs" variant="default" leftSection={<IconKey size={14} />} onClick={() => setConfirm("rotate")}>
              Rotate secret
            </Button>
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setConfirm("delete")}>
              Remove endpoint
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Delivery log
        </Title>
        <DataTable
          caption="Deliveries to this endpoint"
          columns={columns}
          rows={deliveries.data?.rows}
          rowKey={(d) => d.id}
          loading={deliveries.isPending}
          refreshing={deliveries.isPlaceholderData}
          error={deliveries.isError ? { message: errorMessage(deliveries.error, WEBHOOK_MESSAGES.loadFailed), onRetry: () => void deliveries.refetch(), retrying: deliveries.isFetching } : null}
          empty={{ title: "No deliveries yet", description: "Send a test event to see one arrive, or wait for the next event you chose." }}
          pagination={{ page: list.page, pageSize: PAGE_SIZE, total: deliveries.data?.count ?? 0, onPageChange: list.setPage }}
          rowProps={(d) => ({ "data-testid": `webhook-delivery-${d.status}` })}
        />
      </Stack>
      <ConfirmModal
        opened={confirm === "rotate"}
        onClose={() => setConfirm(null)}
        title="Rotate the signing secret?"
        message="Deliveries are signed with the new secret from now on. Update your receiver with it, or its checks will fail."
        confirmLabel="Rotate secret"
        loading={rotate.isPending}
        error={<FormFailure error={rotate.error} />}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: ({ data }) => {
              setConfirm(null);
              setSecret(data.secret);
            },
          })
        }
      />
      <ConfirmModal
        opened={confirm === "delete"}
        onClose={() => setConfirm(null)}
        title="Remove this endpoint?"
        message="It stops receiving events, and its delivery log is removed."
        confirmLabel="Remove endpoint"
        danger
        loading={remove.isPending}
        error={<FormFailure error={remove.error} />}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: ({ message }) => {
              notifySuccess(message, WEBHOOK_MESSAGES.endpointDeleted);
              navigate(basePath);
            },
          })
        }
      />
      <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
