import { MESSAGES } from "@bitmarte/contracts";
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { FeeText, PlanComparisonTable, PlanFeatures, PlanKeepChart } from "./plan-comparison";
import { plansQuery } from "./plans.queries";

const SIGN_UP = "/merchant/signup";

/** Public: the plans for would-be sellers, side by side, with a way to sign up. */
export function PricingPlans() {
  const plans = useQuery(plansQuery());
  if (plans.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="status" aria-busy="true" aria-label="Loading pricing plans">
        <Skeleton h={300} radius="lg" />
        <Skeleton h={300} radius="lg" />
        <Skeleton h={300} radius="lg" />
      </SimpleGrid>
    );
  }
  if (plans.isError) {
    return <ErrorState message={errorMessage(plans.error, MESSAGES.errorOccurred)} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />;
  }
  if (plans.data.length === 0) {
    return <EmptyState title="No pricing plans yet" description="Bitmarte has not published its plans. Please check back soon." />;
  }
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: Math.min(3, plans.data.length) }} spacing="md">
        {plans.data.map((plan) => (
          <Paper
            key={plan.id}
            withBorder
            radius="lg"
            p="lg"
            data-testid={`plan-card-${plan.name}`}
          >
            <Stack gap="sm" h="100%">
              <Title order={2} fz="xl">
                {plan.name}
              </Title>
              {plan.description ? (
                <Text size="sm" c="dimmed">
                  {plan.description}
                </Text>
              ) : null}
              <Group gap="xl" align="flex-end" wrap="nowrap">
                <Stack gap={0}>
                  <Text fz={{ base: 24, sm: 28 }} fw={700} lh={1.1}>
                    {plan.commissionPercentage}%
                  </Text>
                  <Text size="xs" c="dimmed">
                    commission per sale
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text fz={{ base: 24, sm: 28 }} fw={700} lh={1.1}>
                    <FeeText plan={plan} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    per month
                  </Text>
                </Stack>
              </Group>
              <PlanFeatures plan={plan} />
              <Button component={Link} to={SIGN_UP} variant="light" mt="auto" fullWidth aria-label={`Start selling on ${plan.name}`}>
                Start selling
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={2} fz="lg">
          Compare plans
        </Title>
        <PlanComparisonTable plans={plans.data} />
      </Stack>
      <PlanKeepChart plans={plans.data} />
      <Text size="sm" c="dimmed">
        You choose your plan when you set up your store, and can switch until the store is approved. Questions?{" "}
        <Anchor component={Link} to="/contact">
          Contact us
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
