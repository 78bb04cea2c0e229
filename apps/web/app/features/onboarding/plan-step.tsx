import { type MerchantOnboardingStatus, MESSAGES, type PricingPlan } from "@bitmarte/contracts";
import { Badge, Group, List, Radio, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { FormFailure } from "../../ui/form-errors";
import { MoneyText } from "../../ui/money-text";
import { notifySuccess } from "../../ui/notify";
import { useChoosePricingPlan } from "./onboarding.mutations";
import { pricingPlansQuery } from "./onboarding.queries";
import { StepActions } from "./step-actions";

/** Example monthly sales used to compare what each plan leaves the merchant. */
export const EXAMPLE_MONTHLY_SALES = 100_000;

/** What the merchant keeps of `sales` on a plan: sales − commission − monthly fee (to the kobo). */
export function keptOnPlan(plan: Pick<PricingPlan, "commissionPercentage" | "monthlyFee">, sales = EXAMPLE_MONTHLY_SALES): number {
  const salesKobo = Math.round(sales * 100);
  const commissionKobo = Math.round((salesKobo * plan.commissionPercentage) / 100);
  return (salesKobo - commissionKobo - Math.round(plan.monthlyFee * 100)) / 100;
}

export function PlanStep({ status, onDone, onBack }: { status: MerchantOnboardingStatus | undefined; onDone: () => void; onBack: () => void }) {
  const plans = useQuery(pricingPlansQuery());
  const choose = useChoosePricingPlan();
  const current = status?.onBoardingInfo.pricingPlanId ?? null;
  const [selected, setSelected] = useState<string | null>(current);
  const [missing, setMissing] = useState(false);

  if (plans.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="status" aria-busy="true" aria-label="Loading pricing plans">
        <Skeleton height={220} radius="lg" />
        <Skeleton height={220} radius="lg" />
        <Skeleton height={220} radius="lg" />
      </SimpleGrid>
    );
  }
  if (plans.isError) {
    return <ErrorState message={errorMessage(plans.error, MESSAGES.errorOccurred)} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />;
  }
  if (plans.data.length === 0) {
    return <EmptyState title="No pricing plans yet" description="Bitmarte has not published pricing plans. Please check back soon." />;
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setMissing(true);
      return;
    }
    choose.mutate(selected, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onDone();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Pricing plan">
      <Stack gap="md">
        <FormFailure error={choose.error} />
        <Radio.Group
          value={selected}
          onChange={(value) => {
            setSelected(value);
            setMissing(false);
          }}
          label="Choose a pricing plan"
          description={`The commission is taken from each sale. "You keep" shows what is left of ${formatNaira(EXAMPLE_MONTHLY_SALES)} of monthly sales.`}
          error={missing ? "Choose a pricing plan" : undefined}
          required
        >
          <SimpleGrid cols={{ base: 1, sm: Math.min(3, plans.data.length) }} spacing="md" mt="sm">
            {plans.data.map((plan) => (
              <Radio.Card key={plan.id} value={plan.id} radius="lg" p="md" aria-label={plan.name} style={{ height: "100%" }}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={700} fz="lg">
                      {plan.name}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      {plan.id === current ? (
                        <Badge variant="light" tt="none">
                          Current
                        </Badge>
                      ) : null}
                      <Radio.Indicator />
                    </Group>
                  </Group>
                  {plan.description ? (
                    <Text size="sm" c="dimmed">
                      {plan.description}
                    </Text>
                  ) : null}
                  <Group gap="lg">
                    <Stack gap={0}>
                      <Text fz={24} fw={700} lh={1.1}>
                        {plan.commissionPercentage}%
                      </Text>
                      <Text size="xs" c="dimmed">
                        commission
                      </Text>
                    </Stack>
                    <Stack gap={0}>
                      <Text fz={24} fw={700} lh={1.1}>
                        {plan.monthlyFee === 0 ? "Free" : <MoneyText amount={plan.monthlyFee} />}
                      </Text>
                      <Text size="xs" c="dimmed">
                        per month
                      </Text>
                    </Stack>
                  </Group>
                  <Text size="sm">
                    You keep <MoneyText amount={keptOnPlan(plan)} fw={700} />
                  </Text>
                  {plan.features.length > 0 ? (
                    <List size="sm" spacing={4} icon={<IconCheck size={14} color="var(--mantine-color-brand-7)" aria-hidden />}>
                      {plan.features.map((feature) => (
                        <List.Item key={feature}>{feature}</List.Item>
                      ))}
                    </List>
                  ) : null}
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <StepActions onBack={onBack} saving={choose.isPending} submitLabel="Choose plan and finish" />
      </Stack>
    </form>
  );
}
