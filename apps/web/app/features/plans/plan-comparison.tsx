import type { PricingPlan } from "@bitmarte/contracts";
import { BarChart } from "@mantine/charts";
import { List, Paper, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatNaira } from "../../lib/format";
import { MoneyText } from "../../ui/money-text";
import { breakEvenSales, EXAMPLE_MONTHLY_SALES, keptOnPlan } from "./plans-model";

export function FeeText({ plan }: { plan: PricingPlan }) {
  return plan.monthlyFee === 0 ? <>Free</> : <MoneyText amount={plan.monthlyFee} />;
}

export function PlanFeatures({ plan }: { plan: PricingPlan }) {
  if (plan.features.length === 0) return null;
  return (
    <List size="sm" spacing={4} icon={<IconCheck size={16} color="var(--mantine-color-brand-6)" aria-hidden />} center>
      {plan.features.map((f) => (
        <List.Item key={f}>{f}</List.Item>
      ))}
    </List>
  );
}

/**
 * The plans side by side: commission, monthly fee, what a store keeps of example sales, what each
 * includes; `action` adds a last column (e.g. a switch button). `currentId` marks the merchant's plan.
 */
export function PlanComparisonTable({ plans, currentId, action }: { plans: PricingPlan[]; currentId?: string | null; action?: (plan: PricingPlan) => ReactNode }) {
  return (
    <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, "aria-label": "Compare pricing plans (scrolls sideways)" }}>
      <Table striped highlightOnHover verticalSpacing="sm" miw={action ? 900 : 780} aria-label="Compare pricing plans" data-testid="plan-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Plan</Table.Th>
            <Table.Th scope="col" ta="right">
              Commission
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Monthly fee
            </Table.Th>
            <Table.Th scope="col" ta="right">
              You keep of {formatNaira(EXAMPLE_MONTHLY_SALES)}
            </Table.Th>
            <Table.Th scope="col">Includes</Table.Th>
            {action ? (
              <Table.Th scope="col">
                <VisuallyHidden>Change</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.id} data-testid={`plan-row-${plan.name}`}>
              <Table.Th scope="row" style={{ whiteSpace: "nowrap" }}>
                <Stack gap={2} align="flex-start">
                  <Text fw={700} size="sm">
                    {plan.name}
                  </Text>
                  {plan.id === currentId ? (
                    <Text size="xs" fw={700} c="brand.7">
                      Your plan
                    </Text>
                  ) : null}
                </Stack>
              </Table.Th>
              <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                {plan.commissionPercentage}%
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                <FeeText plan={plan} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                <MoneyText amount={keptOnPlan(plan)} fw={600} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" miw={240} maw={340}>
                  {plan.features.join(" · ") || "—"}
                </Text>
              </Table.Td>
              {action ? <Table.Td>{action(plan)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

const SALES_STEPS = [50_000, 200_000, 500_000, 1_000_000];

/** What each plan leaves a store at a few monthly sales figures, as a grouped bar chart, and where a fee pays off. */
export function PlanKeepChart({ plans }: { plans: PricingPlan[] }) {
  if (plans.length < 2) return null;
  const colors = ["gray.6", "brand.6", "blue.6", "grape.6", "orange.6"];
  const data = SALES_STEPS.map((sales) => ({
    sales: formatNaira(sales).replace(/\.00$/, ""),
    ...Object.fromEntries(plans.map((p) => [p.id, keptOnPlan(p, sales)])),
  }));
  const first = plans[0];
  const payOffs = plans
    .slice(1)
    .map((p) => ({ plan: p, above: breakEvenSales(first, p) }))
    .filter((x): x is { plan: PricingPlan; above: number } => x.above !== null);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          What you keep each month
        </Title>
        <Text size="sm" c="dimmed">
          Monthly sales less the commission and the plan's fee.
        </Text>
        <BarChart
          h={240}
          data={data}
          dataKey="sales"
          series={plans.map((p, i) => ({ name: p.id, label: p.name, color: colors[i % colors.length] }))}
          valueFormatter={formatNaira}
          yAxisProps={{ tickFormatter: (v: number) => (v >= 1_000_000 ? `₦${v / 1_000_000}m` : `₦${Math.round(v / 1000)}k`), width: 56 }}
          withLegend
          legendProps={{ verticalAlign: "bottom", height: 36 }}
          gridAxis="x"
          aria-label="What each plan leaves at ₦50,000, ₦200,000, ₦500,000 and ₦1,000,000 of monthly sales"
        />
        {payOffs.length > 0 ? (
          <Text size="sm">
            {payOffs.map(({ plan, above }, i) => (
              <span key={plan.id}>
                {i > 0 ? " " : ""}
                {plan.name} leaves more than {first.name} above <MoneyText amount={above} fw={600} /> of monthly sales.
              </span>
            ))}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
