import { ADMIN_PRODUCT_SORTS, ApproveProductBodySchema, MESSAGES, type Product, type ProductApprovalStatus, storesEndpoints } from "@bitmarte/contracts";
import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Drawer,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCheck, IconClockHour4, IconEye, IconPackage, IconCircleCheck, IconX } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { callEndpoint } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { type DataTableColumn, DataTable } from "../../ui/data-table";
import { FormFailure } from "../../ui/form-errors";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { serverSortFrom } from "../../ui/server-sort";
import { StatCard } from "../../ui/stat-card";
import { ProductCell, productsLoadError, StatusFilter } from "./product-list-parts";
import { useProductListParams } from "./product-list-params";
import { ProductStatusBadge, RevisionBadge } from "./product-status";
import { useReviewProduct } from "./products.mutations";
import { adminProductsQuery } from "./products.queries";

/** Spec §9: the admin product list starts at page 1 with 12 products. */
const PAGE_SIZE = 12;
const STATUSES = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "All" },
];

function statusParam(value: string | null): ProductApprovalStatus | "all" {
  return value === "approved" || value === "rejected" || value === "all" ? value : "pending";
}

/** Approved stores to filter by (searched on the server). */
function useStoreOptions(search: string) {
  const [debounced] = useDebouncedValue(search, 300);
  return useQuery({
    queryKey: ["products", "admin", "store-options", debounced],
    queryFn: ({ signal }) =>
      callEndpoint(storesEndpoints.approvedStores, { query: { page: 1, limit: 20, search: debounced || undefined } }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** An approved product whose content edit waits: the decision is on the edit, the product stays on sale. */
const editWaiting = (p: Product) => p.approvalStatus === "approved" && p.revision?.status === "pending";

function ReviewActions({ product, onApprove, onReject, busy, size = "xs" }: { product: Product; onApprove: () => void; onReject: () => void; busy: boolean; size?: "xs" | "sm" }) {
  if (editWaiting(product)) {
    return (
      <Group gap={6} wrap="nowrap" justify="flex-end">
        <Button size={size} leftSection={<IconCheck size={14} />} onClick={onApprove} loading={busy} aria-label={`Approve changes to ${product.name}`}>
          Approve changes
        </Button>
        <Button size={size} variant="light" color="red" leftSection={<IconX size={14} />} onClick={onReject} disabled={busy} aria-label={`Reject changes to ${product.name}`}>
          Reject changes
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {product.approvalStatus !== "approved" ? (
        <Button size={size} leftSection={<IconCheck size={14} />} onClick={onApprove} loading={busy} aria-label={`Approve ${product.name}`}>
          Approve
        </Button>
      ) : null}
      {product.approvalStatus !== "rejected" ? (
        <Button size={size} variant="light" color="red" leftSection={<IconX size={14} />} onClick={onReject} disabled={busy} aria-label={`Reject ${product.name}`}>
          Reject
        </Button>
      ) : null}
    </Group>
  );
}

function ProductDrawer({ product, onClose, actions }: { product: Product | null; onClose: () => void; actions: React.ReactNode }) {
  const [image, setImage] = useState(0);
  const shown = product?.hostedImages[Math.min(image, (product?.hostedImages.length ?? 1) - 1)];
  return (
    <Drawer opened={product !== null} onClose={() => { setImage(0); onClose(); }} position="right" size="lg" title={product?.name ?? ""} padding="lg">
      {product ? (
        <Stack gap="md">
          <Group gap="xs">
            <ProductStatusBadge status={product.approvalStatus} />
            <Text size="sm" c="dimmed">
              {product.storeName} · updated {formatDateTime(product.updatedAt)}
            </Text>
          </Group>
          {product.approvalStatus === "rejected" && product.rejectionReason ? (
            <Text size="sm" c="red.7">
              Rejected: {product.rejectionReason}
            </Text>
          ) : null}
          {product.approvalStatus === "approved" && product.revision ? <RevisionPanel revision={product.revision} /> : null}
          {shown ? (
            <img src={shown} alt={product.name} width={600} height={600} style={{ width: "100%", height: "auto", aspectRatio: "1", objectFit: "contain", background: "var(--mantine-color-gray-1)", borderRadius: 12 }} />
          ) : null}
          {product.hostedImages.length > 1 ? (
            <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label="Images">
              {product.hostedImages.map((src, i) => (
                <li key={src}>
                <button
                  type="button"
                  onClick={() => setImage(i)}
                  aria-label={`Show image ${i + 1}`}
                  aria-current={i === image ? "true" : undefined}
                  style={{ padding: 0, border: `2px solid ${i === image ? "var(--mantine-color-brand-7)" : "transparent"}`, borderRadius: 6, background: "none", cursor: "pointer", lineHeight: 0 }}
                >
                  <img src={src} alt="" width={56} height={56} style={{ objectFit: "cover", borderRadius: 4 }} />
                </button>
                </li>
              ))}
            </Group>
          ) : null}
          {actions}
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {product.description}
          </Text>
          <Table variant="vertical" withTableBorder fz="sm" layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="40%">Category</Table.Th>
                <Table.Td>{[product.category, product.subCategory, product.childCategory].join(" › ")}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Selling / list / cost</Table.Th>
                <Table.Td>
                  <MoneyText amount={product.pricing.sellingPrice} /> / <MoneyText amount={product.pricing.price} /> / <MoneyText amount={product.pricing.costPrice} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Stock</Table.Th>
                <Table.Td>{product.quantity.toLocaleString("en-NG")}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Td>{product.sku ?? "—"}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Weight</Table.Th>
                <Table.Td>
                  {product.weight} {product.weightUnit}
                  {product.dimensions ? ` · ${product.dimensions.length} × ${product.dimensions.width} × ${product.dimensions.height} ${product.dimensionUnit}` : ""}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {product.variant.length > 0 ? (
            <Stack gap={6}>
              <Title order={3} fz="sm">
                Variants
              </Title>
              <Table fz="sm" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Variant</Table.Th>
                    <Table.Th>SKU</Table.Th>
                    <Table.Th ta="right">Stock</Table.Th>
                    <Table.Th ta="right">Discount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {product.variant.map((v) => (
                    <Table.Tr key={v.id}>
                      <Table.Td>{[v.size, v.color].filter(Boolean).join(" / ")}</Table.Td>
                      <Table.Td>{v.sku}</Table.Td>
                      <Table.Td ta="right">{v.quantity}</Table.Td>
                      <Table.Td ta="right">{v.discount}%</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}

/** The merchant's edit of an approved product: what changes, before → after (customers see "before" until approved). */
function RevisionPanel({ revision }: { revision: NonNullable<Product["revision"]> }) {
  const waiting = revision.status === "pending";
  return (
    <Stack gap="xs" p="sm" bg={waiting ? "yellow.0" : "red.0"} style={{ borderRadius: 8 }} data-testid="revision-panel">
      <Text fw={600} size="sm">
        {waiting ? `Changes sent ${formatDateTime(revision.submittedAt)}, waiting for review` : "Changes not approved"}
      </Text>
      <Text size="xs" c="dimmed">
        {waiting ? "Customers see the approved version below until these changes are approved." : `Reason: ${revision.rejectionReason ?? "none given"}`}
      </Text>
      <Table fz="sm" withTableBorder layout="fixed" aria-label="Changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">Field</Table.Th>
            <Table.Th>Now</Table.Th>
            <Table.Th>Changed to</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {revision.changes.map((c) => (
            <Table.Tr key={c.field}>
              <Table.Th>{c.label}</Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>{c.before}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>{c.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {revision.changes.some((c) => c.field === "hostedImages") ? (
        <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label="Images in the changes">
          {revision.hostedImages.map((src) => (
            <li key={src}>
              <img src={src} alt="" width={56} height={56} style={{ objectFit: "cover", borderRadius: 4 }} />
            </li>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

function RejectModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const review = useReviewProduct();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason("");
    setError(null);
    review.reset();
    onClose();
  };

  const edit = product !== null && editWaiting(product);
  const submit = () => {
    if (!product) return;
    const parsed = ApproveProductBodySchema.safeParse({ approved: false, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.validationFailed);
      return;
    }
    review.mutate(
      { productId: product.id, merchantId: product.merchantId, approved: false, reason: parsed.data.reason },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, edit ? MESSAGES.productEditRejected : MESSAGES.productRejected);
          close();
        },
      },
    );
  };

  return (
    <Modal opened={product !== null} onClose={close} title={product ? `Reject ${edit ? "changes to " : ""}${product.name}` : "Reject product"} centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {edit
            ? "The approved version stays on sale. The merchant sees this reason on the product and can send new changes."
            : "The merchant sees this reason on the product and can fix it and send it again."}
        </Text>
        <FormFailure error={review.error} />
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={review.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={review.isPending}>
            {edit ? "Reject changes" : "Reject product"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Admin product review: approval metrics, filters, approve or reject with a reason, and a detail drawer. */
export function AdminProductReview() {
  const { params, page, update } = useProductListParams();
  const search = params.get("q") ?? "";
  const status = statusParam(params.get("status"));
  const storeId = params.get("storeId");
  const merchantId = params.get("merchantId");
  const order = serverSortFrom(params.get("sort"), ADMIN_PRODUCT_SORTS);
  const [storeSearch, setStoreSearch] = useState("");
  const stores = useStoreOptions(storeSearch);

  const query = useQuery(
    adminProductsQuery({
      page,
      limit: PAGE_SIZE,
      search: search || undefined,
      approvalStatus: status === "all" ? undefined : status,
      storeId: storeId ?? undefined,
      merchantId: merchantId ?? undefined,
      sort: order.sort,
    }),
  );
  const approve = useReviewProduct();
  const [viewing, setViewing] = useState<Product | null>(null);
  const [rejecting, setRejecting] = useState<Product | null>(null);

  const doApprove = (product: Product) =>
    approve.mutate(
      { productId: product.id, merchantId: product.merchantId, approved: true },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message, editWaiting(product) ? MESSAGES.productEditApproved : MESSAGES.productApproved);
          setViewing((current) => (current?.id === product.id ? null : current));
        },
        onError: (error) => notifyError(error),
      },
    );

  const busy = (p: Product) => approve.isPending && approve.variables?.productId === p.id;
  const storeData = (stores.data?.rows ?? []).map((s) => ({ value: s.storeId, label: s.storeName }));
  const selectedStore = storeId && !storeData.some((s) => s.value === storeId) ? [{ value: storeId, label: query.data?.products[0]?.storeName ?? "Selected store" }] : [];

  const columns: DataTableColumn<Product>[] = [
    {
      key: "product",
      header: "Product",
      primary: true,
      cell: (p) => <ProductCell product={p} detail={p.childCategory} />,
    },
    { key: "store", header: "Store", cell: (p) => <Text size="sm">{p.storeName}</Text> },
    { key: "price", header: "Price", align: "right", serverSortable: true, cell: (p) => <MoneyText amount={p.pricing.sellingPrice} size="sm" /> },
    { key: "updated", header: "Updated", serverSortable: true, cell: (p) => <Text size="sm">{formatDateTime(p.updatedAt)}</Text> },
    {
      key: "status",
      header: "Status",
      width: 140,
      cell: (p) => (
        <Stack gap={2} align="flex-start">
          <ProductStatusBadge status={p.approvalStatus} />
          <RevisionBadge product={p} />
        </Stack>
      ),
    },
    {
      key: "actions",
      header: "",
      align: "right",
      cell: (p) => (
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <Tooltip label="View details">
            <ActionIcon variant="default" size="md" onClick={() => setViewing(p)} aria-label={`View ${p.name}`}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <ReviewActions product={p} busy={busy(p)} onApprove={() => doApprove(p)} onReject={() => setRejecting(p)} />
        </Group>
      ),
    },
  ];

  const metrics = query.data?.metrics;
  return (
    <Stack gap="lg">
      <PageHeader title="Product review" description="New products and edits to approved products wait here until an admin approves them." mb={0} />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <StatCard label="Pending review" value={metrics?.pending.toLocaleString("en-NG") ?? "–"} icon={<IconClockHour4 size={22} />} color="yellow" loading={query.isPending} />
        <StatCard label="Approved" value={metrics?.approved.toLocaleString("en-NG") ?? "–"} icon={<IconCircleCheck size={22} />} loading={query.isPending} />
        <StatCard
          label="In this list"
          value={query.data?.pagination.totalItems.toLocaleString("en-NG") ?? "–"}
          icon={<IconPackage size={22} />}
          color="gray"
          loading={query.isPending}
          hint={status === "all" ? "All statuses" : `Status: ${status}`}
        />
      </SimpleGrid>

      <DataTable
        caption="Products"
        columns={columns}
        rows={query.data?.products}
        rowKey={(p) => p.id}
        loading={query.isPending}
        refreshing={query.isFetching && !query.isPending}
        error={productsLoadError(query)}
        search={{ label: "Search products", placeholder: "Product name or SKU", value: search, onChange: (q) => update({ q }) }}
        filters={
          <>
            <StatusFilter
              labelId="approval-filter-label"
              label="Approval status"
              data={STATUSES}
              value={status}
              onChange={(value) => update({ status: value === "pending" ? null : value })}
            />
            <Select
              label="Store"
              placeholder="All stores"
              searchable
              clearable
              size="sm"
              w={220}
              data={[...selectedStore, ...storeData]}
              value={storeId}
              onChange={(value) => update({ storeId: value, merchantId: null })}
              searchValue={storeSearch}
              onSearchChange={setStoreSearch}
              nothingFoundMessage={stores.isFetching ? "Searching…" : "No store found"}
            />
            {merchantId ? (
              <Badge variant="light" radius="sm" tt="none" size="lg" rightSection={<CloseButton size="xs" onClick={() => update({ merchantId: null })} aria-label="Remove merchant filter" />}>
                One merchant
              </Badge>
            ) : null}
          </>
        }
        pagination={{ page, pageSize: PAGE_SIZE, total: query.data?.pagination.totalItems ?? 0, onPageChange: (p) => update({ page: String(p) }) }}
        sort={order.state}
        onSortChange={(next) => update(order.patch(next))}
        empty={{
          title: status === "pending" && !search && !storeId ? "Nothing to review" : "No products match",
          description: status === "pending" && !search && !storeId ? "New products and edits show here when merchants send them." : "Try another search, store or status.",
          icon: <IconPackage size={28} stroke={1.6} />,
        }}
        rowProps={(p) => ({ "data-testid": `review-row-${p.id}` })}
      />

      <ProductDrawer
        product={viewing}
        onClose={() => setViewing(null)}
        actions={viewing ? <ReviewActions product={viewing} size="sm" busy={busy(viewing)} onApprove={() => doApprove(viewing)} onReject={() => { setRejecting(viewing); setViewing(null); }} /> : null}
      />
      <RejectModal product={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
