import { MESSAGES, type ReconciliationItem } from "@bitmarte/contracts";
import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconScale } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime, formatNaira } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { StatCard } from "../../ui/stat-card";
import { StatusBadge } from "../../ui/status-badge";
import { DateRangeField } from "../../ui/date-range-field";
import { rangeQuery } from "./payouts-model";
import { reconciliationQuery } from "./payouts.queries";

const ACCOUNT_LABELS: Record<string, string> = {
  cash: "Cash",
  customer_clearing: "Customer money held",
  platform_commission: "Commission revenue",
  delivery_revenue: "Delivery revenue",
  merchant_payable: "Owed to merchants",
  giftcard_liability: "Gift-card balances",
  giftcard_breakage: "Gift-card breakage",
  refunds: "Refunds to pay",
  chargebacks: "Chargebacks open",
  chargeback_losses: "Chargeback losses",
  payouts_in_transit: "Payouts in transit",
};

/** The provider's payments and refunds against the books, mismatches listed, and the trial balance. */
export function ReconciliationPanel({ startDate, endDate, onRange }: { startDate?: string; endDate?: string; onRange: (from: string | null, to: string | null) => void }) {
  const query = useQuery(reconciliationQuery(rangeQuery({ startDate, endDate })));
  const r = query.data;
  const columns: DataTableColumn<ReconciliationItem>[] = [
    { key: "ref", header: "Reference", primary: true, cell: (m) => <Text size="sm" ff="monospace">{m.reference}</Text> },
    { key: "kind", header: "Kind", cell: (m) => <Text size="sm">{m.kind === "payment" ? "Payment" : "Refund"}</Text> },
    { key: "date", header: "Date", nowrap: true, cell: (m) => <Text size="sm">{formatDateTime(m.date)}</Text> },
    { key: "provider", header: "Provider", align: "right", cell: (m) => <MoneyText amount={m.providerAmount} size="sm" /> },
    { key: "ledger", header: "Ledger", align: "right", cell: (m) => (m.ledgerAmount === null ? <Text size="sm">—</Text> : <MoneyText amount={m.ledgerAmount} size="sm" />) },
    {
      key: "problem",
      header: "Problem",
      cell: (m) => <StatusBadge status={m.problem === "missing_in_ledger" ? "Missing in the ledger" : "Amount differs"} tone="danger" />,
    },
  ];
  return (
    <Stack gap="md">
      <DateRangeField startDate={startDate} endDate={endDate} onChange={onRange} />
      {query.isError && !r ? <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatCard label="Provider payments" loading={query.isPending} value={r ? formatNaira(r.payments.provider) : ""} hint={r ? `${r.payments.count} ${r.payments.count === 1 ? "payment" : "payments"} · ledger ${formatNaira(r.payments.ledger)}` : undefined} />
        <StatCard label="Refunds paid" loading={query.isPending} value={r ? formatNaira(r.refunds.provider) : ""} hint={r ? `${r.refunds.count} ${r.refunds.count === 1 ? "refund" : "refunds"} · ledger ${formatNaira(r.refunds.ledger)}` : undefined} />
        <StatCard
          label="Mismatches"
          loading={query.isPending}
          value={r ? r.mismatches.length : ""}
          color={r && r.mismatches.length > 0 ? "red" : "brand"}
          icon={<IconScale size={22} />}
          hint={r ? (r.trialBalanceTotal === 0 ? "The books balance" : `Books off by ${formatNaira(r.trialBalanceTotal)}`) : undefined}
        />
      </SimpleGrid>
      {r && r.mismatches.length === 0 ? (
        <Alert color="brand" icon={<IconCircleCheck size={18} />} title="Everything agrees">
          Every successful payment and paid refund in this range has its ledger entry for the same amount.
        </Alert>
      ) : r ? (
        <DataTable caption="Mismatches" columns={columns} rows={r.mismatches} rowKey={(m) => `${m.kind}-${m.reference}`} />
      ) : null}
      {r ? (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Title order={2} fz="md">
              Trial balance (all time)
            </Title>
            <Text size="xs" c="dimmed">
              Debits positive, credits negative; the total is zero when the books balance.
            </Text>
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.trialBalance.map((row) => (
                    <Table.Tr key={row.account}>
                      <Table.Td>{ACCOUNT_LABELS[row.account] ?? row.account}</Table.Td>
                      <Table.Td ta="right">
                        <MoneyText amount={row.balance} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td fw={700}>Total</Table.Td>
                    <Table.Td ta="right" fw={700}>
                      <MoneyText amount={r.trialBalanceTotal} />
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
