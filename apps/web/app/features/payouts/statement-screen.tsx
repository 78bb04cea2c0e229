import { MESSAGES, type StatementLine } from "@bitmarte/contracts";
import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload, IconPrinter, IconReceipt2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate, formatNaira } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { StatCard } from "../../ui/stat-card";
import { DateRangeField } from "../../ui/date-range-field";
import { type PayoutScope, STATEMENT_TYPE_LABELS, thisMonth } from "./payouts-model";
import { statementQuery, useDownloadStatement } from "./payouts.queries";
import { useUrlState } from "./use-url-state";

const PRINT_CSS = `
@media print {
  header, nav, aside, .mantine-AppShell-header, .mantine-AppShell-navbar, [data-print-hide] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; }
  body { background: white !important; }
}`;

/** A statement like a bank's: opening balance, each line with a running balance, closing balance; CSV and print. */
export function StatementScreen({ scope, merchantId }: { scope: PayoutScope; merchantId?: string }) {
  const { get, update } = useUrlState();
  const fallback = thisMonth();
  const startDate = get("from") ?? fallback.startDate;
  const endDate = get("to") ?? get("from") ?? fallback.endDate;
  const q = { startDate, endDate, merchantId };
  const query = useQuery(statementQuery(scope, q));
  const download = useDownloadStatement(scope);
  const s = query.data;

  const columns: DataTableColumn<StatementLine>[] = [
    { key: "date", header: "Date", nowrap: true, cell: (l) => <Text size="sm">{formatDate(l.date)}</Text> },
    {
      key: "description",
      header: "Description",
      primary: true,
      cell: (l) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {l.description}
          </Text>
          <Text size="xs" c="dimmed">
            {STATEMENT_TYPE_LABELS[l.type]}
            {l.delivery ? ` · delivery ${formatNaira(l.delivery)} paid by the customer, kept by Bitmarte` : ""}
          </Text>
        </Stack>
      ),
    },
    { key: "amount", header: "Amount", align: "right", nowrap: true, cell: (l) => <MoneyText amount={l.amount} size="sm" c={l.amount < 0 ? "red.7" : undefined} fw={600} /> },
    { key: "balance", header: "Balance", align: "right", nowrap: true, cell: (l) => <MoneyText amount={l.balance} size="sm" /> },
  ];

  return (
    <Stack gap="lg">
      <style>{PRINT_CSS}</style>
      <Box data-print-hide>
        <Anchor component={Link} to={scope === "merchant" ? "/merchant/payouts" : "/admin/payouts"} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> Payouts
          </Group>
        </Anchor>
      </Box>
      <PageHeader
        title="Statement"
        description={s ? `${s.storeName} · ${formatDate(`${startDate}T12:00:00Z`)} to ${formatDate(`${endDate}T12:00:00Z`)}` : "What your store was owed, line by line, for any period."}
        mb={0}
        actions={
          <Group gap="sm" data-print-hide>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              onClick={() => download.mutate(q, { onSuccess: (name) => notifySuccess(`Downloaded ${name}`), onError: (e) => notifyError(e) })}
            >
              Download CSV
            </Button>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
        }
      />
      <Group data-print-hide>
        <DateRangeField startDate={startDate} endDate={endDate} onChange={(from, to) => update({ from, to })} label="Period" clearable={false} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard label="Opening balance" loading={query.isPending} value={s ? formatNaira(s.openingBalance) : ""} hint="Owed to you before the period" />
        <StatCard label="Movements" loading={query.isPending} value={s ? formatNaira(s.closingBalance - s.openingBalance) : ""} hint={s ? `${s.lines.length} lines` : undefined} />
        <StatCard label="Closing balance" loading={query.isPending} value={s ? formatNaira(s.closingBalance) : ""} hint="Owed to you at the end (negative: you owe back)" />
      </SimpleGrid>
      <DataTable
        caption="Statement lines"
        columns={columns}
        rows={s?.lines}
        rowKey={(l) => `${l.date}-${l.type}-${l.orderId}-${l.balance}`}
        loading={query.isPending}
        refreshing={query.isPlaceholderData && query.isFetching}
        error={query.isError && !s ? { message: errorMessage(query.error, MESSAGES.getPaymentReportFailed), onRetry: () => void query.refetch() } : null}
        empty={{ title: "Nothing in this period", description: "Sales, commission, refunds, chargebacks and payouts show here as they happen.", icon: <IconReceipt2 size={28} stroke={1.6} /> }}
        rowProps={(l) => ({ "data-testid": `statement-line-${l.type}` })}
      />
      {s ? (
        <Paper withBorder radius="lg" p="md">
          <Title order={2} fz="md" mb="xs">
            Totals for the period
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="sm">
            {(
              [
                ["Sales", s.totals.sales],
                ["Commission", s.totals.commission],
                ["Refunds", s.totals.refunds],
                ["Chargebacks", s.totals.chargebacks],
                ["Payouts", s.totals.payouts],
                ["Adjustments", s.totals.adjustments],
              ] as const
            ).map(([label, value]) => (
              <Stack gap={0} key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <MoneyText amount={value} fw={600} size="sm" />
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ) : null}
    </Stack>
  );
}
