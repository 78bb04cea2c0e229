import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface ErrorStateProps {
  title?: ReactNode;
  message: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({ title = "Something went wrong", message, onRetry, retrying }: ErrorStateProps) {
  return (
    <Paper withBorder p={{ base: "lg", sm: "xl" }} radius="lg" role="alert">
      <Stack align="center" gap="sm" ta="center" py="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {message}
        </Text>
        {onRetry ? (
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
