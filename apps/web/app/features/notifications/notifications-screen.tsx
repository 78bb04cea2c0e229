import { MESSAGES, type Notification, type NotificationPreference } from "@bitmarte/contracts";
import { Button, Group, Pagination, Paper, SegmentedControl, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import type { Area } from "../../lib/areas";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { notifyError, notifySuccess } from "../../ui/notify";
import { useListParams } from "../../ui/use-list-params";
import { NotificationItem } from "./notification-item";
import {
  notificationListQuery,
  notificationPreferencesQuery,
  unreadCountQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useSaveNotificationPreferences,
} from "./notifications.queries";

const PAGE_SIZE = 20;

/** Every notification of the signed-in person, newest first, paged, with an unread filter and mail settings. */
export function NotificationsScreen({ area }: { area: Area }) {
  return (
    <Stack gap="lg">
      <NotificationList area={area} />
      <MailSettings area={area} />
    </Stack>
  );
}

function NotificationList({ area }: { area: Area }) {
  const userType = area.userType;
  const list = useListParams();
  const status = list.get("status") === "unread" ? "unread" : "all";
  const query = useQuery(notificationListQuery(userType, { page: list.page, limit: PAGE_SIZE, status }));
  const unread = useQuery(unreadCountQuery(userType)).data?.unread ?? query.data?.unread ?? 0;
  const markRead = useMarkNotificationRead(userType);
  const markAll = useMarkAllNotificationsRead(userType);
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / PAGE_SIZE));

  const open = (n: Notification) => {
    if (!n.read) markRead.mutate(n.id, { onError: (e) => notifyError(e) });
    if (n.link) navigate(n.link);
  };

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Group justify="space-between" mb="sm" gap="sm">
        <SegmentedControl
          aria-label="Show"
          value={status}
          onChange={(v) => list.set("status", v === "unread" ? "unread" : null)}
          data={[
            { value: "all", label: "All" },
            { value: "unread", label: `Unread (${unread})` },
          ]}
        />
        <Button
          variant="default"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: () => notifySuccess(MESSAGES.notificationsAllRead), onError: (e) => notifyError(e) })}
        >
          Mark all read
        </Button>
      </Group>
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading notifications">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </Stack>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, MESSAGES.notificationsLoadFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.rows.length === 0 ? (
        <EmptyState
          icon={<IconBell size={28} />}
          title={status === "unread" ? "No unread notifications" : "No notifications yet"}
          description="New orders, approvals, payouts and order updates will show here as they happen."
          withBorder={false}
        />
      ) : (
        <Stack gap={4} data-testid="notification-list">
          {query.data.rows.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={open} />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={Math.min(list.page, pages)} onChange={list.setPage} size="sm" getItemProps={(p) => ({ "aria-label": `Page ${p}` })} />
        </Group>
      ) : null}
    </Paper>
  );
}

function MailSettings({ area }: { area: Area }) {
  const userType = area.userType;
  const query = useQuery(notificationPreferencesQuery(userType));
  const save = useSaveNotificationPreferences(userType);

  const toggle = (p: NotificationPreference, mail: boolean) =>
    save.mutate({ preferences: [{ kind: p.kind, mail }] }, { onSuccess: () => notifySuccess(MESSAGES.notificationPreferencesSaved), onError: (e) => notifyError(e) });

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Title order={2} size="h4" mb={4}>
        Email
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Every notification shows here. Choose which also come to your email.
      </Text>
      {query.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error, "Could not get your notification settings. Try again later.")} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Stack gap="sm">
          {query.data.preferences.map((p) => (
            <Switch
              key={p.kind}
              label={p.label}
              description="Also by email"
              checked={p.mail}
              disabled={save.isPending && save.variables?.preferences[0]?.kind === p.kind}
              onChange={(e) => toggle(p, e.currentTarget.checked)}
              data-testid={`mail-${p.kind}`}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
