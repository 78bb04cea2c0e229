import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  color?: string;
  hint?: ReactNode;
  loading?: boolean;
}

/** One figure with its label, for the top of a dashboard page. */
export function StatCard({ label, value, icon, color = "brand", hint, loading }: StatCardProps) {
  return (
    <Paper withBorder p="md" radius="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={30} w={80} />
          ) : (
            <Text fz={28} fw={700} lh={1.1} style={{ fontVariantNumeric: "tabular-nums" }}>
              {value}
            </Text>
          )}
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
        {icon ? (
          <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
    </Paper>
  );
}
