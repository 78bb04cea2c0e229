import { MESSAGES, POLICY_TYPES, type StorePolicy } from "@bitmarte/contracts";
import { Accordion, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconFileDescription } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { storePoliciesQuery } from "./stores.queries";

export const POLICY_LABELS: Record<StorePolicy["type"], string> = {
  return: "Returns",
  refund: "Refunds",
  shipping: "Shipping",
  privacy: "Privacy",
  terms: "Terms of sale",
  other: "Other",
};

/** Policies in a stable order: the order of POLICY_TYPES, then by title. */
export function sortPolicies(policies: StorePolicy[]): StorePolicy[] {
  return [...policies].sort(
    (a, b) => POLICY_TYPES.indexOf(a.type) - POLICY_TYPES.indexOf(b.type) || a.title.localeCompare(b.title),
  );
}

/** A store's published policies (GET /policies/store/:storeId), one expandable section each. */
export function StorePolicies({
  storeId,
  withTitle = true,
  initialData,
}: {
  storeId: string;
  withTitle?: boolean;
  /** The policies the server already read (server-rendered pages): shown at once, no loading state. */
  initialData?: { rows: StorePolicy[]; count: number } | null;
}) {
  const query = useQuery({ ...storePoliciesQuery(storeId), ...(initialData ? { initialData, staleTime: 60_000 } : {}) });

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading store policies">
        <Skeleton height={48} radius="md" />
        <Skeleton height={48} radius="md" />
        <Skeleton height={48} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        message={errorMessage(query.error, MESSAGES.errorOccurred)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.rows.length === 0) {
    body = (
      <EmptyState
        icon={<IconFileDescription size={28} stroke={1.6} />}
        title="No policies yet"
        description="This store has not published its return, refund or shipping policies yet."
      />
    );
  } else {
    body = (
      <Accordion variant="separated" radius="md" multiple defaultValue={[sortPolicies(query.data.rows)[0].id]}>
        {sortPolicies(query.data.rows).map((policy) => (
          <Accordion.Item key={policy.id} value={policy.id}>
            <Accordion.Control>
              <Text fw={600}>{policy.title}</Text>
              <Text size="xs" c="dimmed">
                {POLICY_LABELS[policy.type]} · Updated {formatDate(policy.updatedAt)}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {policy.content}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label="Store policies">
      {withTitle ? (
        <Title order={2} fz="lg">
          Store policies
        </Title>
      ) : null}
      {body}
    </Stack>
  );
}
