import type { MerchantOnboardingStatus } from "@bitmarte/contracts";
import { Alert, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconInfoCircle } from "@tabler/icons-react";
import { ProgressSteps } from "../../ui/progress-steps";
import { StatusBadge } from "../../ui/status-badge";
import { approvalSummary, percentageOf } from "./onboarding-model";

const TONE_ICON = {
  success: IconCircleCheck,
  warning: IconClockHour4,
  info: IconInfoCircle,
  danger: IconAlertTriangle,
} as const;

/** Onboarding progress (percentageComplete), its states, and where the store's review stands. */
export function OnboardingProgressCard({ status, loading }: { status: MerchantOnboardingStatus | undefined; loading?: boolean }) {
  const percentage = percentageOf(status);
  if (loading && !status) {
    return (
      <Paper withBorder p="lg" role="status" aria-busy="true" aria-label="Loading onboarding progress">
        <Stack gap="sm">
          <Skeleton height={20} width="40%" />
          <Skeleton height={12} />
          <Skeleton height={60} />
        </Stack>
      </Paper>
    );
  }
  const approval = status?.approval;
  const summary = approval ? approvalSummary(approval, percentage) : null;
  const Icon = summary ? TONE_ICON[summary.tone] : IconClockHour4;

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="onboarding-progress-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="lg" id="onboarding-progress-title">
            Onboarding progress
          </Title>
          <Text fw={700} fz="lg" c="brand.8" data-testid="onboarding-percentage">
            {percentage}% complete
          </Text>
        </Group>
        <Progress
          value={percentage}
          size="lg"
          radius="xl"
          aria-label="Onboarding progress"
          transitionDuration={400}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {status ? (
            <ProgressSteps
              label="Onboarding steps"
              steps={status.states.map((state) => ({ label: state.label, state: state.complete ? "done" : "todo" }))}
            />
          ) : (
            <div />
          )}
          {approval && summary ? (
            <Stack gap="xs">
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  Store review
                </Text>
                <StatusBadge status={summary.title} tone={summary.tone === "info" ? "info" : summary.tone} data-testid="approval-status" />
              </Group>
              <ProgressSteps
                label="Store approvals"
                steps={[
                  {
                    label: "First approval",
                    // Review starts once onboarding is complete.
                    state: approval.firstApproval ? "done" : approval.status === "rejected" ? "failed" : percentage >= 100 ? "current" : "todo",
                  },
                  { label: "Second approval", state: approval.secondApproval ? "done" : approval.firstApproval ? "current" : "todo" },
                ]}
              />
              <Text size="xs" c="dimmed">
                <Icon size={12} style={{ verticalAlign: "middle" }} aria-hidden /> {summary.description}
              </Text>
            </Stack>
          ) : null}
        </SimpleGrid>
        {approval?.status === "rejected" && approval.rejectionReason ? (
          <Alert color="red" variant="light" title="Why your store was not approved" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="rejection-reason">
            {approval.rejectionReason}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
