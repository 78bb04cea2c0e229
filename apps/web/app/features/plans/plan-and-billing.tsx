import { MESSAGES, type PricingPlan } from "@bitmarte/contracts";
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate, formatNaira } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { StatCard } from "../../ui/stat-card";
import { FeeText, PlanComparisonTable, PlanFeatures, PlanKeepChart } from "./plan-comparison";
import { EXAMPLE_MONTHLY_SALES, keptOnPlan } from "./plans-model";
import { planSubscriptionQuery, plansQuery, storeApprovalQuery, useChangePlan } from "./plans.queries";

/** Merchant: the store's pricing plan, what it includes, its commission, the other plans, and how to change. */
export function PlanAndBilling() {
  const subscription = useQuery(planSubscriptionQuery());
  const plans = useQuery(plansQuery());
  const approval = useQuery(storeApprovalQuery());
  const change = useChangePlan();
  const [switchTo, setSwitchTo] = useState<PricingPlan | null>(null);

  if (subscription.isPending || plans.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your plan">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Skeleton h={96} radius="lg" />
          <Skeleton h={96} radius="lg" />
          <Skeleton h={96} radius="lg" />
        </SimpleGrid>
        <Skeleton h={260} radius="lg" />
      </Stack>
    );
  }
  if (subscription.isError || plans.isError) {
    const failed = subscription.error ?? plans.error;
    return (
      <ErrorState
        message={errorMessage(failed, MESSAGES.errorOccurred)}
        onRetry={() => {
          void subscription.refetch();
          void plans.refetch();
        }}
        retrying={subscription.isFetching || plans.isFetching}
      />
    );
  }

  const sub = subscription.data;
  const allPlans = plans.data;
  const current = sub.plan;
  const approved = approval.data?.status === "approved";
  const canChange = approval.isSuccess && !approved;
  const others = allPlans.filter((p) => p.id !== current?.id);

  const confirmSwitch = () => {
    if (!switchTo) return;
    change.mutate(switchTo.id, {
      onSuccess: () => {
        notifySuccess(`You are now on the ${switchTo.name} plan.`);
        setSwitchTo(null);
      },
      onError: (e) => {
        notifyError(e);
        if (!isApiError(e) || e.status !== 409) return;
        setSwitchTo(null);
        void approval.refetch();
      },
    });
  };

  return (
    <Stack gap="lg">
      {current ? (
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} data-testid="current-plan">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Your plan
                </Text>
                <Group gap="xs">
                  <Title order={2} fz={26}>
                    {current.name}
                  </Title>
                  <Badge variant="light" color="brand" tt="none">
                    Active
                  </Badge>
                </Group>
                {current.description ? <Text size="sm">{current.description}</Text> : null}
              </Stack>
              <Text size="sm" c="dimmed">
                Since {formatDate(sub.since)}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <StatCard label="Commission per sale" value={`${current.commissionPercentage}%`} hint="Taken from each completed order's items" />
              <StatCard label="Monthly fee" value={<FeeText plan={current} />} color="blue" />
              <StatCard
                label={`You keep of ${formatNaira(EXAMPLE_MONTHLY_SALES)}`}
                value={<MoneyText amount={keptOnPlan(current)} />}
                color="teal"
                hint="Of example monthly sales, after commission and fee"
              />
            </SimpleGrid>
            <Stack gap={6}>
              <Text fw={600} size="sm">
                What it includes
              </Text>
              <PlanFeatures plan={current} />
            </Stack>
          </Stack>
        </Paper>
      ) : (
        <EmptyState
          title="No pricing plan chosen yet"
          description="Choose a plan below (or in onboarding); until then your sales carry the Starter commission."
          action={
            <Button component={Link} to="/merchant/onboarding" variant="light">
              Go to onboarding
            </Button>
          }
        />
      )}

      <Stack gap="sm">
        <Title order={2} fz="lg">
          {current ? "Compare plans" : "Plans"}
        </Title>
        {approved ? (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} data-testid="plan-locked">
            {MESSAGES.pricingPlanLocked}{" "}
            <Anchor component={Link} to="/contact" fw={600} inherit>
              Contact us
            </Anchor>{" "}
            and say which plan you would like.
          </Alert>
        ) : canChange ? (
          <Text size="sm" c="dimmed">
            Your store is not approved yet, so you can still switch plans. Once it is approved the plan is fixed; to change it then, contact us.
          </Text>
        ) : null}
        <PlanComparisonTable
          plans={allPlans}
          currentId={current?.id}
          action={
            canChange
              ? (plan) =>
                  plan.id === current?.id ? null : (
                    <Button size="xs" variant="light" onClick={() => setSwitchTo(plan)}>
                      Switch to {plan.name}
                    </Button>
                  )
              : undefined
          }
        />
      </Stack>

      {others.length > 0 || !current ? <PlanKeepChart plans={allPlans} /> : null}

      <ConfirmModal
        opened={switchTo !== null}
        onClose={() => setSwitchTo(null)}
        onConfirm={confirmSwitch}
        title={`Switch to ${switchTo?.name ?? ""}?`}
        confirmLabel={`Switch to ${switchTo?.name ?? ""}`}
        loading={change.isPending}
        message={
          switchTo ? (
            <Text size="sm">
              Orders placed from now on carry a {switchTo.commissionPercentage}% commission
              {switchTo.monthlyFee > 0 ? (
                <>
                  {" "}
                  and the plan costs <MoneyText amount={switchTo.monthlyFee} /> a month
                </>
              ) : null}
              . Orders already placed keep the commission they were placed with.
            </Text>
          ) : null
        }
      />
    </Stack>
  );
}
