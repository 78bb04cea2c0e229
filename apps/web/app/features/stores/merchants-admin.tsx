import { MERCHANT_SORTS, MESSAGES, type MerchantListRow, SELLER_HEALTH_LEVEL_LABELS } from "@bitmarte/contracts";
import { Anchor, Badge, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate, fullName } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { serverSortFrom } from "../../ui/server-sort";
import { StatusBadge } from "../../ui/status-badge";
import { useListParams } from "../../ui/use-list-params";
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUS_TONES, approvalCount } from "./approval-labels";
import { Field, MerchantAddresses, MerchantBusiness, MerchantIdentity, SectionCard } from "./merchant-sections";
import { storefrontPath } from "./store-profile-model";
import { BackLink } from "./store-review";
import { merchantListQuery, merchantQuery } from "./stores.queries";

const PAGE_SIZE = 20;

function approvalText(row: Pick<MerchantListRow, "firstApproval" | "secondApproval">): string {
  const count = approvalCount(row);
  return count === 2 ? "Approved" : `${count} of 2 approvals`;
}

/** All merchants, with search, verification and approval filters and paging. */
export function MerchantsList() {
  const list = useListParams();
  const verified = list.get("verified");
  const approved = list.get("approved");
  const order = serverSortFrom(list.get("sort"), MERCHANT_SORTS);
  const query = useQuery(
    merchantListQuery({
      page: list.page,
      limit: PAGE_SIZE,
      search: list.search || undefined,
      isVerified: verified === "true" || verified === "false" ? verified : undefined,
      approved: approved === "true" || approved === "false" ? approved : undefined,
      sort: order.sort,
    }),
  );

  const columns: DataTableColumn<MerchantListRow>[] = [
    {
      key: "name",
      header: "Merchant",
      primary: true,
      cell: (m) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/admin/merchants/${m.id}`} fw={600} size="sm">
            {fullName(m)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {m.email}
          </Text>
        </Stack>
      ),
      serverSortable: true,
    },
    {
      key: "store",
      header: "Store",
      cell: (m) => (
        <Anchor component={Link} to={`/admin/stores/${m.id}`} size="sm">
          {m.storeName}
        </Anchor>
      ),
      serverSortable: true,
    },
    {
      key: "approval",
      header: "Approval",
      cell: (m) => <StatusBadge status={approvalText(m)} tone={approvalCount(m) === 2 ? "success" : approvalCount(m) === 1 ? "info" : "warning"} />,
      serverSortable: true,
      nowrap: true,
    },
    {
      key: "verified",
      header: "Verified",
      cell: (m) => (
        <Group gap={4}>
          <Badge variant="light" color={m.isVerified ? "brand" : "gray"} tt="none">
            {m.isVerified ? "Verified" : "Not verified"}
          </Badge>
          {!m.isActive ? (
            <Badge variant="light" color="red" tt="none">
              Deactivated
            </Badge>
          ) : null}
        </Group>
      ),
      serverSortable: true,
      nowrap: true,
    },
    { key: "products", header: "Products", align: "right", cell: (m) => m.productCount.toLocaleString("en-NG") },
    {
      key: "health",
      header: "Health",
      align: "right",
      cell: (m) => (
        <StatusBadge
          status={m.healthLevel === "good" ? String(m.healthScore) : `${m.healthScore} · ${SELLER_HEALTH_LEVEL_LABELS[m.healthLevel]}`}
          data-health={`${m.healthScore} ${m.healthLevel}`}
          tone={m.healthLevel === "good" ? "success" : m.healthLevel === "warning" ? "warning" : "danger"}
        />
      ),
      serverSortable: true,
      nowrap: true,
    },
    { key: "joined", header: "Joined", cell: (m) => formatDate(m.createdAt), serverSortable: true, nowrap: true },
  ];

  const filters = (
    <>
      <Select
        label="Verification"
        size="sm"
        w={{ base: "100%", xs: 170 }}
        data={[
          { value: "", label: "All" },
          { value: "true", label: "Verified" },
          { value: "false", label: "Not verified" },
        ]}
        value={verified ?? ""}
        onChange={(value) => list.set("verified", value || null)}
        allowDeselect={false}
      />
      <Select
        label="Store approval"
        size="sm"
        w={{ base: "100%", xs: 170 }}
        data={[
          { value: "", label: "All" },
          { value: "true", label: "Approved" },
          { value: "false", label: "Not approved" },
        ]}
        value={approved ?? ""}
        onChange={(value) => list.set("approved", value || null)}
        allowDeselect={false}
      />
    </>
  );

  return (
    <DataTable
      caption="Merchants"
      columns={columns}
      rows={query.data?.rows}
      rowKey={(m) => m.id}
      loading={query.isPending}
      refreshing={query.isPlaceholderData}
      error={query.isError ? { message: errorMessage(query.error, MESSAGES.loadMerchantDetailsFailed), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
      search={{ label: "Search merchants", placeholder: "Name, email or store", value: list.search, onChange: list.setSearch }}
      filters={filters}
      empty={{ title: list.search || verified || approved ? "No merchant matches" : "No merchants yet", icon: <IconUsers size={28} stroke={1.6} /> }}
      pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: list.setPage }}
      sort={order.state}
      onSortChange={(next) => list.set("sort", order.patch(next).sort)}
    />
  );
}

/** One merchant (GET /merchants/:id): identity and documents, addresses, business and store. */
export function MerchantDetail({ merchantId }: { merchantId: string }) {
  const query = useQuery(merchantQuery(merchantId));
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading merchant">
        <Skeleton height={36} width="40%" />
        <Skeleton height={180} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <EmptyState
          title="Merchant not found"
          action={
            <Button component={Link} to="/admin/merchants" variant="light">
              Back to merchants
            </Button>
          }
        />
      );
    }
    // The spec's wording for this screen's load failure.
    return <ErrorState message={MESSAGES.loadMerchantDetailsFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const merchant = query.data;
  const store = merchant.store;
  return (
    <Stack gap="lg">
      <div>
        <BackLink to="/admin/merchants" label="Merchants" />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {fullName(merchant)}
            </Title>
            <Text size="sm" c="dimmed">
              {merchant.role === "owner" ? "Store owner" : "Staff"} · {store.storeName}
            </Text>
          </Stack>
          <Button component={Link} to={`/admin/stores/${merchant.id}`} variant="light" size="sm">
            Review store
          </Button>
        </Group>
      </div>
      <MerchantIdentity merchant={merchant} />
      <SectionCard title="Store">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Field label="Store">{store.storeName}</Field>
          <Field label="Public link">
            <Anchor component={Link} to={storefrontPath(store.storeUrl)} target="_blank" size="sm">
              {storefrontPath(store.storeUrl)}
            </Anchor>
          </Field>
          <Field label="Review">
            <StatusBadge status={APPROVAL_STATUS_LABELS[store.status]} tone={APPROVAL_STATUS_TONES[store.status]} />
          </Field>
          <Field label="Active">{store.isActive ? "Yes" : "No"}</Field>
          {store.rejectionReason ? <Field label="Rejection reason">{store.rejectionReason}</Field> : null}
        </SimpleGrid>
      </SectionCard>
      <MerchantAddresses merchant={merchant} />
      <MerchantBusiness merchant={merchant} />
    </Stack>
  );
}
