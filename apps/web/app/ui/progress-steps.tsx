import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface ProgressStep {
  label: string;
  state: "done" | "current" | "todo" | "failed";
  detail?: ReactNode;
}

const STATE_TEXT: Record<ProgressStep["state"], string> = {
  done: "done",
  current: "in progress",
  todo: "not yet",
  failed: "not passed",
};

/** A short list of steps with their state (approvals, onboarding states), as a readable list. */
export function ProgressSteps({ steps, label, direction = "column" }: { steps: ProgressStep[]; label: string; direction?: "row" | "column" }) {
  const Wrapper = direction === "row" ? Group : Stack;
  return (
    <Wrapper component="ol" aria-label={label} gap={direction === "row" ? "lg" : "xs"} p={0} m={0} style={{ listStyle: "none" }} align="flex-start">
      {steps.map((step, index) => (
        <Group key={step.label} component="li" gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon
            size={24}
            radius="xl"
            variant={step.state === "done" ? "filled" : "light"}
            color={step.state === "failed" ? "red" : step.state === "todo" ? "gray" : "brand"}
            aria-hidden
          >
            {step.state === "done" ? <IconCheck size={14} /> : step.state === "failed" ? <IconX size={14} /> : <Text fz={11} fw={700}>{index + 1}</Text>}
          </ThemeIcon>
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {step.label}
              <Text component="span" size="xs" c="dimmed" fw={400}>
                {` · ${STATE_TEXT[step.state]}`}
              </Text>
            </Text>
            {step.detail ? (
              <Text size="xs" c="dimmed">
                {step.detail}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ))}
    </Wrapper>
  );
}
