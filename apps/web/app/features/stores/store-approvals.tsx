import { MESSAGES, STORE_APPROVAL_SORTS, STORE_APPROVAL_STATUSES, type StoreApproval } from "@bitmarte/contracts";
import { DonutChart } from "@mantine/charts";
import { Anchor, Badge, ColorSwatch, Group, Paper, Progress, Select, SimpleGrid, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { serverSortFrom } from "../../ui/server-sort";
import { StatusBadge } from "../../ui/status-badge";
import { useListParams } from "../../ui/use-list-params";
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUS_TONES, approvalCount } from "./approval-labels";
import { storeApprovalListQuery, type StoreApprovalScope } from "./stores.queries";

const PAGE_SIZE = 20;
type ApprovalStatus = (typeof STORE_APPROVAL_STATUSES)[number];

const CHART_COLORS: Record<ApprovalStatus, string> = {
  pending: "yellow.6",
  first_approved: "blue.6",
  approved: "brand.7",
  rejected: "red.6",
};

/** Number of stores in each review state (one small read per state). */
export function useApprovalCounts() {
  return useQueries({
    queries: STORE_APPROVAL_STATUSES.map((status) => storeApprovalListQuery("all", { status, limit: 1 })),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
      counts: Object.fromEntries(STORE_APPROVAL_STATUSES.map((s, i) => [s, results[i].data?.count ?? 0])) as Record<ApprovalStatus, number>,
    }),
  });
}

const SUMMARY_LABELS: Record<ApprovalStatus, string> = {
  pending: "Awaiting 1st approval",
  first_approved: "Awaiting 2nd approval",
  approved: "Live stores",
  rejected: "Rejected",
};

/** How many stores wait at each step, as figures and a donut chart of the same colours. */
export function ApprovalSummary() {
  const { pending, error, counts } = useApprovalCounts();
  if (error) return null;
  const data = STORE_APPROVAL_STATUSES.map((status) => ({ name: APPROVAL_STATUS_LABELS[status], value: counts[status], color: CHART_COLORS[status] }));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <Paper withBorder p="md" component="section" aria-label="Stores by review state">
      <Group gap="lg" align="center" wrap="wrap">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" style={{ flex: "1 1 24rem" }}>
          {STORE_APPROVAL_STATUSES.map((status) => (
            <Paper key={status} withBorder p="sm" radius="md">
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${CHART_COLORS[status].replace(".", "-")})`} size={10} withShadow={false} aria-hidden />
                <Text size="xs" c="dimmed" fw={500} lh={1.3}>
                  {SUMMARY_LABELS[status]}
                </Text>
              </Group>
              {pending ? (
                <Skeleton height={28} width={48} mt={4} />
              ) : (
                <Text fz={26} fw={700} lh={1.2} style={{ fontVariantNumeric: "tabular-nums" }} data-testid={`count-${status}`}>
                  {counts[status]}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
        <Group gap="sm" wrap="nowrap" mx="auto">
          {pending ? (
            <Skeleton height={96} width={96} circle />
          ) : (
            <DonutChart
              data={data.filter((d) => d.value > 0)}
              size={96}
              thickness={14}
              withTooltip
              tooltipDataSource="segment"
              chartLabel={total}
              role="img"
              aria-label={`Stores by review state: ${data.map((d) => `${d.name} ${d.value}`).join(", ")}`}
            />
          )}
          <Text size="xs" c="dimmed" maw={90}>
            {total} stores by review state
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}

function ApprovalProgressCell({ approval }: { approval: StoreApproval }) {
  const count = approvalCount(approval);
  return (
    <Stack gap={4} miw={110}>
      <Text size="xs" c="dimmed">
        {count} of 2 approvals
      </Text>
      <Progress
        value={count * 50}
        size="sm"
        color={approval.status === "rejected" ? "red" : count === 2 ? "brand" : "blue"}
        aria-label={`${count} of 2 approvals`}
      />
    </Stack>
  );
}

function StoreCell({ approval }: { approval: StoreApproval }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/admin/stores/${approval.merchantId}`} fw={600} size="sm">
        {approval.storeName}
      </Anchor>
      <Text size="xs" c="dimmed">
        {approval.merchantName} · {approval.email}
      </Text>
    </Stack>
  );
}

function ApprovalTable({ scope }: { scope: Exclude<StoreApprovalScope, "all"> }) {
  const list = useListParams(`${scope}-`);
  const statusFilter = list.get("status") as ApprovalStatus | null;
  const order = serverSortFrom(list.get("sort"), STORE_APPROVAL_SORTS);
  const query = useQuery(
    storeApprovalListQuery(scope, {
      page: list.page,
      limit: PAGE_SIZE,
      search: list.search || undefined,
      status: scope === "unapproved" && statusFilter ? statusFilter : undefined,
      sort: order.sort,
    }),
  );

  const columns: DataTableColumn<StoreApproval>[] = [
    { key: "store", header: "Store", primary: true, cell: (a) => <StoreCell approval={a} />, serverSortable: true },
    {
      key: "status",
      header: "Status",
      cell: (a) => <StatusBadge status={APPROVAL_STATUS_LABELS[a.status]} tone={APPROVAL_STATUS_TONES[a.status]} />,
      serverSortable: true,
      nowrap: true,
    },
    { key: "progress", header: "Approvals", cell: (a) => <ApprovalProgressCell approval={a} />, serverSortable: true },
    {
      key: "plan",
      header: "Payment category",
      cell: (a) =>
        a.pricingPlanName ?? (
          <Badge variant="outline" color="gray" tt="none">
            Not set
          </Badge>
        ),
      serverSortable: true,
    },
    { key: "onboarding", header: "Onboarding", cell: (a) => `${a.onboardingPercentage}%`, serverSortable: true, align: "right" },
    { key: "created", header: "Signed up", cell: (a) => formatDate(a.createdAt), serverSortable: true, nowrap: true },
  ];

  const filters =
    scope === "unapproved" ? (
      <Select
        label="Review state"
        size="sm"
        w={{ base: "100%", xs: 240 }}
        data={[
          { value: "", label: "All waiting or rejected" },
          { value: "pending", label: APPROVAL_STATUS_LABELS.pending },
          { value: "first_approved", label: APPROVAL_STATUS_LABELS.first_approved },
          { value: "rejected", label: APPROVAL_STATUS_LABELS.rejected },
        ]}
        value={statusFilter ?? ""}
        onChange={(value) => list.set("status", value || null)}
        allowDeselect={false}
      />
    ) : null;

  return (
    <DataTable
      caption={scope === "unapproved" ? "Stores waiting for approval" : "Approved stores"}
      columns={columns}
      rows={query.data?.rows}
      rowKey={(a) => a.storeId}
      loading={query.isPending}
      refreshing={query.isPlaceholderData}
      error={query.isError ? { message: errorMessage(query.error, MESSAGES.loadStoresFailed), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
      search={{ label: "Search stores", placeholder: "Store, owner or email", value: list.search, onChange: list.setSearch }}
      filters={filters}
      empty={{
        title: list.search || statusFilter ? "No store matches" : scope === "unapproved" ? "No stores waiting" : "No approved stores yet",
        description: scope === "unapproved" && !list.search ? "New stores appear here when merchants sign up." : undefined,
        icon: <IconBuildingStore size={28} stroke={1.6} />,
      }}
      pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: list.setPage }}
      sort={order.state}
      onSortChange={(next) => list.set("sort", order.patch(next).sort)}
      rowProps={(a) => ({ "data-testid": `store-row-${a.storeUrl}` })}
    />
  );
}

/** Admin stores: a summary of the review pipeline and the unapproved and approved lists. */
export function StoreApprovals() {
  const list = useListParams();
  const tab = list.get("tab") === "approved" ? "approved" : "unapproved";
  return (
    <Stack gap="lg">
      <ApprovalSummary />
      <Tabs value={tab} onChange={(value) => list.set("tab", value === "approved" ? "approved" : null)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="unapproved">Unapproved</Tabs.Tab>
          <Tabs.Tab value="approved">Approved</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="unapproved">
          <ApprovalTable scope="unapproved" />
        </Tabs.Panel>
        <Tabs.Panel value="approved">
          <ApprovalTable scope="approved" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
