import { Stack, Tabs } from "@mantine/core";
import { IconBuildingStore, IconPhoto, IconSpeakerphone } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../ui/page-header";
import { CollectionsPanel } from "./collections-panel";
import { OutletsPanel } from "./outlets-panel";
import { PromotionsPanel } from "./promotions-panel";

const TABS = ["promotions", "outlets", "featured"] as const;
type Tab = (typeof TABS)[number];

/** Admin merchandising: promotions, official outlets and the home page's featured images. */
export function MerchandisingScreen() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? "") ? (raw as Tab) : "promotions";
  return (
    <Stack gap="lg">
      <PageHeader title="Merchandising" description="What the home page promotes: promotions, official stores and banners." mb={0} />
      <Tabs value={tab} onChange={(value) => setParams(value && value !== "promotions" ? { tab: value } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="promotions" leftSection={<IconSpeakerphone size={16} />}>
            Promotions
          </Tabs.Tab>
          <Tabs.Tab value="outlets" leftSection={<IconBuildingStore size={16} />}>
            Official outlets
          </Tabs.Tab>
          <Tabs.Tab value="featured" leftSection={<IconPhoto size={16} />}>
            Featured images
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="promotions" pt="md">
          <PromotionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="outlets" pt="md">
          <OutletsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="featured" pt="md">
          <CollectionsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
