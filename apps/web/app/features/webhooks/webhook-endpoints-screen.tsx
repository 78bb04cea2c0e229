import { MESSAGES, WEBHOOK_MESSAGES, type WebhookEndpoint } from "@bitmarte/contracts";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconPlus, IconWebhook } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { WebhookEndpointForm } from "./webhook-endpoint-form";
import { WebhookSecretModal } from "./webhook-secret-modal";
import { EndpointStatusBadge, eventLabel } from "./webhook-status";
import { useCreateWebhookEndpoint } from "./webhooks.mutations";
import { type WebhookUserType, webhookEndpointsQuery } from "./webhooks.queries";

export interface WebhookEndpointsScreenProps {
  userType: WebhookUserType;
  /** The area's webhooks page, e.g. `/admin/webhooks`. */
  basePath: string;
}

/** The caller's endpoints with their status, and the dialog that adds one (its secret shown once after). */
export function WebhookEndpointsScreen({ userType, basePath }: WebhookEndpointsScreenProps) {
  const query = useQuery(webhookEndpointsQuery(userType));
  const create = useCreateWebhookEndpoint(userType);
  const [adding, setAdding] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [secret, setSecret] = useState<string | null>(null);

  const columns: DataTableColumn<WebhookEndpoint>[] = [
    {
      key: "url",
      header: "Endpoint",
      primary: true,
      cell: (e) => (
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={`${basePath}/${e.id}`} fw={600} size="sm" style={{ wordBreak: "break-all" }}>
            {e.url}
          </Anchor>
          {e.description ? (
            <Text size="xs" c="dimmed">
              {e.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: "status", header: "Status", nowrap: true, cell: (e) => <EndpointStatusBadge endpoint={e} /> },
    {
      key: "events",
      header: "Events",
      cell: (e) => (
        <Text size="sm">
          {e.events.map(eventLabel).join(", ")}
        </Text>
      ),
    },
    { key: "created", header: "Added", nowrap: true, cell: (e) => formatDateTime(e.createdAt) },
  ];

  return (
    <>
      <PageHeader
        title="Webhooks"
        description={
          userType === "admin"
            ? "Endpoints of your own systems that receive every store's events, signed, as they happen."
            : "Endpoints of your own systems that receive your store's events, signed, as they happen."
        }
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add endpoint
          </Button>
        }
      />
      <DataTable
        caption="Webhook endpoints"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(e) => e.id}
        loading={query.isPending}
        error={query.isError ? { message: errorMessage(query.error, WEBHOOK_MESSAGES.loadFailed), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        empty={{
          title: "No webhook endpoints yet",
          description: "Add an endpoint to have orders, returns, payouts and stock news sent to your own systems.",
          icon: <IconWebhook size={28} stroke={1.6} />,
        }}
      />
      <WebhookEndpointForm
        key={formKey}
        opened={adding}
        onClose={() => {
          setAdding(false);
          create.reset();
        }}
        submitting={create.isPending}
        error={create.error}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: ({ data, message }) => {
              setAdding(false);
              setFormKey((k) => k + 1);
              create.reset();
              setSecret(data.secret);
              notifySuccess(message, MESSAGES.ok);
            },
          })
        }
      />
      <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
