import { type Coupon, COUPON_SORTS, COUPON_STATUSES, type CouponStatus } from "@bitmarte/contracts";
import { Anchor, Badge, Button, Group, Menu, ActionIcon, Select, Stack, Text } from "@mantine/core";
import { IconDots, IconPencil, IconPlus, IconTicket, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { serverSortFrom } from "../../ui/server-sort";
import { StatusBadge, type StatusTone } from "../../ui/status-badge";
import { describeDiscount } from "./coupon-describe";
import { useDeleteCoupon } from "./coupons.mutations";
import { couponListQuery } from "./coupons.queries";

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<CouponStatus, { label: string; tone: StatusTone }> = {
  scheduled: { label: "Scheduled", tone: "info" },
  active: { label: "Active", tone: "success" },
  expired: { label: "Expired", tone: "danger" },
  exhausted: { label: "Used up", tone: "neutral" },
};

function isStatus(value: string | null): value is CouponStatus {
  return !!value && (COUPON_STATUSES as readonly string[]).includes(value);
}

/** The merchant's coupons with paging, search and a status filter. */
export function CouponList({ canWrite }: { canWrite: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const search = params.get("search") ?? "";
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : undefined;
  const order = serverSortFrom(params.get("sort"), COUPON_SORTS);
  const coupons = useQuery(couponListQuery({ page, limit: PAGE_SIZE, search: search || undefined, status, sort: order.sort }));
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const remove = useDeleteCoupon();

  const update = (next: Record<string, string | number | null>) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === "" || (key === "page" && value === 1)) query.delete(key);
      else query.set(key, String(value));
    }
    if (!("page" in next)) query.delete("page");
    setParams(query, { preventScrollReset: true });
  };

  const columns: DataTableColumn<Coupon>[] = [
    {
      key: "code",
      header: "Coupon",
      primary: true,
      serverSortable: true,
      cell: (c) => (
        <Stack gap={0}>
          {canWrite ? (
            <Anchor component={Link} to={`/merchant/coupons/${c.id}`} fw={600} size="sm" ff={c.code ? "monospace" : undefined}>
              {c.code ?? "Automatic discount"}
            </Anchor>
          ) : (
            <Text fw={600} size="sm" ff={c.code ? "monospace" : undefined}>
              {c.code ?? "Automatic discount"}
            </Text>
          )}
          {c.description ? (
            <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
              {c.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: "type",
      header: "Discount",
      serverSortable: true,
      cell: (c) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{describeDiscount(c)}</Text>
          <Badge size="xs" variant="outline" color="gray" tt="none">
            {c.discountMode}
          </Badge>
        </Group>
      ),
    },
    {
      key: "start",
      header: "Runs",
      serverSortable: true,
      cell: (c) => (
        <Text size="sm">
          {formatDate(`${c.startDate}T00:00:00Z`)} – {c.endDate ? formatDate(`${c.endDate}T00:00:00Z`) : "no end"}
        </Text>
      ),
    },
    {
      key: "used",
      header: "Used",
      align: "right",
      serverSortable: true,
      cell: (c) => `${c.usedCount}${c.usageLimit > 0 ? ` / ${c.usageLimit}` : ""}`,
    },
    {
      key: "status",
      header: "Status",
      serverSortable: true,
      cell: (c) => <StatusBadge status={STATUS_LABELS[c.status].label} tone={STATUS_LABELS[c.status].tone} />,
    },
  ];
  if (canWrite) {
    columns.push({
      key: "actions",
      header: "",
      align: "right",
      hideOnMobile: false,
      cell: (c) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${c.code ?? "automatic discount"}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={`/merchant/coupons/${c.id}`} leftSection={<IconPencil size={16} />}>
              Edit
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(c)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    });
  }

  const newButton = canWrite ? (
    <Button component={Link} to="/merchant/coupons/new" leftSection={<IconPlus size={16} />}>
      New coupon
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title="Coupons" description="Percentage, fixed and buy-X-get-Y discounts on your store's products." actions={newButton} />
      <DataTable
        caption="Coupons"
        columns={columns}
        rows={coupons.data?.rows}
        rowKey={(c) => c.id}
        loading={coupons.isPending}
        refreshing={coupons.isPlaceholderData}
        error={coupons.isError ? { message: errorMessage(coupons.error), onRetry: () => coupons.refetch(), retrying: coupons.isFetching } : null}
        search={{ label: "Search coupons", value: search, onChange: (value) => update({ search: value }), placeholder: "Code or description" }}
        filters={
          <Select
            label="Status"
            placeholder="All statuses"
            data={COUPON_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].label }))}
            value={status ?? null}
            onChange={(value) => update({ status: value })}
            clearable
            size="sm"
            w={{ base: "100%", xs: 200 }}
          />
        }
        empty={{
          icon: <IconTicket size={28} stroke={1.6} />,
          title: search || status ? "No coupons match" : "No coupons yet",
          description: search || status ? "Try another search or status." : "Create a coupon to reward your customers.",
          action: search || status ? undefined : newButton,
        }}
        pagination={{ page, pageSize: PAGE_SIZE, total: coupons.data?.count ?? 0, onPageChange: (p) => update({ page: p }) }}
        sort={order.state}
        onSortChange={(next) => update(order.patch(next))}
      />
      <ConfirmModal
        opened={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete this coupon?"
        message={`${deleting?.code ?? "This automatic discount"} stops applying at once. Orders that already used it keep their discount.`}
        confirmLabel="Delete coupon"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              setDeleting(null);
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </>
  );
}
