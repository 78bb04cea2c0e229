import { MESSAGES, type Product } from "@bitmarte/contracts";
import { BarChart } from "@mantine/charts";
import { Avatar, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconChartBar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { StockCell } from "./stock-cell";
import { lowStockQuery, topProductsQuery } from "./products.queries";

const TOP_LIMIT = 5;

function CardShell({ title, icon, children, titleId }: { title: string; icon: React.ReactNode; children: React.ReactNode; titleId: string }) {
  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap={8}>
          {icon}
          <Title order={2} fz="md" id={titleId}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function shortName(name: string): string {
  return name.length > 22 ? `${name.slice(0, 21)}…` : name;
}

/** Best sellers by units sold, as a bar chart (with the figures in text for screen readers). */
export function TopProductsCard() {
  const query = useQuery(topProductsQuery(TOP_LIMIT));
  let body: React.ReactNode;
  if (query.isPending) {
    body = <Skeleton h={180} radius="md" />;
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, MESSAGES.loadProductsRightNowFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.length === 0 || query.data.every((t) => t.unitsSold === 0)) {
    body = (
      <Text size="sm" c="dimmed" py="lg" ta="center">
        No sales yet. Your best sellers will show here.
      </Text>
    );
  } else {
    const data = query.data.map((t) => ({ product: shortName(t.product.name), units: t.unitsSold }));
    body = (
      <>
        <BarChart
          h={Math.max(140, data.length * 36)}
          data={data}
          dataKey="product"
          orientation="vertical"
          series={[{ name: "units", label: "Units sold", color: "brand.6" }]}
          yAxisProps={{ width: 150 }}
          gridAxis="none"
          withTooltip
          // Hidden from assistive technology (the list below reads the figures): so no focusable layer either.
          barChartProps={{ accessibilityLayer: false }}
          aria-hidden
        />
        <Stack gap={2} component="ol" m={0} pl="md" fz="sm">
          {query.data.map((t) => (
            <li key={t.product.id}>
              <Text size="sm" span>
                {t.product.name}
              </Text>{" "}
              <Text size="sm" c="dimmed" span>
                — {t.unitsSold.toLocaleString("en-NG")} sold, {formatNaira(t.revenue)}
              </Text>
            </li>
          ))}
        </Stack>
      </>
    );
  }
  return (
    <CardShell title="Top products" titleId="top-products" icon={<IconChartBar size={18} aria-hidden />}>
      {body}
    </CardShell>
  );
}

/** Products at or below their stock alert, lowest first, with a quick way to restock. */
export function LowStockCard({ onUpdate }: { onUpdate?: (product: Product) => void }) {
  const query = useQuery(lowStockQuery(1, TOP_LIMIT));
  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="xs">
        <Skeleton h={40} radius="md" />
        <Skeleton h={40} radius="md" />
        <Skeleton h={40} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, MESSAGES.loadProductsRightNowFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.count === 0) {
    body = (
      <Text size="sm" c="dimmed" py="lg" ta="center">
        Every product is above its stock alert level.
      </Text>
    );
  } else {
    body = (
      <>
        <Text size="sm" c="orange.8" fw={600} role="status">
          {query.data.count === 1 ? "1 product is" : `${query.data.count.toLocaleString("en-NG")} products are`} at or below the stock alert
        </Text>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {query.data.data.map((p) => (
            <Group component="li" key={p.id} justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={p.hostedImages[0]} alt="" radius="sm" size={32} />
                <Text size="sm" truncate>
                  {p.name}
                </Text>
              </Group>
              <StockCell product={p} onUpdate={onUpdate ? () => onUpdate(p) : undefined} />
            </Group>
          ))}
        </Stack>
        {query.data.count > TOP_LIMIT ? (
          <Text size="xs" c="dimmed">
            Showing the {TOP_LIMIT} lowest.
          </Text>
        ) : null}
      </>
    );
  }
  return (
    <CardShell title="Low-stock alerts" titleId="low-stock" icon={<IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-orange-7)" />}>
      {body}
    </CardShell>
  );
}

