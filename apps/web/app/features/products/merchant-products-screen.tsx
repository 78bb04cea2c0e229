import {
  MERCHANT_PRODUCT_SORTS,
  productImportEndpoints,
  PLAN_FEATURES,
  PLAN_NAMES,
  type Product,
  type ProductApprovalStatus,
  cheapestPlanWith,
  planIncludes,
} from "@bitmarte/contracts";
import { ActionIcon, Anchor, Button, Group, SimpleGrid, Stack, Text, Tooltip } from "@mantine/core";
import { IconDownload, IconEdit, IconPackage, IconPlus, IconStar, IconStarFilled, IconTrash, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { fetchCsv, saveFile } from "../../lib/csv-download";
import { buildPath } from "../../lib/api-client";
import { ConfirmModal } from "../../ui/confirm-modal";
import { type DataTableColumn, DataTable } from "../../ui/data-table";
import { FormFailure } from "../../ui/form-errors";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { serverSortFrom } from "../../ui/server-sort";
import { LowStockCard, TopProductsCard } from "./merchant-product-insights";
import { ProductCell, productsLoadError, StatusFilter } from "./product-list-parts";
import { useProductListParams } from "./product-list-params";
import { ProductStatusBadge, RevisionBadge } from "./product-status";
import { StockCell } from "./stock-cell";
import { useDeleteProduct, useSetFeatured } from "./products.mutations";
import { featuredProductsQuery, merchantPlanCodeQuery, merchantProductsQuery } from "./products.queries";
import { StockUpdateModal } from "./stock-update-modal";

const PAGE_SIZE = 10;

/** The store's products as a CSV in the import format (docs/product-imports.md). */
function ExportProductsButton() {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      saveFile(await fetchCsv(buildPath(productImportEndpoints.exportProducts), {}, { userType: "merchant", fallbackName: "products.csv" }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void exportCsv()}>
      Export
    </Button>
  );
}
/** The server keeps at most this many featured products per store (MESSAGES.featuredProductsLimit). */
const FEATURED_LIMIT = 12;
const STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "approved", label: "Approved" },
  { value: "pending", label: "Pending" },
  { value: "rejected", label: "Rejected" },
];

function isStatus(value: string | null): value is ProductApprovalStatus {
  return value === "approved" || value === "pending" || value === "rejected";
}

/** Merchant products: search, status filter, stock, featuring and deletion, with top sellers and low-stock alerts. */
export function MerchantProductsScreen({ canWrite }: { canWrite: boolean }) {
  const { params, page, update } = useProductListParams();
  const search = params.get("q") ?? "";
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : undefined;
  // Price, stock and sold sort the whole catalogue on the server, not just the page on screen.
  const order = serverSortFrom(params.get("sort"), MERCHANT_PRODUCT_SORTS);

  const query = useQuery(merchantProductsQuery({ page, limit: PAGE_SIZE, search: search || undefined, status, sort: order.sort }));
  const featured = useQuery(featuredProductsQuery());
  const setFeatured = useSetFeatured();
  // Featured slots are a plan feature: without it the star only un-features (after a move down a plan).
  const planCode = useQuery(merchantPlanCodeQuery());
  const canFeature = planCode.data === undefined || planIncludes(planCode.data, "featuredProducts");
  const featurePlan = PLAN_NAMES[cheapestPlanWith("featuredProducts")];
  const remove = useDeleteProduct();
  const [stockProduct, setStockProduct] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const toggleFeatured = (product: Product) =>
    setFeatured.mutate(
      { productId: product.id, featured: !product.isFeatured },
      { onSuccess: ({ message }) => notifySuccess(message), onError: (error) => notifyError(error) },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        setDeleting(null);
      },
    });
  };

  const columns: DataTableColumn<Product>[] = [
    {
      key: "product",
      header: "Product",
      primary: true,
      cell: (p) => <ProductCell product={p} detail={[p.sku, p.childCategory].filter(Boolean).join(" · ")} />,
    },
    {
      key: "status",
      header: "Status",
      width: 150,
      cell: (p) => (
        <Stack gap={2}>
          <ProductStatusBadge status={p.approvalStatus} />
          <RevisionBadge product={p} />
          {p.approvalStatus === "rejected" && p.rejectionReason ? (
            <Text size="xs" c="red.7" maw={220} data-testid="rejection-reason">
              {p.rejectionReason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: "price",
      header: "Price",
      align: "right",
      serverSortable: true,
      cell: (p) => (
        <Stack gap={0} align="flex-end">
          <MoneyText amount={p.pricing.sellingPrice} fw={600} size="sm" />
          {p.pricing.price > p.pricing.sellingPrice ? (
            <MoneyText amount={p.pricing.price} size="xs" c="dimmed" td="line-through" />
          ) : null}
        </Stack>
      ),
    },
    {
      key: "stock",
      header: "Stock",
      width: 150,
      align: "right",
      serverSortable: true,
      cell: (p) => <StockCell product={p} onUpdate={canWrite ? () => setStockProduct(p) : undefined} />,
    },
    {
      key: "sold",
      header: "Sold",
      align: "right",
      serverSortable: true,
      cell: (p) => <Text size="sm">{p.soldCount.toLocaleString("en-NG")}</Text>,
    },
    {
      key: "actions",
      header: "",
      align: "right",
      hideOnMobile: false,
      cell: (p) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label={p.isFeatured ? "Stop featuring" : canFeature ? "Feature on your store" : `Featured product slots come with ${featurePlan}`}>
            <ActionIcon
              variant="subtle"
              color={p.isFeatured ? "yellow" : "gray"}
              onClick={() => toggleFeatured(p)}
              disabled={!canWrite || (!p.isFeatured && !canFeature) || (setFeatured.isPending && setFeatured.variables?.productId === p.id)}
              aria-pressed={p.isFeatured}
              aria-label={p.isFeatured ? `Stop featuring ${p.name}` : `Feature ${p.name}`}
            >
              {p.isFeatured ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
          {canWrite ? (
            <>
              <Tooltip label="Edit">
                <ActionIcon component={Link} to={`/merchant/products/${p.id}/edit`} variant="subtle" aria-label={`Edit ${p.name}`}>
                  <IconEdit size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon variant="subtle" color="red" onClick={() => { remove.reset(); setDeleting(p); }} aria-label={`Delete ${p.name}`}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Products"
        description="Your catalogue: new products and changes to their name, description, images or category wait for review."
        actions={
          <>
            <ExportProductsButton />
            {canWrite ? (
              <Button component={Link} to="/merchant/products/import" variant="default" leftSection={<IconUpload size={16} />}>
                Import
              </Button>
            ) : null}
            {canWrite ? (
              <Button component={Link} to="/merchant/products/new" leftSection={<IconPlus size={16} />}>
                Add product
              </Button>
            ) : null}
          </>
        }
        mb={0}
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TopProductsCard />
        <LowStockCard onUpdate={canWrite ? setStockProduct : undefined} />
      </SimpleGrid>

      <DataTable
        caption="Your products"
        columns={columns}
        rows={query.data?.data}
        rowKey={(p) => p.id}
        loading={query.isPending}
        refreshing={query.isFetching && !query.isPending}
        error={productsLoadError(query)}
        search={{ label: "Search products", placeholder: "Name or SKU", value: search, onChange: (q) => update({ q }) }}
        filters={
          <>
            <StatusFilter
              labelId="status-filter-label"
              label="Status"
              data={STATUS_FILTERS}
              value={status ?? "all"}
              onChange={(value) => update({ status: value === "all" ? null : value })}
            />
            {!canFeature ? (
              <Text size="sm" c="dimmed" pb={8} data-testid="featured-plan-note">
                Your plan does not include {PLAN_FEATURES.featuredProducts.label}.{" "}
                <Anchor component={Link} to="/merchant/plan" size="sm">
                  See {featurePlan} on Plan &amp; billing
                </Anchor>
              </Text>
            ) : featured.data ? (
              <Group gap={4} c="yellow.8" pb={8} data-testid="featured-count">
                <IconStarFilled size={14} aria-hidden />
                <Text size="sm" c="dimmed">
                  {featured.data.length} of {FEATURED_LIMIT} featured on your store
                </Text>
              </Group>
            ) : null}
          </>
        }
        pagination={{ page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: (p) => update({ page: String(p) }) }}
        sort={order.state}
        onSortChange={(next) => update(order.patch(next))}
        empty={{
          title: search || status ? "No products match" : "No products yet",
          description: search || status ? "Try another search or status." : "Add your first product; it goes live once an admin approves it.",
          icon: <IconPackage size={28} stroke={1.6} />,
          action:
            canWrite && !search && !status ? (
              <Button component={Link} to="/merchant/products/new" leftSection={<IconPlus size={16} />}>
                Add product
              </Button>
            ) : undefined,
        }}
        rowProps={(p) => ({ "data-testid": `product-row-${p.id}` })}
      />

      <StockUpdateModal product={stockProduct} onClose={() => setStockProduct(null)} />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete product"
        message={
          <>
            Delete <strong>{deleting?.name}</strong>? Customers will no longer see it. Orders that already include it are kept.
          </>
        }
        confirmLabel="Delete product"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        error={<FormFailure error={remove.error} />}
      />
    </Stack>
  );
}
