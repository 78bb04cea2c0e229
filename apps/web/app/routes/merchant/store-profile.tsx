import { Button, Paper, Tabs } from "@mantine/core";
import { IconBuildingStore, IconBuildingWarehouse, IconFileDescription } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { useSessionUser } from "../../features/auth";
import { HubApplicationForm } from "../../features/hubs";
import { PoliciesEditor, StoreProfileForm } from "../../features/stores";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Store profile · Bitmarte merchant" }];

const TABS = ["profile", "policies", "hub"] as const;
type Tab = (typeof TABS)[number];

export default function StoreProfilePage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as Tab) : "profile";
  const canRead = user.role !== "staff" || user.permissions.some((p) => p.startsWith("store:"));

  if (!canRead) {
    return (
      <>
        <PageHeader title="Store profile" />
        <EmptyState title="You do not have access to this section" description="Ask the store owner for access to the store's settings." />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Store profile"
        description="How your store appears to customers: details, policies and hub."
        actions={
          <Button component={Link} to="/merchant/onboarding" variant="light" size="sm">
            Onboarding progress
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== "profile" ? { tab: value } : {}, { replace: true, preventScrollReset: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="profile" leftSection={<IconBuildingStore size={16} />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="policies" leftSection={<IconFileDescription size={16} />}>
            Policies
          </Tabs.Tab>
          <Tabs.Tab value="hub" leftSection={<IconBuildingWarehouse size={16} />} aria-label="Hub application">
            Hub
          </Tabs.Tab>
        </Tabs.List>
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <Tabs.Panel value="profile">
            <StoreProfileForm />
          </Tabs.Panel>
          <Tabs.Panel value="policies">
            <PoliciesEditor />
          </Tabs.Panel>
          <Tabs.Panel value="hub">
            <HubApplicationForm />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </>
  );
}
