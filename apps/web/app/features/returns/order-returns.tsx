import type { OrderReturnSummary } from "@bitmarte/contracts";
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "../../lib/format";
import { MoneyText } from "../../ui/money-text";
import { ReturnForm } from "./return-form";
import { ReturnStatusBadge } from "./return-status-badge";
import { returnableUnits, returnStepText, TYPE_LABELS } from "./returns-model";
import { customerOrderQuery } from "./returns.queries";

function ReturnRow({ r }: { r: OrderReturnSummary }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="order-return">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {TYPE_LABELS[r.type]} · {formatDateTime(r.createdAt)}
          </Text>
          <ReturnStatusBadge status={r.status} data-testid="order-return-status" />
        </Group>
        <Text size="sm">{r.items.map((i) => `${i.quantity} × ${i.productName}`).join(", ")}</Text>
        <Text size="sm" c="dimmed">
          {returnStepText(r)}
        </Text>
        {r.refundAmount !== null ? (
          <Text size="sm">
            Refund: <MoneyText amount={r.refundAmount} fw={600} /> of <MoneyText amount={r.amount} />
          </Text>
        ) : null}
        {r.replacementOrderId ? (
          <Anchor component={Link} to={`/orders/${r.replacementOrderId}`} size="sm">
            Follow the replacement order
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The returns part of the customer's order page: the order's returns with where each stands, and the
 * "Return or replace items" form while the return window is open. The page hands in the order's query key.
 */
export function OrderReturns({ orderId, orderQueryKey }: { orderId: string; orderQueryKey: readonly unknown[] }) {
  const order = useQuery(customerOrderQuery(orderQueryKey, orderId));
  const [open, setOpen] = useState(false);
  if (!order.data) return null;
  const o = order.data;
  const returns = o.returns ?? [];
  const windowOpen = o.orderStatus === "delivered" && !!o.returnWindowEndsAt && new Date(o.returnWindowEndsAt).getTime() > Date.now();
  const anyLeft = Object.values(returnableUnits(o.orderItems)).some((n) => n > 0);
  const canAsk = windowOpen && anyLeft;
  if (returns.length === 0 && !canAsk) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="order-returns">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap={6} wrap="nowrap">
          <IconArrowBackUp size={18} aria-hidden />
          <Title order={2} fz="lg" id="order-returns">
            Returns and replacements
          </Title>
        </Group>
        {canAsk ? (
          <Button onClick={() => setOpen(true)} leftSection={<IconArrowBackUp size={16} />} variant="light">
            Return or replace items
          </Button>
        ) : null}
      </Group>
      <Stack gap="sm">
        {canAsk && o.returnWindowEndsAt ? (
          <Text size="sm" c="dimmed">
            You can ask until {formatDate(o.returnWindowEndsAt)}.
          </Text>
        ) : null}
        {returns.map((r) => (
          <ReturnRow key={r.id} r={r} />
        ))}
      </Stack>
      {canAsk ? <ReturnForm order={o} orderQueryKey={orderQueryKey} opened={open} onClose={() => setOpen(false)} /> : null}
    </Paper>
  );
}
