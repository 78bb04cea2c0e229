import datesStyles from "@mantine/dates/styles.css?url";
import { Stack } from "@mantine/core";
import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { ReturnsList } from "../../features/returns/staff";
import { PageHeader } from "../../ui/page-header";

export const links = () => [{ rel: "stylesheet", href: datesStyles }];
export const meta = () => [{ title: "Returns · Bitmarte merchant" }];

export default function MerchantReturnsPage() {
  return (
    <SectionGate area="merchant" slug="returns" user={useSessionUser()}>
      <Stack gap="lg">
        <PageHeader title="Returns" description="Customers' requests to return or replace delivered items. Accept or reject them, then mark them received." mb={0} />
        <ReturnsList scope="merchant" basePath="/merchant/returns" />
      </Stack>
    </SectionGate>
  );
}
