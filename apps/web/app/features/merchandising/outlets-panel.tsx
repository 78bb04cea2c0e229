import { MESSAGES, type OfficialOutlet } from "@bitmarte/contracts";
import { ActionIcon, Anchor, Avatar, Button, Group, Pagination, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconBuildingStore, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { FormFailure } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { useAddOutlet, useRemoveOutlet } from "./merchandising.mutations";
import { outletsQuery, storeSearchQuery } from "./merchandising.queries";

const PAGE_SIZE = 12;

function AddOutletForm() {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [storeId, setStoreId] = useState<string | null>(null);
  const stores = useQuery(storeSearchQuery(debounced));
  const add = useAddOutlet();

  const submit = () => {
    if (!storeId) return;
    add.mutate(storeId, {
      onSuccess: ({ message }) => {
        notifySuccess(message, MESSAGES.officialOutletAdded);
        setStoreId(null);
        setSearch("");
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <FormFailure error={add.error} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Store"
            description="Live stores only"
            placeholder="Search stores"
            searchable
            clearable
            data={(stores.data?.rows ?? []).map((s) => ({ value: s.storeId, label: s.storeName }))}
            value={storeId}
            onChange={(value) => {
              setStoreId(value);
              add.reset();
            }}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={stores.isFetching ? "Searching…" : "No store found"}
            style={{ flex: "1 1 16rem" }}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={submit} disabled={!storeId} loading={add.isPending}>
            Add official outlet
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Official outlets: brands' own stores, shown on the home page. */
export function OutletsPanel() {
  const [page, setPage] = useState(1);
  const query = useQuery(outletsQuery(page, PAGE_SIZE));
  const remove = useRemoveOutlet();
  const [removing, setRemoving] = useState<OfficialOutlet | null>(null);

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton h={120} radius="lg" />;
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, MESSAGES.loadStoresFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.rows.length === 0) {
    body = <EmptyState icon={<IconBuildingStore size={28} stroke={1.6} />} title="No official outlets" description="Add a live store to show it as an official outlet." />;
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {query.data.rows.map((o) => (
            <Paper component="li" key={o.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar src={o.logo} alt="" radius="md" color="brand">
                    {o.storeName.slice(0, 1)}
                  </Avatar>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/storefront/${o.storeUrl}`} fw={600} size="sm" truncate target="_blank">
                      {o.storeName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      Since {formatDate(o.createdAt)}
                    </Text>
                  </Stack>
                </Group>
                <ActionIcon variant="subtle" color="red" onClick={() => { remove.reset(); setRemoving(o); }} aria-label={`Remove ${o.storeName} from official outlets`}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
        {query.data.count > PAGE_SIZE ? <Pagination total={Math.ceil(query.data.count / PAGE_SIZE)} value={page} onChange={setPage} size="sm" /> : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <AddOutletForm />
      {body}
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove official outlet"
        message={
          <>
            Remove <strong>{removing?.storeName}</strong> from official outlets? The store keeps selling as usual.
          </>
        }
        confirmLabel="Remove"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message, MESSAGES.officialOutletRemoved);
              setRemoving(null);
            },
          })
        }
        error={<FormFailure error={remove.error} />}
      />
    </Stack>
  );
}
