import { MESSAGES, type Notification } from "@bitmarte/contracts";
import { ActionIcon, Anchor, Button, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Area } from "../../lib/areas";
import { notifyError } from "../../ui/notify";
import { NotificationItem } from "./notification-item";
import { notificationListQuery, unreadCountQuery, useMarkAllNotificationsRead, useMarkNotificationRead } from "./notifications.queries";
import { useLiveNotifications } from "./use-live-notifications";

const LATEST = 6;

/** Where an area's notification centre lives. */
export const notificationsPath = (area: Area) => `${area.prefix}/notifications`;

/**
 * The header's bell: the unread count as a badge, kept live, and the latest notifications in a panel
 * with "Mark all read" and a link to the full list. A new one also shows as a toast.
 */
export function NotificationBell({ area }: { area: Area }) {
  const userType = area.userType;
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const unread = useQuery(unreadCountQuery(userType)).data?.unread ?? 0;
  const latest = useQuery({ ...notificationListQuery(userType, { page: 1, limit: LATEST, status: "all" }), enabled: opened });
  const markRead = useMarkNotificationRead(userType);
  const markAll = useMarkAllNotificationsRead(userType);

  useLiveNotificationsWithToast(area);

  const open = (n: Notification) => {
    setOpened(false);
    if (!n.read) markRead.mutate(n.id);
    if (n.link) navigate(n.link);
  };
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

  return (
    // The badge wraps the whole popover: the target's ARIA attributes (expanded, controls) belong on the button.
    <Indicator label={unread > 99 ? "99+" : unread} size={18} disabled={unread === 0} color="red.8" offset={4} inline>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal trapFocus>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened((o) => !o)} data-testid="notification-bell">
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="Latest notifications">
          <Group justify="space-between" px="xs" pb={6}>
            <Text fw={700} size="sm">
              Notifications
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={unread === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate(undefined, { onError: (e) => notifyError(e) })}
            >
              Mark all read
            </Button>
          </Group>
          <Divider />
          <ScrollArea.Autosize mah={380} type="auto">
            {latest.isPending ? (
              <Group justify="center" p="md">
                <Loader size="sm" aria-label="Loading notifications" />
              </Group>
            ) : latest.isError ? (
              <Text size="sm" c="red.8" p="sm" role="alert">
                {MESSAGES.notificationsLoadFailed}
              </Text>
            ) : latest.data.rows.length === 0 ? (
              <Text size="sm" c="dimmed" p="md" ta="center">
                Nothing yet. New orders, approvals and updates will show here.
              </Text>
            ) : (
              <Stack gap={2} py={4}>
                {latest.data.rows.map((n) => (
                  <NotificationItem key={n.id} notification={n} onOpen={open} compact />
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
          <Divider />
          <Group justify="center" pt={6}>
            <Anchor component={Link} to={notificationsPath(area)} size="sm" onClick={() => setOpened(false)}>
              See all notifications
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function useLiveNotificationsWithToast(area: Area) {
  useLiveNotifications(area.userType, (event) => {
    toasts.show({ title: event.notification.title, message: event.notification.body, color: "brand", autoClose: 6000 });
  });
}
