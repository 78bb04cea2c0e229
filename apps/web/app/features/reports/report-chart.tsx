import { MESSAGES } from "@bitmarte/contracts";
import { BarChart } from "@mantine/charts";
import { Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { bucketLabel, compactNaira, type ReportInterval, type ReportRange, type ReportScope } from "./reports-model";
import { ordersOverTimeQuery, salesOverTimeQuery } from "./reports.queries";

export type ChartMetric = "sales" | "orders";

/** Sales (₦, paid orders by payment day) or orders (placed, by day placed) per day, week or month. */
export function ReportChart({
  scope,
  range,
  interval,
  metric,
  onIntervalChange,
  onMetricChange,
}: {
  scope: ReportScope;
  range: ReportRange;
  interval: ReportInterval;
  metric: ChartMetric;
  onIntervalChange: (interval: ReportInterval) => void;
  onMetricChange: (metric: ChartMetric) => void;
}) {
  const query = useQuery(metric === "sales" ? salesOverTimeQuery(scope, range, interval) : ordersOverTimeQuery(scope, range, interval));
  const seriesName = metric === "sales" ? "amount" : "orders";
  const format = (v: number) => (metric === "sales" ? formatNaira(v) : v.toLocaleString("en-NG"));

  let body: React.ReactNode;
  if (query.isPending) {
    body = <Skeleton h={240} radius="md" aria-label="Loading the chart" />;
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    const points = query.data.points.map((p) => ({ ...p, label: bucketLabel(p.date, interval) }));
    const empty = points.every((p) => p.orders === 0);
    body = empty ? (
      <Text size="sm" c="dimmed" ta="center" py="xl">
        {metric === "sales" ? "No sales in this range." : "No orders in this range."}
      </Text>
    ) : (
      <>
        <BarChart
          h={240}
          data={points}
          dataKey="label"
          maxBarWidth={36}
          series={[{ name: seriesName, label: metric === "sales" ? "Sales" : "Orders", color: metric === "sales" ? "brand.6" : "teal.6" }]}
          valueFormatter={format}
          yAxisProps={{ tickFormatter: metric === "sales" ? compactNaira : (v: number) => v.toLocaleString("en-NG"), width: 64 }}
          xAxisProps={{ minTickGap: 12 }}
          gridAxis="y"
          tickLine="none"
          withTooltip
          // Hidden from assistive technology (the list below reads the figures): so no focusable layer either.
          barChartProps={{ accessibilityLayer: false }}
          aria-hidden
        />
        <VisuallyHidden>
          <ul>
            {points
              .filter((p) => p.orders > 0)
              .map((p) => (
                <li key={p.date}>
                  {p.label}: {formatNaira(p.amount)} in {p.orders} {p.orders === 1 ? "order" : "orders"}
                </li>
              ))}
          </ul>
        </VisuallyHidden>
      </>
    );
  }

  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="report-chart-title" data-testid="report-chart">
      <Stack gap="sm">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap={8}>
            <IconChartBar size={18} aria-hidden />
            <Title order={2} fz="md" id="report-chart-title">
              {metric === "sales" ? "Sales" : "Orders"} per {interval}
            </Title>
          </Group>
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              size="xs"
              aria-label="Chart shows"
              value={metric}
              onChange={(v) => onMetricChange(v as ChartMetric)}
              data={[
                { value: "sales", label: "Sales" },
                { value: "orders", label: "Orders" },
              ]}
            />
            <SegmentedControl
              size="xs"
              aria-label="Group by"
              value={interval}
              onChange={(v) => onIntervalChange(v as ReportInterval)}
              data={[
                { value: "day", label: "Day" },
                { value: "week", label: "Week" },
                { value: "month", label: "Month" },
              ]}
            />
          </Group>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
