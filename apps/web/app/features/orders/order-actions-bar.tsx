import { type Order, ordersEndpoints } from "@bitmarte/contracts";
import { Alert, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconBan, IconCheck, IconKey, IconRefresh, IconTruck, IconUser, IconUserShare, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { ConfirmModal } from "../../ui/confirm-modal";
import { notifyError, notifySuccess } from "../../ui/notify";
import { AssignOrderModal } from "./assign-order-modal";
import { type MayCall, useMayCall } from "./order-caller";
import { type OrderAction, type OrderScope, orderActions } from "./order-actions";
import { CancelOrderModal, DeclineOrderModal, DeliverWithTokenModal } from "./order-forms";
import { useAssignOrder, useDeclineOrder, useDeliverWithToken, useMoveOrder } from "./orders.mutations";
import { orderStatusesQuery } from "./orders.queries";

/** The endpoint behind each kind of button: a button shows only when the caller's role may call it. */
const ENDPOINT_OF = {
  move: ordersEndpoints.updateStatus,
  cancel: ordersEndpoints.updateStatus,
  unassign: ordersEndpoints.updateStatus,
  deliver: ordersEndpoints.convertToken,
  decline: ordersEndpoints.partnerDecline,
  "assign-partner": ordersEndpoints.assignToPartner,
  "assign-dispatcher": ordersEndpoints.assignToDispatcher,
} as const satisfies Record<OrderAction["kind"], unknown>;

/** The actions the caller's role may take (the server's allowed moves may name one its role cannot call). */
export function callableActions(actions: OrderAction[], may: MayCall): OrderAction[] {
  return actions.filter((a) => may(ENDPOINT_OF[a.kind]));
}

type Open = null | "cancel" | "decline" | "deliver" | "unassign" | "assign-partner" | "assign-dispatcher" | "assign-bitmarte";

const ICONS: Partial<Record<OrderAction["kind"], typeof IconCheck>> = {
  deliver: IconKey,
  cancel: IconBan,
  decline: IconX,
  unassign: IconRefresh,
  "assign-partner": IconTruck,
  "assign-dispatcher": IconUser,
};

export interface OrderActionsBarProps {
  scope: OrderScope;
  order: Order;
  /** Full-width buttons stacked (phones, the dispatcher's screen). */
  stacked?: boolean;
  /** Say so when there is nothing to do. */
  showIdle?: boolean;
  /** Show nothing while loading or when the moves cannot be read (the customer's page). */
  quiet?: boolean;
  /** After a decline the order is no longer the caller's: where to go then. */
  onGone?: () => void;
}

/** The order's buttons, exactly the moves GET order-statuses allows the caller, with their dialogs. */
export function OrderActionsBar({ scope, order, stacked = false, showIdle = true, quiet = false, onGone }: OrderActionsBarProps) {
  const statuses = useQuery(orderStatusesQuery(scope, order.id));
  const [open, setOpen] = useState<Open>(null);
  const move = useMoveOrder(scope);
  const decline = useDeclineOrder();
  const deliver = useDeliverWithToken(scope === "partner" ? "partner" : scope === "dispatcher" ? "dispatcher" : "admin");
  const assign = useAssignOrder();
  const may = useMayCall();

  const close = () => {
    setOpen(null);
    move.reset();
    decline.reset();
    deliver.reset();
    assign.reset();
  };
  const done = (message: string) => () => {
    notifySuccess(message);
    close();
  };

  if (quiet && (statuses.isPending || statuses.isError)) return null;
  if (statuses.isPending) {
    return (
      <Group gap="sm" role="status" aria-busy="true" aria-label="Loading what you can do">
        <Skeleton h={36} w={140} radius="md" />
        <Skeleton h={36} w={110} radius="md" />
      </Group>
    );
  }
  if (statuses.isError) {
    const unavailable = isApiError(statuses.error) && statuses.error.status === 501;
    return (
      <Alert color={unavailable ? "gray" : "red"} variant="light" title={unavailable ? "Actions are not available yet" : "Could not get the next steps"}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorMessage(statuses.error)}</Text>
          {!unavailable ? (
            <Button size="compact-sm" variant="light" onClick={() => void statuses.refetch()} loading={statuses.isFetching}>
              Try again
            </Button>
          ) : null}
        </Group>
      </Alert>
    );
  }

  const actions = callableActions(orderActions(scope, order.orderStatus, statuses.data.map((s) => s.code_name)), may);
  // Handing an order to Bitmarte's own riders goes with picking a partner (admins, not schedulers).
  const showPlatform =
    scope === "admin" && actions.some((a) => a.kind === "assign-partner") && !order.assignedToBitmarte && may(ordersEndpoints.assignToBitmarte);

  if (actions.length === 0) {
    return showIdle ? (
      <Text size="sm" c="dimmed" data-testid="no-actions">
        Nothing to do on this order right now.
      </Text>
    ) : null;
  }

  const click = (action: OrderAction) => {
    if (action.kind === "move") {
      move.mutate(
        { orderId: order.id, status: action.status },
        { onSuccess: ({ message }) => notifySuccess(message || `${order.orderNumber}: ${action.label.toLowerCase()} done`), onError: (e) => notifyError(e) },
      );
      return;
    }
    setOpen(action.kind);
  };

  const buttons = actions.map((action) => {
    const Icon = action.kind === "move" ? IconCheck : (ICONS[action.kind] ?? IconCheck);
    const danger = action.kind === "cancel" || action.kind === "decline";
    const primary = (action.kind === "move" && action.primary) || action.kind === "deliver";
    const loading = action.kind === "move" && move.isPending && move.variables?.status === action.status;
    return (
      <Button
        key={`${action.kind}-${action.kind === "move" ? action.status : ""}`}
        onClick={() => click(action)}
        variant={primary ? "filled" : danger ? "light" : "default"}
        color={danger ? "red" : undefined}
        leftSection={<Icon size={18} />}
        loading={loading}
        disabled={move.isPending && !loading}
        fullWidth={stacked}
        size={stacked ? "md" : "sm"}
        title={action.kind === "move" ? action.description : undefined}
      >
        {action.label}
      </Button>
    );
  });
  if (showPlatform) {
    buttons.splice(
      actions.findIndex((a) => a.kind === "assign-dispatcher" || a.kind === "assign-partner"),
      0,
      <Button key="assign-bitmarte" variant="default" leftSection={<IconUserShare size={18} />} onClick={() => setOpen("assign-bitmarte")} fullWidth={stacked}>
        Assign to Bitmarte
      </Button>,
    );
  }

  return (
    <>
      {stacked ? <Stack gap="sm">{buttons}</Stack> : <Group gap="sm">{buttons}</Group>}
      <CancelOrderModal
        byCustomer={scope === "customer"}
        opened={open === "cancel"}
        onClose={close}
        orderNumber={order.orderNumber}
        pending={move.isPending}
        error={move.error}
        onSubmit={(reason) => move.mutate({ orderId: order.id, status: "cancelled", reason }, { onSuccess: done(`${order.orderNumber} was cancelled`) })}
      />
      <DeclineOrderModal
        opened={open === "decline"}
        onClose={close}
        orderNumber={order.orderNumber}
        pending={decline.isPending}
        error={decline.error}
        onSubmit={(reason) =>
          decline.mutate(
            { orderId: order.id, reason },
            {
              onSuccess: ({ message }) => {
                notifySuccess(message || `${order.orderNumber} was declined`);
                close();
                onGone?.();
              },
            },
          )
        }
      />
      <DeliverWithTokenModal
        opened={open === "deliver"}
        onClose={close}
        orderNumber={order.orderNumber}
        pending={deliver.isPending}
        error={deliver.error}
        uploadAs={scope === "partner" ? "partner" : "admin"}
        onSubmit={(token, evidence) => deliver.mutate({ orderId: order.id, token, evidence }, { onSuccess: done(`${order.orderNumber} was delivered`) })}
      />
      <ConfirmModal
        opened={open === "unassign"}
        onClose={close}
        title={`Take back ${order.orderNumber}`}
        message="The order goes back to ready to ship, with nobody assigned, so it can be assigned again."
        confirmLabel="Take back"
        loading={move.isPending}
        error={move.error ? <Alert color="red" variant="light">{errorMessage(move.error)}</Alert> : null}
        onConfirm={() => move.mutate({ orderId: order.id, status: "ready_to_ship" }, { onSuccess: done(`${order.orderNumber} is unassigned`) })}
      />
      <ConfirmModal
        opened={open === "assign-bitmarte"}
        onClose={close}
        title={`Bitmarte delivers ${order.orderNumber}`}
        message="Bitmarte's own dispatchers will deliver this order. Assign a dispatcher next."
        confirmLabel="Assign to Bitmarte"
        loading={assign.isPending}
        error={assign.error ? <Alert color="red" variant="light">{errorMessage(assign.error)}</Alert> : null}
        onConfirm={() => assign.mutate({ orderId: order.id, to: "bitmarte" }, { onSuccess: done(`${order.orderNumber} is assigned to Bitmarte`) })}
      />
      {open === "assign-partner" || open === "assign-dispatcher" ? (
        <AssignOrderModal
          opened
          onClose={close}
          orderNumber={order.orderNumber}
          mode={open === "assign-partner" ? "partner" : "dispatcher"}
          pending={assign.isPending}
          error={assign.error}
          onSubmit={(id) =>
            assign.mutate(
              open === "assign-partner" ? { orderId: order.id, to: "partner", partnerId: id } : { orderId: order.id, to: "dispatcher", dispatcherId: id },
              { onSuccess: done(`${order.orderNumber} is assigned`) },
            )
          }
        />
      ) : null}
    </>
  );
}
