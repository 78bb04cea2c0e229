import { type FollowedStore, MESSAGES } from "@bitmarte/contracts";
import { Anchor, Avatar, Box, Button, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconHeart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { rangeLabel } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { fileHref } from "../../ui/upload-client";
import { useListParams } from "../../ui/use-list-params";
import { StoreFollowButton } from "./store-follow-button";
import { storefrontPath } from "./store-profile-model";
import { followedStoresQuery } from "./stores.queries";

const PAGE_SIZE = 12;

function FollowedStoreCard({ store }: { store: FollowedStore }) {
  const to = storefrontPath(store.storeUrl);
  return (
    <Paper withBorder p="md" component="article" aria-label={store.storeName}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={store.logo ? fileHref(store.logo) : null} alt="" size={48} radius="md" color="brand">
            {store.storeName.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={to} fw={600} lineClamp={2}>
              {store.storeName}
            </Anchor>
            <Text size="xs" c="dimmed">
              Following since {formatDate(store.followedAt)}
            </Text>
          </Stack>
        </Group>
        <Box style={{ flexShrink: 0 }}>
          <StoreFollowButton storeId={store.storeId} storeName={store.storeName} size="xs" />
        </Box>
      </Group>
    </Paper>
  );
}

/** The stores a customer follows (GET /followstore), with paging. */
export function FollowedStores() {
  const list = useListParams();
  const query = useQuery(followedStoresQuery({ page: list.page, limit: PAGE_SIZE }));

  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-busy="true" aria-label="Loading followed stores">
        {["a", "b", "c", "d", "e", "f"].map((key) => (
          <Skeleton key={key} height={82} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error, MESSAGES.loadStoresFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.rows.length === 0) {
    return (
      <EmptyState
        icon={<IconHeart size={28} stroke={1.6} />}
        title="You do not follow any store yet"
        description="Follow stores you like to find them quickly and hear about their offers."
        action={
          <Button component={Link} to="/" variant="light">
            Browse Bitmarte
          </Button>
        }
      />
    );
  }
  const totalPages = Math.max(1, Math.ceil(query.data.count / PAGE_SIZE));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {query.data.rows.map((store) => (
          <FollowedStoreCard key={store.storeId} store={store} />
        ))}
      </SimpleGrid>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {rangeLabel(list.page, PAGE_SIZE, query.data.count)}
        </Text>
        {totalPages > 1 ? <Pagination total={totalPages} value={list.page} onChange={list.setPage} size="sm" /> : null}
      </Group>
    </Stack>
  );
}
