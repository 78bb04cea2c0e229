import { ORDER_STATUSES, type OrderActivity } from "@bitmarte/contracts";
import { Paper, Text, Timeline, Title } from "@mantine/core";
import { formatDateTime } from "../../lib/format";

const ACTORS: Record<OrderActivity["actorType"], string> = {
  customer: "Customer",
  merchant: "Store",
  admin: "Bitmarte",
  partner: "Shipping partner",
  system: "System",
};

/** Everything that happened to the order, oldest first: what, who and when. */
export function OrderTimeline({ activities, title = "Timeline" }: { activities: OrderActivity[]; title?: string }) {
  const sorted = [...activities].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="order-timeline">
      <Title order={2} fz="lg" mb="md" id="order-timeline">
        {title}
      </Title>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          No updates yet.
        </Text>
      ) : (
        <Timeline active={sorted.length - 1} bulletSize={18} lineWidth={2} color="brand">
          {sorted.map((a) => (
            <Timeline.Item key={a.id} title={a.status ? ORDER_STATUSES[a.status] : a.activity}>
              {a.status && a.activity !== ORDER_STATUSES[a.status] ? (
                <Text size="sm">{a.activity}</Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {formatDateTime(a.createdAt)} · {a.actorName ? `${a.actorName} (${ACTORS[a.actorType].toLowerCase()})` : ACTORS[a.actorType]}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
