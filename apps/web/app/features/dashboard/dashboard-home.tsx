import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../ui/page-header";
import type { DashboardSection } from "./dashboard-nav";

export interface DashboardHomeProps {
  title: ReactNode;
  description?: ReactNode;
  /** Where the section pages live, e.g. "/merchant". */
  base: string;
  sections: readonly DashboardSection[];
  actions?: ReactNode;
  children?: ReactNode;
}

/** A signed-in area's home: greeting and a card per section. */
export function DashboardHome({ title, description, base, sections, actions, children }: DashboardHomeProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} actions={actions} mb={0} />
      {children}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {sections.map((section) => (
          <SectionCard key={section.slug} section={section} to={section.to ?? `${base}/${section.slug}`} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function SectionCard({ section, to }: { section: DashboardSection; to: string }) {
  const Icon = section.icon;
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="lg"
      padding="lg"
      style={{ textDecoration: "none" }}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <Icon size={22} stroke={1.7} />
          </ThemeIcon>
          {!section.ready && (
            <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500}>
              Coming soon
            </Badge>
          )}
        </Group>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={700}>{section.label}</Text>
          <Text size="sm" c="dimmed">
            {section.description}
          </Text>
        </Stack>
        <Group gap={4} c="brand.8">
          <Text size="sm" fw={600} inherit>
            Open
          </Text>
          <IconChevronRight size={16} aria-hidden />
        </Group>
      </Stack>
    </Card>
  );
}
