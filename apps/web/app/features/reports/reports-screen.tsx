import type { ProductQuantityRow, SalesByCustomerRow, SalesByLocationRow, SettlementReport } from "@bitmarte/contracts";

type SettlementRow = SettlementReport["rows"][number];
import { MESSAGES } from "@bitmarte/contracts";
import { Button, Group, Paper, SimpleGrid, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconArrowBackUp, IconCash, IconReceipt2, IconShoppingBag } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { PageHeader } from "../../ui/page-header";
import { StoreSelect } from "../../ui/store-select";
import { StatCard } from "../../ui/stat-card";
import { type ChartMetric, ReportChart } from "./report-chart";
import { countColumn, moneyColumn, ReportListTable, SalesTable } from "./report-tables";
import {
  formatDay,
  intervalFromParams,
  PRESET_LABELS,
  presetOf,
  presetRange,
  REPORT_PRESETS,
  type ReportRange,
  type ReportScope,
  rangeFromParams,
} from "./reports-model";
import {
  financeQuery,
  productsReturnedQuery,
  returnsQuery,
  salesByCustomersQuery,
  salesByLocationQuery,
  salesByProductsQuery,
  salesQuery,
  settlementQuery,
} from "./reports.queries";

const TABS = ["sales", "products", "customers", "locations", "returned", "settlement"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  sales: "Sales table",
  products: "By product",
  customers: "By customer",
  locations: "By location",
  returned: "Products returned",
  settlement: "Next-day settlement",
};

function useReportParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const get = (name: string) => params.get(name);
  const tabParam = get("tab");
  return {
    range: rangeFromParams(get),
    interval: intervalFromParams(get),
    metric: (get("chart") === "orders" ? "orders" : "sales") as ChartMetric,
    tab: (TABS as readonly string[]).includes(tabParam ?? "") ? (tabParam as Tab) : "sales",
    merchantId: get("store"),
    storeName: get("storeName"),
    update,
  };
}

type DayRange = [string | null, string | null];

function RangeControls({ range, onChange }: { range: { startDate: string; endDate: string }; onChange: (r: { startDate: string; endDate: string }) => void }) {
  const [picked, setPicked] = useState<DayRange>([range.startDate, range.endDate]);
  useEffect(() => setPicked([range.startDate, range.endDate]), [range.startDate, range.endDate]);
  const active = presetOf(range);
  return (
    <>
      <DatePickerInput
        type="range"
        label="Dates"
        allowSingleDateInRange
        valueFormat="D MMM YYYY"
        value={picked}
        onChange={([from, to]) => {
          const next: DayRange = [from ? String(from).slice(0, 10) : null, to ? String(to).slice(0, 10) : null];
          setPicked(next);
          if (next[0] && next[1]) onChange({ startDate: next[0], endDate: next[1] });
        }}
        w={{ base: "100%", sm: 250 }}
        popoverProps={{ withinPortal: true }}
      />
      <Group gap={6} role="group" aria-label="Date presets" wrap="wrap">
        {REPORT_PRESETS.map((p) => (
          <Button key={p} size="xs" variant={active === p ? "filled" : "default"} aria-pressed={active === p} onClick={() => onChange(presetRange(p))}>
            {PRESET_LABELS[p]}
          </Button>
        ))}
      </Group>
    </>
  );
}

function Figure({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 500} c={strong ? undefined : "dimmed"} style={{ fontSize: "var(--mantine-font-size-sm)" }}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ fontVariantNumeric: "tabular-nums", fontSize: "var(--mantine-font-size-sm)" }}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

function TotalsCard({ id, title, note, query, children }: { id: string; title: string; note: string; query: { isError: boolean; error: unknown; refetch: () => unknown; isFetching: boolean }; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby={id} data-testid={id}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={id}>
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
        {query.isError ? (
          <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <Table withRowBorders verticalSpacing={6}>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

const dash = "—";

/** Reports of the merchant's store, or (admins) of every store or one: summary, chart, tables, finance, returns, settlement. */
export function ReportsScreen({ scope }: { scope: ReportScope }) {
  const p = useReportParams();
  const range: ReportRange = { ...p.range, ...(scope === "admin" && p.merchantId ? { merchantId: p.merchantId } : {}) };
  const sales = useQuery(salesQuery(scope, range));
  const returns = useQuery(returnsQuery(scope, range));
  const finance = useQuery(financeQuery(scope, range));
  const settlement = useQuery(settlementQuery(scope, range));
  const byProducts = useQuery({ ...salesByProductsQuery(scope, range), enabled: p.tab === "products" });
  const byCustomers = useQuery({ ...salesByCustomersQuery(scope, range), enabled: p.tab === "customers" });
  const byLocation = useQuery({ ...salesByLocationQuery(scope, range), enabled: p.tab === "locations" });
  const returned = useQuery({ ...productsReturnedQuery(scope, range), enabled: p.tab === "returned" });

  const s = sales.data;
  const f = finance.data;
  const r = returns.data;
  const st = settlement.data;
  const rangeText = `${formatDay(p.range.startDate)} – ${formatDay(p.range.endDate)}`;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Reports"
        mb={0}
        description={
          scope === "merchant"
            ? "Your store's sales, orders, returns and money. Sales are paid orders (not cancelled) by the day they were paid; days are UTC."
            : "Sales, orders, returns and money across stores, or for one store. Sales are paid orders (not cancelled) by the day they were paid; days are UTC."
        }
      />
      <Paper withBorder p="md" radius="lg">
        <Group gap="md" align="flex-end" wrap="wrap">
          <RangeControls range={p.range} onChange={(next) => p.update({ from: next.startDate, to: next.endDate })} />
          {scope === "admin" ? (
            <StoreSelect width={220} value={p.merchantId} label={p.storeName} onChange={(id, name) => p.update({ store: id, storeName: id ? name : null })} />
          ) : null}
        </Group>
      </Paper>

      {sales.isError ? (
        <ErrorState message={errorMessage(sales.error, "Error getting sales report")} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" data-testid="report-summary">
        <StatCard label="Sales" loading={sales.isPending} value={s ? formatNaira(s.totalSales) : dash} icon={<IconCash size={22} />} hint={rangeText} />
        <StatCard label="Orders" loading={sales.isPending} value={s ? s.totalOrders.toLocaleString("en-NG") : dash} icon={<IconShoppingBag size={22} />} hint="Paid, not cancelled" />
        <StatCard
          label="Average order value"
          loading={sales.isPending}
          value={s ? formatNaira(s.averageOrderValue) : dash}
          icon={<IconReceipt2 size={22} />}
          hint="Total incl. delivery ÷ orders"
        />
        <StatCard
          label="Returns"
          loading={sales.isPending}
          value={s ? formatNaira(s.returns) : dash}
          icon={<IconArrowBackUp size={22} />}
          color="orange"
          hint={r ? `${r.totalOrders.toLocaleString("en-NG")} ${r.totalOrders === 1 ? "order" : "orders"} with returns` : "Refunds booked"}
        />
      </SimpleGrid>

      <ReportChart
        scope={scope}
        range={range}
        interval={p.interval}
        metric={p.metric}
        onIntervalChange={(interval) => p.update({ interval: interval === "day" ? null : interval })}
        onMetricChange={(metric) => p.update({ chart: metric === "sales" ? null : metric })}
      />

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <TotalsCard id="sales-totals" title="Sales breakdown" note="Paid orders in the range; returns are refunds booked in it." query={sales}>
          <Figure label="Gross sales">{s ? <MoneyText amount={s.grossSales} /> : dash}</Figure>
          <Figure label="Discounts">{s ? <MoneyText amount={-s.discounts} /> : dash}</Figure>
          <Figure label="Returns">{s ? <MoneyText amount={-s.returns} /> : dash}</Figure>
          <Figure label="Net sales" strong>{s ? <MoneyText amount={s.netSales} /> : dash}</Figure>
          <Figure label="Shipping">{s ? <MoneyText amount={s.shipping} /> : dash}</Figure>
          <Figure label="Total sales" strong>{s ? <MoneyText amount={s.totalSales} /> : dash}</Figure>
        </TotalsCard>
        <TotalsCard id="finance-totals" title="Finance" note="Orders completed (return window closed) in the range, as the ledger booked them." query={finance}>
          <Figure label="Completed orders">{f ? f.totalOrders.toLocaleString("en-NG") : dash}</Figure>
          <Figure label="Items (sales order amount)">{f ? <MoneyText amount={f.totalSalesOrderAmount} /> : dash}</Figure>
          <Figure label="Discounts">{f ? <MoneyText amount={f.totalDiscountAmount} /> : dash}</Figure>
          <Figure label="Delivery">{f ? <MoneyText amount={f.totalDeliveryAmount} /> : dash}</Figure>
          <Figure label="Total order amount">{f ? <MoneyText amount={f.totalOrderAmount} /> : dash}</Figure>
          <Figure label="Refunds">{f ? <MoneyText amount={f.totalRefundAmount} /> : dash}</Figure>
          <Figure label={f?.commissionPercentage != null ? `Commission (${f.commissionPercentage}%)` : "Commission"}>
            {f ? <MoneyText amount={f.commissionAmount} /> : dash}
          </Figure>
          <Figure label="Remit to Bitmarte">{f ? <MoneyText amount={f.remitToBitmart} /> : dash}</Figure>
          <Figure label="Due to merchant" strong>{f ? <MoneyText amount={f.dueToMerchant} /> : dash}</Figure>
        </TotalsCard>
        <TotalsCard id="returns-totals" title="Returns" note="Returns asked for in the range that the store accepted." query={returns}>
          <Figure label="Orders with returns">{r ? r.totalOrders.toLocaleString("en-NG") : dash}</Figure>
          <Figure label="Returned items">{r ? <MoneyText amount={r.salesOrderAmt} /> : dash}</Figure>
          <Figure label="Delivery of those orders">{r ? <MoneyText amount={r.deliveryAmt} /> : dash}</Figure>
          <Figure label="Those orders' total" strong>{r ? <MoneyText amount={r.totalOrderAmt} /> : dash}</Figure>
        </TotalsCard>
      </SimpleGrid>

      <Tabs value={p.tab} onChange={(v) => p.update({ tab: v === "sales" ? null : v })} keepMounted={false}>
        <Tabs.List style={{ overflowX: "auto", flexWrap: "nowrap" }}>
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t} style={{ whiteSpace: "nowrap" }}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="sales" pt="md">
          <SalesTable scope={scope} range={range} />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="md">
          <ReportListTable<ProductQuantityRow>
            scope={scope}
            caption="Sales by product"
            report="sales-by-products"
            range={range}
            query={byProducts}
            rows={byProducts.data}
            rowKey={(x) => x.productId}
            columns={[
              { key: "product", header: "Product", primary: true, sortValue: (x) => x.productName.toLowerCase(), cell: (x) => <Text size="sm">{x.productName}</Text> },
              countColumn("quantity", "Quantity", (x) => x.quantity),
              moneyColumn("amount", "Amount", (x) => x.amount, true),
            ]}
            defaultSort={{ by: "amount", direction: "desc" }}
            emptyTitle="No products sold"
            emptyDescription="Products of paid orders show here."
          />
        </Tabs.Panel>
        <Tabs.Panel value="customers" pt="md">
          <ReportListTable<SalesByCustomerRow>
            scope={scope}
            caption="Sales by customer"
            report="sales-by-customers"
            range={range}
            query={byCustomers}
            rows={byCustomers.data}
            rowKey={(x) => x.customerId}
            columns={[
              {
                key: "customer",
                header: "Customer",
                primary: true,
                sortValue: (x) => x.customerName.toLowerCase(),
                cell: (x) => (
                  <Stack gap={0}>
                    <Text size="sm">{x.customerName}</Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      {x.email}
                    </Text>
                  </Stack>
                ),
              },
              countColumn("orders", "Orders", (x) => x.orders),
              moneyColumn("amount", "Amount", (x) => x.amount, true),
            ]}
            defaultSort={{ by: "amount", direction: "desc" }}
            emptyTitle="No customers bought"
            emptyDescription="Customers with paid orders show here."
          />
        </Tabs.Panel>
        <Tabs.Panel value="locations" pt="md">
          <ReportListTable<SalesByLocationRow>
            scope={scope}
            caption="Sales by location"
            report="sales-by-location"
            range={range}
            query={byLocation}
            rows={byLocation.data}
            rowKey={(x) => `${x.state}|${x.city ?? ""}`}
            columns={[
              { key: "state", header: "State", primary: true, sortValue: (x) => x.state.toLowerCase(), cell: (x) => <Text size="sm">{x.state}</Text> },
              { key: "city", header: "City", sortValue: (x) => x.city?.toLowerCase(), cell: (x) => <Text size="sm">{x.city ?? "—"}</Text> },
              countColumn("orders", "Orders", (x) => x.orders),
              moneyColumn("amount", "Amount", (x) => x.amount, true),
            ]}
            defaultSort={{ by: "amount", direction: "desc" }}
            emptyTitle="No deliveries in this range"
            emptyDescription="Where paid orders are delivered to shows here."
          />
        </Tabs.Panel>
        <Tabs.Panel value="returned" pt="md">
          <ReportListTable<ProductQuantityRow>
            scope={scope}
            caption="Products returned"
            report="products-returned"
            range={range}
            query={returned}
            rows={returned.data?.rows}
            rowKey={(x) => x.productId}
            columns={[
              { key: "product", header: "Product", primary: true, sortValue: (x) => x.productName.toLowerCase(), cell: (x) => <Text size="sm">{x.productName}</Text> },
              countColumn("quantity", "Quantity", (x) => x.quantity),
              moneyColumn("amount", "Amount", (x) => x.amount, true),
            ]}
            defaultSort={{ by: "quantity", direction: "desc" }}
            emptyTitle="No products returned"
            emptyDescription="Accepted returns show here by the day they were asked for."
          />
        </Tabs.Panel>
        <Tabs.Panel value="settlement" pt="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" c="dimmed" data-testid="settlement-summary">
                {st
                  ? `On ${formatDay(st.settlementDate)}, the day after the range, ${formatNaira(st.totalDueToMerchants)} becomes payable to ${scope === "merchant" ? "your store" : "stores"}: orders whose return window closes that day.`
                  : "What becomes payable the day after the range."}
              </Text>
            </Group>
            <ReportListTable<SettlementRow>
              scope={scope}
              caption="Next-day settlement"
              report="next-day-settlement"
              range={range}
              query={settlement}
              rows={st?.rows}
              rowKey={(x) => x.merchantId}
              columns={[
                { key: "store", header: "Store", primary: true, sortValue: (x) => x.storeName.toLowerCase(), cell: (x) => <Text size="sm">{x.storeName}</Text> },
                countColumn("orders", "Orders", (x) => x.orders),
                moneyColumn("total", "Order amount", (x) => x.totalOrderAmount),
                moneyColumn("commission", "Commission", (x) => x.commission),
                moneyColumn("due", "Due to merchant", (x) => x.dueToMerchant, true),
              ]}
              defaultSort={{ by: "due", direction: "desc" }}
              emptyTitle="Nothing settles that day"
              emptyDescription="Delivered orders settle when their return window closes."
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
