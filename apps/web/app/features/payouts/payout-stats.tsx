import { MERCHANT_PAYMENT_STATUSES, MESSAGES } from "@bitmarte/contracts";
import { BarChart } from "@mantine/charts";
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCash, IconChecks, IconClockHour4 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { StatCard } from "../../ui/stat-card";
import { PAYOUT_STATUS_COLORS, PAYOUT_STATUS_LABELS } from "./payouts-model";
import { payoutStatsQuery } from "./payouts.queries";

const compact = (value: number) =>
  Math.abs(value) >= 1_000_000 ? `₦${(value / 1_000_000).toFixed(1)}m` : Math.abs(value) >= 1_000 ? `₦${(value / 1_000).toFixed(1)}k` : `₦${value}`;

/** Pending, approved and processed totals of the range, as cards and one bar chart to compare them. */
export function PayoutStats({ startDate, endDate }: { startDate?: string; endDate?: string }) {
  const query = useQuery(payoutStatsQuery({ startDate, endDate }));
  if (query.isError && !query.data) {
    return <ErrorState message={errorMessage(query.error, MESSAGES.getPaymentReportFailed)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const s = query.data;
  const cards = [
    { status: "pending" as const, value: s?.pendingPayment, count: s?.pendingCount, icon: <IconClockHour4 size={22} />, color: "yellow" },
    { status: "approved" as const, value: s?.approvedPayment, count: s?.approvedCount, icon: <IconChecks size={22} />, color: "blue" },
    { status: "processed" as const, value: s?.processedPayment, count: s?.processedCount, icon: <IconCash size={22} />, color: "brand" },
  ];
  // Payouts on their way to the bank count as approved (unpaid until the provider confirms): no bar of their own.
  const data = MERCHANT_PAYMENT_STATUSES.filter((status) => status !== "sending").map((status) => ({
    status: PAYOUT_STATUS_LABELS[status],
    amount: cards.find((c) => c.status === status)?.value ?? 0,
    color: PAYOUT_STATUS_COLORS[status],
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {cards.map((c) => (
          <StatCard
            key={c.status}
            label={PAYOUT_STATUS_LABELS[c.status]}
            value={c.value === undefined ? "" : formatNaira(c.value)}
            hint={c.count === undefined ? undefined : `${c.count} ${c.count === 1 ? "payout" : "payouts"}`}
            icon={c.icon}
            color={c.color}
            loading={query.isPending}
          />
        ))}
      </SimpleGrid>
      <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="payout-chart-title">
        <Stack gap="sm">
          <Title order={2} fz="md" id="payout-chart-title">
            Payouts by status
          </Title>
          {query.isPending ? (
            <Skeleton h={160} radius="md" aria-label="Loading the chart" />
          ) : data.every((d) => d.amount === 0) ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              No payouts in this range.
            </Text>
          ) : (
            <>
              <BarChart
                h={160}
                data={data}
                dataKey="status"
                orientation="vertical"
                series={[{ name: "amount", label: "Amount" }]}
                getBarColor={(value) => data.find((d) => d.amount === value)?.color ?? "gray.5"}
                valueFormatter={formatNaira}
                xAxisProps={{ tickFormatter: compact }}
                yAxisProps={{ width: 80 }}
                gridAxis="x"
                withTooltip
                barChartProps={{ accessibilityLayer: false }}
                aria-hidden
              />
              <VisuallyHidden>
                <ul>
                  {data.map((d) => (
                    <li key={d.status}>
                      {d.status}: {formatNaira(d.amount)}
                    </li>
                  ))}
                </ul>
              </VisuallyHidden>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
