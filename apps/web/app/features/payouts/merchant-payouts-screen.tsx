import { Button, Stack } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "../../ui/page-header";
import { PayoutBankAccountCard } from "./payout-bank-account";
import { pageParams, PayoutsList } from "./payouts-list";
import { payoutFiltersFromParams } from "./payouts-model";
import { useUrlState } from "./use-url-state";

/** The store's payouts: each completed order's due, pending → approved → processed. */
export function MerchantPayoutsScreen() {
  const { get, update } = useUrlState();
  const filters = payoutFiltersFromParams(get);
  const { page, pageSize } = pageParams(get);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Payouts"
        description="What each completed order earns your store (sale less commission), and when it is paid to your bank. Refunds or chargebacks after a payout are netted from the next one."
        mb={0}
        actions={
          <Button component={Link} to="/merchant/payouts/statement" variant="light" leftSection={<IconFileSpreadsheet size={16} />}>
            Statement
          </Button>
        }
      />
      <PayoutBankAccountCard />
      <PayoutsList scope="merchant" filters={filters} page={page} pageSize={pageSize} update={update} />
    </Stack>
  );
}
