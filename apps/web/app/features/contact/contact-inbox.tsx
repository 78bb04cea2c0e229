import { CONTACT_READ_FILTERS, type ContactMessage, MESSAGES } from "@bitmarte/contracts";
import { Anchor, Badge, Button, Drawer, Group, SegmentedControl, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconMail, IconMailOpened, IconMessage } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { notifyError } from "../../ui/notify";
import { StatCard } from "../../ui/stat-card";
import { useListParams } from "../../ui/use-list-params";
import { contactInboxQuery, useMarkContactMessage } from "./contact.queries";

const PAGE_SIZE = 20;
type ReadFilter = (typeof CONTACT_READ_FILTERS)[number];
const FILTER_LABELS: Record<ReadFilter, string> = { all: "All", unread: "Unread", read: "Read" };

function ReadBadge({ message }: { message: ContactMessage }) {
  return message.read ? (
    <Badge variant="light" color="gray" tt="none">
      Read
    </Badge>
  ) : (
    <Badge variant="filled" color="brand" tt="none">
      Unread
    </Badge>
  );
}

function ToggleRead({ message, size = "xs" }: { message: ContactMessage; size?: "xs" | "sm" }) {
  const mark = useMarkContactMessage();
  return (
    <Button
      size={size}
      variant={message.read ? "default" : "light"}
      leftSection={message.read ? <IconMail size={14} /> : <IconMailOpened size={14} />}
      loading={mark.isPending && mark.variables?.id === message.id}
      onClick={() => mark.mutate({ id: message.id, read: !message.read }, { onError: (e) => notifyError(e) })}
      aria-label={message.read ? `Mark unread: ${message.subject}` : `Mark read: ${message.subject}`}
    >
      {message.read ? "Mark unread" : "Mark read"}
    </Button>
  );
}

/** Admin: messages sent through the contact-us form, with the unread count, a read filter, search, paging and a detail drawer. */
export function ContactInbox() {
  const list = useListParams();
  const rawStatus = list.get("status");
  const status: ReadFilter = (CONTACT_READ_FILTERS as readonly string[]).includes(rawStatus ?? "") ? (rawStatus as ReadFilter) : "all";
  const query = useQuery(contactInboxQuery({ page: list.page, limit: PAGE_SIZE, status, search: list.search || undefined }));
  const [openId, setOpenId] = useState<string | null>(null);
  const open = query.data?.rows.find((m) => m.id === openId) ?? null;

  const columns: DataTableColumn<ContactMessage>[] = [
    {
      key: "subject",
      header: "Message",
      primary: true,
      cell: (m) => (
        <UnstyledButton onClick={() => setOpenId(m.id)} data-testid="contact-open">
          <Stack gap={0}>
            <Text size="sm" fw={m.read ? 400 : 700}>
              {m.subject}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1} maw={420}>
              {m.message}
            </Text>
          </Stack>
        </UnstyledButton>
      ),
    },
    {
      key: "from",
      header: "From",
      cell: (m) => (
        <Stack gap={0}>
          <Text size="sm" fw={m.read ? 400 : 600}>
            {m.name}
          </Text>
          <Text size="xs" c="dimmed">
            {m.email}
          </Text>
        </Stack>
      ),
    },
    { key: "createdAt", header: "Received", nowrap: true, hideOnMobile: true, cell: (m) => formatDateTime(m.createdAt) },
    { key: "status", header: "Status", nowrap: true, cell: (m) => <ReadBadge message={m} /> },
    { key: "actions", header: "Actions", nowrap: true, align: "right", cell: (m) => <ToggleRead message={m} /> },
  ];

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <StatCard label="Unread" value={query.data?.unread ?? 0} loading={query.isPending} icon={<IconMail size={20} />} hint="In the whole inbox" />
        <StatCard
          label={status === "all" ? "Messages" : `${FILTER_LABELS[status]} messages`}
          value={query.data?.count ?? 0}
          loading={query.isPending}
          icon={<IconMessage size={20} />}
          color="blue"
          hint={list.search ? "Matching the search" : undefined}
        />
      </SimpleGrid>
      <DataTable
        caption="Contact messages"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(m) => m.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={
          query.isError
            ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching }
            : null
        }
        search={{ label: "Search messages", value: list.search, onChange: list.setSearch, placeholder: "Name, email, subject or text", debounceMs: 300 }}
        filters={
          <SegmentedControl
            aria-label="Show"
            value={status}
            onChange={(v) => list.set("status", v === "all" ? null : v)}
            data={CONTACT_READ_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          />
        }
        empty={{
          title: status === "unread" ? "No unread messages" : "No messages",
          description: "Messages visitors send through the Contact us page appear here.",
          icon: <IconMessage size={28} stroke={1.6} />,
        }}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: list.setPage }}
        rowProps={(m) => ({ "data-testid": m.read ? "contact-row-read" : "contact-row-unread" })}
      />
      <Drawer opened={open !== null} onClose={() => setOpenId(null)} position="right" size="lg" title={open?.subject ?? ""} padding="lg">
        {open ? (
          <Stack gap="md" data-testid="contact-detail">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{open.name}</Text>
                <Anchor href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`} size="sm">
                  {open.email}
                </Anchor>
              </Stack>
              <ReadBadge message={open} />
            </Group>
            <Text size="xs" c="dimmed">
              Received {formatDateTime(open.createdAt)}
              {open.readAt ? ` · read ${formatDateTime(open.readAt)}` : ""}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {open.message}
            </Text>
            <Group gap="sm">
              <ToggleRead message={open} size="sm" />
              <Button size="sm" variant="default" component="a" href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}>
                Reply by email
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Drawer>
    </Stack>
  );
}
