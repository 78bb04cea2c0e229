import { MESSAGES } from "@bitmarte/contracts";
import { BarChart } from "@mantine/charts";
import { Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import {
  dailyTotals,
  statusesIn,
  TRANSACTION_STATUS_COLORS,
  TRANSACTION_STATUS_LABELS,
  type TransactionFilters,
  type TransactionScope,
} from "./transactions-model";
import { transactionChartQuery } from "./transactions.queries";

const dayLabel = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" });
const shortDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00.000Z`));

function compactNaira(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `₦${(value / 1_000_000).toLocaleString("en-NG", { maximumFractionDigits: 1 })}m`;
  if (Math.abs(value) >= 1_000) return `₦${(value / 1_000).toLocaleString("en-NG", { maximumFractionDigits: 1 })}k`;
  return `₦${value.toLocaleString("en-NG")}`;
}

/** Amounts per day of the filtered transactions, stacked by status. */
export function TransactionsChart({ scope, filters }: { scope: TransactionScope; filters: TransactionFilters }) {
  const query = useQuery(transactionChartQuery(scope, filters));

  let body: React.ReactNode;
  let summary: React.ReactNode = null;
  if (query.isPending) {
    body = <Skeleton h={200} radius="md" aria-label="Loading the chart" />;
  } else if (query.isError) {
    body = <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.rows.length === 0) {
    body = (
      <Text size="sm" c="dimmed" ta="center" py="xl">
        No transactions in this range.
      </Text>
    );
  } else {
    const data = dailyTotals(query.data.rows, filters);
    const statuses = statusesIn(data);
    const paidKobo = query.data.rows.filter((r) => r.status === "success").reduce((n, r) => n + Math.round(r.amount * 100), 0);
    const paidCount = query.data.rows.filter((r) => r.status === "success").length;
    const partial = query.data.count > query.data.rows.length;
    summary = (
      <Text size="sm" c="dimmed" data-testid="transactions-chart-summary">
        Paid {formatNaira(paidKobo / 100)} in {paidCount.toLocaleString("en-NG")} {paidCount === 1 ? "payment" : "payments"}
        {partial ? ` · newest ${query.data.rows.length.toLocaleString("en-NG")} of ${query.data.count.toLocaleString("en-NG")} transactions` : ""}
      </Text>
    );
    body = (
      <>
        <BarChart
          h={220}
          data={data.map((row) => ({ ...row, label: shortDay(row.day) }))}
          dataKey="label"
          type="stacked"
          maxBarWidth={36}
          series={statuses.map((status) => ({ name: status, label: TRANSACTION_STATUS_LABELS[status], color: TRANSACTION_STATUS_COLORS[status] }))}
          valueFormatter={formatNaira}
          yAxisProps={{ tickFormatter: compactNaira, width: 64 }}
          xAxisProps={{ minTickGap: 12 }}
          withLegend={statuses.length > 1}
          legendProps={{ verticalAlign: "bottom", height: 36 }}
          gridAxis="x"
          tickLine="none"
          withTooltip
          // Hidden from assistive technology (the list below reads the figures): so no focusable layer either.
          barChartProps={{ accessibilityLayer: false }}
          aria-hidden
        />
        <VisuallyHidden>
          <ul>
            {data
              .filter((row) => statuses.some((s) => row[s] > 0))
              .map((row) => (
                <li key={row.day}>
                  {shortDay(row.day)}: {statuses.filter((s) => row[s] > 0).map((s) => `${TRANSACTION_STATUS_LABELS[s]} ${formatNaira(row[s])}`).join(", ")}
                </li>
              ))}
          </ul>
        </VisuallyHidden>
      </>
    );
  }

  return (
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="transactions-chart-title" data-testid="transactions-chart">
      <Stack gap="sm">
        <Group gap={8} justify="space-between" wrap="wrap">
          <Group gap={8}>
            <IconChartBar size={18} aria-hidden />
            <Title order={2} fz="md" id="transactions-chart-title">
              Amounts per day
            </Title>
          </Group>
          {summary}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
