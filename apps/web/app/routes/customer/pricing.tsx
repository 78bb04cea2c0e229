import chartsStyles from "@mantine/charts/styles.css?url";
import { Button, Container, Group, Stack } from "@mantine/core";
import { Link } from "react-router";
import { PricingPlans } from "../../features/plans";
import { PageHeader } from "../../ui/page-header";

export const links = () => [{ rel: "stylesheet", href: chartsStyles }];
export const meta = () => [
  { title: "Pricing for sellers · Bitmarte" },
  { name: "description", content: "Sell on Bitmarte: the commission and monthly fee of each plan, side by side." },
];

export default function PricingPage() {
  return (
    <Container size="lg" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <PageHeader
          title="Sell on Bitmarte"
          description="Open your store for free. Each plan sets the commission taken from your sales; plans with a monthly fee take less of each sale."
          actions={
            <Group gap="sm">
              <Button component={Link} to="/merchant/signup">
                Create your store
              </Button>
              <Button component={Link} to="/contact" variant="default">
                Talk to us
              </Button>
            </Group>
          }
          mb={0}
        />
        <PricingPlans />
      </Stack>
    </Container>
  );
}
