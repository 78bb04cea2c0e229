import { MESSAGES, type MerchantOnboardingStatus } from "@bitmarte/contracts";
import { Button, Group, Paper, Progress, Skeleton, Stack, Stepper, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { ErrorState } from "../../ui/error-state";
import { AddressStep } from "./address-step";
import { BusinessStep } from "./business-step";
import { IdentityStep } from "./identity-step";
import { firstOpenStep, ONBOARDING_STEPS } from "./onboarding-model";
import { OnboardingProgressCard } from "./onboarding-progress";
import { onboardingKeys, onboardingStatusQuery } from "./onboarding.queries";
import { PlanStep } from "./plan-step";

export interface OnboardingWizardProps {
  /** The store profile step (it belongs to the stores feature); call `onSaved` after a successful save. */
  storeProfileStep: (props: { onSaved: () => void; onBack: () => void }) => ReactNode;
  /** Where the finished screen sends the merchant. */
  dashboardTo?: string;
  storeProfileTo?: string;
}

function Finished({
  status,
  dashboardTo,
  storeProfileTo,
  onReview,
}: {
  status: MerchantOnboardingStatus;
  dashboardTo: string;
  storeProfileTo: string;
  onReview: () => void;
}) {
  const live = status.approval.status === "approved";
  if (status.approval.status === "rejected") {
    return (
      <Stack align="center" ta="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          Update your details
        </Title>
        <Text c="dimmed" maw={480}>
          Your store was not approved. Correct what the reviewer asked for above and save each step again; an approver then reviews your store
          again.
        </Text>
        <Group gap="sm" justify="center">
          <Button onClick={onReview}>Review my details</Button>
          <Button component={Link} to={storeProfileTo} variant="light">
            Edit store profile
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack align="center" ta="center" gap="sm" py="lg">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={2} fz="xl">
        {live ? "Your store is live" : "Onboarding complete"}
      </Title>
      <Text c="dimmed" maw={460}>
        {live
          ? "Customers can find your store and buy your approved products."
          : "Bitmarte reviews your store in two steps. We will email you when a decision is made; you can follow it here."}
      </Text>
      <Group gap="sm" justify="center">
        <Button component={Link} to={dashboardTo}>
          Go to the dashboard
        </Button>
        <Button component={Link} to={storeProfileTo} variant="light">
          Edit store profile
        </Button>
      </Group>
    </Stack>
  );
}

/** Merchant onboarding: identity, addresses, business, store profile and pricing plan, with progress. */
export function OnboardingWizard({ storeProfileStep, dashboardTo = "/merchant", storeProfileTo = "/merchant/store-profile" }: OnboardingWizardProps) {
  const queryClient = useQueryClient();
  const status = useQuery(onboardingStatusQuery());
  const [active, setActive] = useState<number | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);

  // Open the first step that still needs answers, once the progress is known.
  useEffect(() => {
    if (active === null && status.data) setActive(firstOpenStep(status.data));
  }, [active, status.data]);

  const goTo = (step: number) => {
    setActive(step);
    headingRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  };

  if (status.isError) {
    return (
      <ErrorState
        message={errorMessage(status.error, MESSAGES.loadMerchantProfileFailed)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }

  const data = status.data;
  const current = active ?? 0;
  const finished = current >= ONBOARDING_STEPS.length;
  const next = () => goTo(current + 1);
  const back = () => goTo(Math.max(0, current - 1));

  let content: ReactNode = null;
  if (data && active !== null) {
    const key = ONBOARDING_STEPS[current]?.key;
    if (finished) content = <Finished status={data} dashboardTo={dashboardTo} storeProfileTo={storeProfileTo} onReview={() => goTo(0)} />;
    else if (key === "identity") content = <IdentityStep status={data} onDone={next} />;
    else if (key === "addresses") content = <AddressStep status={data} onDone={next} onBack={back} />;
    else if (key === "business") content = <BusinessStep status={data} onDone={next} onBack={back} />;
    else if (key === "store")
      content = storeProfileStep({
        onSaved: () => {
          void queryClient.invalidateQueries({ queryKey: onboardingKeys.status() });
          next();
        },
        onBack: back,
      });
    else if (key === "plan") content = <PlanStep status={data} onDone={next} onBack={back} />;
  }

  const step = ONBOARDING_STEPS[current];
  return (
    <Stack gap="lg">
      <OnboardingProgressCard status={data} loading={status.isPending} />
      <Paper withBorder p={{ base: "md", sm: "lg" }}>
        <Stack gap="lg">
          <Stepper
            active={current}
            onStepClick={(index) => goTo(index)}
            allowNextStepsSelect={false}
            size="sm"
            visibleFrom="md"
            aria-label="Onboarding steps"
          >
            {ONBOARDING_STEPS.map((s) => (
              <Stepper.Step key={s.key} label={s.label} completedIcon={<IconCircleCheck size={18} />} />
            ))}
          </Stepper>
          <Stack gap={6} hiddenFrom="md">
            <Text size="sm" c="dimmed">
              {finished ? "All steps done" : `Step ${current + 1} of ${ONBOARDING_STEPS.length}`}
            </Text>
            <Progress value={(Math.min(current, ONBOARDING_STEPS.length) / ONBOARDING_STEPS.length) * 100} size="sm" aria-hidden />
          </Stack>
          {step && !finished ? (
            <Stack gap={2} ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
              <Title order={2} fz="xl">
                {step.label}
              </Title>
              <Text size="sm" c="dimmed">
                {step.description}
              </Text>
            </Stack>
          ) : (
            <div ref={headingRef} tabIndex={-1} />
          )}
          {content ?? (
            <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading onboarding">
              <Skeleton height={48} />
              <Skeleton height={48} />
              <Skeleton height={48} />
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
