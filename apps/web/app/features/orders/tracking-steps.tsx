import { Paper, Text, ThemeIcon, Timeline, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { formatDateTime } from "../../lib/format";
import { type TrackingInput, trackingSteps } from "./order-tracking";

/** Where the customer's order is on its way, by the statuses' known names. */
export function TrackingSteps({ order }: { order: TrackingInput }) {
  const steps = trackingSteps(order);
  const current = steps.findIndex((s) => s.state === "current");
  const stopped = order.orderStatus === "cancelled" || order.orderStatus === "returned";
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="order-tracking">
      <Title order={2} fz="lg" mb="md" id="order-tracking">
        Tracking
      </Title>
      <Timeline active={current} bulletSize={24} lineWidth={2} color={stopped ? "red" : "brand"} data-testid="tracking-steps">
        {steps.map((step, i) => {
          const last = i === current;
          const bullet =
            step.state === "done" ? (
              <IconCheck size={14} />
            ) : last && order.orderStatus === "cancelled" ? (
              <IconX size={14} />
            ) : last ? (
              <ThemeIcon size={10} radius="xl" color="white" aria-hidden />
            ) : null;
          return (
            <Timeline.Item
              key={step.code}
              bullet={bullet}
              title={
                <Text fw={last ? 700 : 500} c={step.state === "upcoming" ? "dimmed" : undefined} size="sm">
                  {step.label}
                </Text>
              }
              aria-current={last ? "step" : undefined}
              data-state={step.state}
            >
              {step.at ? (
                <Text size="xs" c="dimmed">
                  {formatDateTime(step.at)}
                </Text>
              ) : null}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Paper>
  );
}
