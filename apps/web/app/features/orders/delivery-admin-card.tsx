import { DispatcherPhoneBodySchema, type Order, ordersEndpoints } from "@bitmarte/contracts";
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconKey, IconLock, IconTruckDelivery } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime, fullName } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { notifySuccess } from "../../ui/notify";
import { useMayCall } from "./order-caller";
import { CallLink, OrderCard } from "./order-parts";
import { useRegenerateToken, useSetDispatcherPhone } from "./orders.mutations";
import { dispatchersQuery } from "./orders.queries";

/** Who delivers the order, in words. */
export function assignmentLabel(order: Pick<Order, "assignedToBitmarte" | "assignedToDispatcher" | "assignedToShippingPartner" | "partnerProfile">): string {
  if (order.assignedToShippingPartner) return order.partnerProfile ? `Shipping partner: ${order.partnerProfile.name}` : "Shipping partner";
  if (order.assignedToDispatcher) return "Bitmarte dispatcher";
  if (order.assignedToBitmarte) return "Bitmarte (no dispatcher yet)";
  return "Not assigned";
}

export function phoneProblem(phone: string): string | null {
  const parsed = DispatcherPhoneBodySchema.safeParse({ dispatchPhoneNumber: phone });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Enter a valid phone number");
}

/** The dispatcher phone the customer sees on the tracking page. */
export function DispatcherPhoneForm({ order, scope, label = "Phone the customer can call" }: { order: Order; scope: "admin" | "dispatcher"; label?: string }) {
  const [phone, setPhone] = useState(order.dispatchPhoneNumber ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetDispatcherPhone(scope);
  useEffect(() => setPhone(order.dispatchPhoneNumber ?? ""), [order.dispatchPhoneNumber]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = phoneProblem(phone);
    setProblem(issue);
    if (issue) return;
    save.mutate({ orderId: order.id, phone: phone.trim() }, { onSuccess: ({ message }) => notifySuccess(message || "Phone number saved") });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={label}
          description="Shown on the customer's order page."
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={problem ?? (save.error ? errorMessage(save.error) : null)}
          placeholder="+234 801 234 5678"
        />
        <Button type="submit" variant="default" loading={save.isPending} disabled={phone.trim() === (order.dispatchPhoneNumber ?? "")} style={{ alignSelf: "flex-end" }}>
          Save phone
        </Button>
      </Stack>
    </form>
  );
}

/** Makes a new delivery token (admins): the confirmation, and where it was sent. */
export interface TokenSent {
  to: string;
  at: string;
}

export function RegenerateTokenButton({ order, color, onSent }: { order: Order; color?: string; onSent?: (sent: TokenSent) => void }) {
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateToken();
  const [sent, setSent] = useState<TokenSent | null>(null);
  return (
    <>
      <Button variant={color ? "filled" : "default"} color={color} leftSection={<IconKey size={16} />} onClick={() => setConfirming(true)} style={{ alignSelf: "flex-start" }}>
        Make a new delivery token
      </Button>
      {sent && !onSent ? (
        <Alert color="brand" variant="light" role="status">
          A new token was sent to {sent.to} at {formatDateTime(sent.at)}.
        </Alert>
      ) : null}
      <ConfirmModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
          regenerate.reset();
        }}
        title="Make a new delivery token?"
        message="The old token stops working. The customer gets the new one by email and on their order page; it is never shown here."
        confirmLabel="Make new token"
        loading={regenerate.isPending}
        error={regenerate.error ? <Alert color="red" variant="light">{errorMessage(regenerate.error)}</Alert> : null}
        onConfirm={() =>
          regenerate.mutate(order.id, {
            onSuccess: ({ data, message }) => {
              setSent({ to: data.sentTo, at: data.regeneratedAt });
              onSent?.({ to: data.sentTo, at: data.regeneratedAt });
              setConfirming(false);
              notifySuccess(message || "New delivery token sent");
            },
          })
        }
      />
    </>
  );
}

/** The order cannot be delivered until someone makes a new token: said at the top of the admin's order page. */
export function LockedTokenAlert({ order }: { order: Order }) {
  const may = useMayCall();
  // Outlives the lock: the order is read again without it as soon as the new token is made.
  const [sent, setSent] = useState<TokenSent | null>(null);
  if (!order.deliveryTokenLockedAt) {
    return sent ? (
      <Alert color="brand" variant="light" role="status">
        A new token was sent to {sent.to} at {formatDateTime(sent.at)}. The rider can deliver with it.
      </Alert>
    ) : null;
  }
  return (
    <Alert color="red" variant="light" icon={<IconLock size={18} />} title="Delivery token locked after 5 wrong tries" data-testid="token-locked">
      <Stack gap="xs">
        <Text size="sm">
          Locked {formatDateTime(order.deliveryTokenLockedAt)}. The rider cannot deliver this order until the customer has a new token.
          {may(ordersEndpoints.updateToken) ? "" : " Ask an admin to make one."}
        </Text>
        {may(ordersEndpoints.updateToken) ? <RegenerateTokenButton order={order} color="red" onSent={setSent} /> : null}
      </Stack>
    </Alert>
  );
}

/** Admin: assignment, dispatcher phone and the delivery token of an order (each part only for roles that may use it). */
export function DeliveryAdminCard({ order }: { order: Order }) {
  const may = useMayCall();
  const dispatchers = useQuery({ ...dispatchersQuery(), enabled: !!order.dispatcherId && may(ordersEndpoints.dispatchers) });
  const dispatcher = dispatchers.data?.find((d) => d.id === order.dispatcherId);
  const assigned = order.assignedToDispatcher || order.assignedToShippingPartner;

  return (
    <OrderCard id="order-delivery-admin" title="Assignment" icon={<IconTruckDelivery size={18} aria-hidden />}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color={assigned ? "blue" : "gray"} radius="sm" tt="none" data-testid="assignment">
            {assignmentLabel(order)}
          </Badge>
        </Group>
        {order.dispatcherId ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {dispatcher ? fullName(dispatcher) : "Dispatcher"}
            </Text>
            {dispatcher ? (
              <Text size="xs" c="dimmed">
                {dispatcher.activeOrders} active orders · {dispatcher.email}
              </Text>
            ) : null}
            <CallLink phone={dispatcher?.phoneNumber} label="Dispatcher phone" />
          </Stack>
        ) : null}
        {may(ordersEndpoints.dispatcherPhone) ? <DispatcherPhoneForm order={order} scope="admin" /> : null}
        {assigned ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              The customer has a 6-digit delivery token. Five wrong tries lock it; a new one unlocks it.
            </Text>
            {/* A locked token has its own alert with this button at the top of the page. */}
            {may(ordersEndpoints.updateToken) && !order.deliveryTokenLockedAt ? <RegenerateTokenButton order={order} /> : null}
          </Stack>
        ) : null}
      </Stack>
    </OrderCard>
  );
}
