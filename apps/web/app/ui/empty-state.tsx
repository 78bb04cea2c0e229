import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Draw a bordered card around the state (default) or render it bare inside another card. */
  withBorder?: boolean;
  /** Stretch to the height of the parent (cards side by side). */
  fill?: boolean;
}

export function EmptyState({ title, description, icon, action, withBorder = true, fill = false }: EmptyStateProps) {
  return (
    <Paper
      withBorder={withBorder}
      p={{ base: "lg", sm: "xl" }}
      radius="lg"
      bg={withBorder ? "white" : undefined}
      style={fill ? { flexGrow: 1, display: "flex", flexDirection: "column", justifyContent: "center" } : undefined}
    >
      <Stack align="center" gap="sm" ta="center" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon ?? <IconInbox size={28} stroke={1.6} />}
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" maw={420}>
            {description}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
