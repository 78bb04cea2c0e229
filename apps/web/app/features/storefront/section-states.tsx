import { Anchor, Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { ErrorState } from "../../ui/error-state";

/** A failed part of a server-rendered page; "Try again" reloads the page's data. */
export function SectionError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return <ErrorState message={message} onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === "loading"} />;
}

export interface StoreSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  seeAll?: { to: string; label: string };
  children: ReactNode;
}

/** A titled storefront section, optionally with a "See all" link. */
export function StoreSection({ id, title, description, seeAll, children }: StoreSectionProps) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} id={id} fz={{ base: 19, sm: 22 }}>
            {title}
          </Title>
          {description}
        </Stack>
        {seeAll ? (
          <Anchor component={Link} to={seeAll.to} fw={600} size="sm" style={{ flexShrink: 0 }}>
            {seeAll.label}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}
