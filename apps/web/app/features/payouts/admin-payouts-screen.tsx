import { CHARGEBACK_STATUSES, type ChargebackStatus } from "@bitmarte/contracts";
import { Stack, Tabs } from "@mantine/core";
import { IconAlertOctagon, IconScale, IconWallet } from "@tabler/icons-react";
import { PageHeader } from "../../ui/page-header";
import { ChargebacksPanel } from "./chargebacks-panel";
import { PayoutStats } from "./payout-stats";
import { pageParams, PayoutsList } from "./payouts-list";
import { payoutFiltersFromParams } from "./payouts-model";
import { ReconciliationPanel } from "./reconciliation-panel";
import { useUrlState } from "./use-url-state";

const VIEWS = ["payouts", "chargebacks", "reconciliation"] as const;
type View = (typeof VIEWS)[number];

/** Admin payouts: totals and chart, the list to approve and process, chargebacks, and reconciliation. */
export function AdminPayoutsScreen() {
  const { get, update } = useUrlState();
  const viewParam = get("view");
  const view: View = VIEWS.includes(viewParam as View) ? (viewParam as View) : "payouts";
  const filters = payoutFiltersFromParams(get);
  const { page, pageSize } = pageParams(get);
  const cbStatus = get("cbStatus");
  return (
    <Stack gap="lg">
      <PageHeader title="Payouts" description="Merchant payouts of completed orders, chargebacks, and the books against the payment provider." mb={0} />
      <Tabs value={view} onChange={(v) => update({ view: v === "payouts" ? null : v, status: null, page: null })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="payouts" leftSection={<IconWallet size={16} />}>
            Payouts
          </Tabs.Tab>
          <Tabs.Tab value="chargebacks" leftSection={<IconAlertOctagon size={16} />}>
            Chargebacks
          </Tabs.Tab>
          <Tabs.Tab value="reconciliation" leftSection={<IconScale size={16} />}>
            Reconciliation
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="payouts">
          <Stack gap="lg">
            <PayoutStats startDate={filters.startDate} endDate={filters.endDate} />
            <PayoutsList scope="admin" filters={filters} page={page} pageSize={pageSize} update={update} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="chargebacks">
          <ChargebacksPanel
            status={CHARGEBACK_STATUSES.includes(cbStatus as ChargebackStatus) ? (cbStatus as ChargebackStatus) : undefined}
            page={page}
            onStatus={(s) => update({ cbStatus: s })}
            onPage={(p) => update({ page: p }, false)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="reconciliation">
          <ReconciliationPanel startDate={filters.startDate} endDate={filters.endDate} onRange={(from, to) => update({ from, to })} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
