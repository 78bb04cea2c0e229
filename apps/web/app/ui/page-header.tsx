import { Group, type MantineSpacing, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown on the right (below the title on small screens). */
  actions?: ReactNode;
  /** Space below the header; 0 inside a Stack that already spaces its children. */
  mb?: MantineSpacing | 0;
}

export function PageHeader({ title, description, actions, mb = "lg" }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb={mb} wrap="wrap">
      <Stack gap={4} style={{ flex: "1 1 16rem", minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
