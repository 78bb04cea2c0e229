import datesStyles from "@mantine/dates/styles.css?url";
import { Stack, Tabs } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { RefundRequestsList, ReturnsList } from "../../features/returns/staff";
import { PageHeader } from "../../ui/page-header";

export const links = () => [{ rel: "stylesheet", href: datesStyles }];
export const meta = () => [{ title: "Returns & refunds · Bitmarte admin" }];

export default function AdminReturnsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "refunds" ? "refunds" : "returns";
  return (
    <SectionGate area="admin" slug="returns" user={useSessionUser()}>
      <Stack gap="lg">
        <PageHeader title="Returns & refunds" description="Returns of every store, and the refunds and replacements to decide once the items are back." mb={0} />
        <Tabs value={tab} onChange={(v) => setParams(v === "refunds" ? { tab: "refunds" } : {}, { replace: true })}>
          <Tabs.List>
            <Tabs.Tab value="returns">Returns</Tabs.Tab>
            <Tabs.Tab value="refunds">Refund requests</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {tab === "returns" ? <ReturnsList scope="admin" basePath="/admin/returns" /> : <RefundRequestsList />}
      </Stack>
    </SectionGate>
  );
}
