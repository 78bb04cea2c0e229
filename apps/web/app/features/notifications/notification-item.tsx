import type { Notification } from "@bitmarte/contracts";
import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { formatDateTime } from "../../lib/format";

/** One notification as a row people tap: bold while unread, with when it came. */
export function NotificationItem({ notification, onOpen, compact = false }: { notification: Notification; onOpen: (n: Notification) => void; compact?: boolean }) {
  const unread = !notification.read;
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
      data-unread={unread || undefined}
      p={compact ? "xs" : "sm"}
      style={{
        display: "block",
        width: "100%",
        borderRadius: "var(--mantine-radius-md)",
        background: unread ? "var(--mantine-color-brand-0)" : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span
          aria-hidden
          style={{
            flex: "none",
            width: 8,
            height: 8,
            marginTop: 7,
            borderRadius: 4,
            background: unread ? "var(--mantine-color-brand-8)" : "transparent",
          }}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={unread ? 700 : 500}>
            {notification.title}
            {unread ? <VisuallyHidden> (unread)</VisuallyHidden> : null}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={compact ? 2 : undefined}>
            {notification.body}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(notification.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
