import { ADMIN_TRANSFER_LABELS, type MerchantPayment, MESSAGES, PAYOUT_TRANSFER_MESSAGES } from "@bitmarte/contracts";
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { useEffect, useState } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { notifySuccess } from "../../ui/notify";
import { bankLine, hasPayoutAccount } from "./payouts-model";
import { useSendPayout, useUpdatePayout } from "./payouts.queries";

export type PayoutAction = { kind: "approve" | "process" | "send"; payout: MerchantPayment } | null;

/**
 * The row's button: approve (pending), then mark processed by hand, or, with a transfer provider, Send (or
 * "Send again" after a failed or reversed transfer); a payout on its way or paid has no action.
 */
export function PayoutActionButton({ payout, onAction }: { payout: MerchantPayment; onAction: (a: PayoutAction) => void }) {
  if (payout.status === "processed") {
    return (
      <Text size="xs" c="dimmed">
        Paid
      </Text>
    );
  }
  if (payout.status === "sending") {
    return (
      <Text size="xs" c="dimmed" role="status">
        {ADMIN_TRANSFER_LABELS.sending}
      </Text>
    );
  }
  if (payout.status === "pending") {
    return (
      <Button size="xs" onClick={() => onAction({ kind: "approve", payout })} aria-label={`Approve payout for ${payout.orderNumber}`}>
        Approve
      </Button>
    );
  }
  if (payout.sendMode === "provider") return <SendButton payout={payout} onAction={onAction} />;
  return <ProcessButton payout={payout} onAction={onAction} />;
}

/** Money goes only to a verified account: without one the button is off and says why. */
function SendButton({ payout, onAction }: { payout: MerchantPayment; onAction: (a: PayoutAction) => void }) {
  const ready = hasPayoutAccount(payout);
  const label = payout.transferOutcome ? ADMIN_TRANSFER_LABELS.sendAgain : ADMIN_TRANSFER_LABELS.send;
  const button = (
    <Button
      size="xs"
      variant={payout.transferOutcome ? "filled" : "light"}
      disabled={!ready}
      onClick={() => onAction({ kind: "send", payout })}
      aria-label={`${label}: payout for ${payout.orderNumber}`}
      aria-describedby={ready ? undefined : `no-bank-${payout.id}`}
    >
      {label}
    </Button>
  );
  if (ready) return button;
  return (
    <Stack gap={2} align="flex-start">
      <Tooltip label={PAYOUT_TRANSFER_MESSAGES.noBankAccount} multiline w={260}>
        <span>{button}</span>
      </Tooltip>
      <Text id={`no-bank-${payout.id}`} size="xs" c="dimmed">
        No verified bank account
      </Text>
    </Stack>
  );
}

/** Money goes only to a bank account the bank confirmed: without one the button is off and says why. */
function ProcessButton({ payout, onAction }: { payout: MerchantPayment; onAction: (a: PayoutAction) => void }) {
  const ready = hasPayoutAccount(payout);
  const button = (
    <Button
      size="xs"
      variant="light"
      disabled={!ready}
      onClick={() => onAction({ kind: "process", payout })}
      aria-label={`Mark payout for ${payout.orderNumber} processed`}
      aria-describedby={ready ? undefined : `no-bank-${payout.id}`}
    >
      Mark processed
    </Button>
  );
  if (ready) return button;
  return (
    <Stack gap={2} align="flex-start">
      <Tooltip label={MESSAGES.payoutNoBankAccount} multiline w={260}>
        <span>{button}</span>
      </Tooltip>
      <Text id={`no-bank-${payout.id}`} size="xs" c="dimmed">
        No verified bank account
      </Text>
    </Stack>
  );
}

/** The dialogs, once per list (rows re-render between the table and the card layout). */
export function PayoutActionDialogs({ action, onClose }: { action: PayoutAction; onClose: () => void }) {
  return (
    <>
      {action ? <ApproveModal payout={action.payout} opened={action.kind === "approve"} onClose={onClose} /> : null}
      {action ? <ProcessModal payout={action.payout} opened={action.kind === "process"} onClose={onClose} /> : null}
      {action ? <SendModal payout={action.payout} opened={action.kind === "send"} onClose={onClose} /> : null}
    </>
  );
}

function ApproveModal({ payout, opened, onClose }: { payout: MerchantPayment; opened: boolean; onClose: () => void }) {
  const update = useUpdatePayout();
  useEffect(() => {
    if (opened) update.reset();
  }, [opened]);
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title="Approve payout"
      message={
        <>
          Approve {formatNaira(payout.due ?? payout.amount)} due to {payout.storeName} for order {payout.orderName}? Any refunds or chargebacks the store owes are
          netted from it.
          {payout.sendMode === "provider" ? " It is then sent to the store's verified bank account at once." : null}
        </>
      }
      confirmLabel="Approve payout"
      loading={update.isPending}
      error={update.isError ? <Alert color="red">{errorMessage(update.error)}</Alert> : null}
      onConfirm={() =>
        update.mutate(
          { id: payout.id, status: "approved" },
          {
            onSuccess: ({ data, message }) => {
              notifySuccess(data.adjustments > 0 ? `${message}: ${formatNaira(data.amount)} after ${formatNaira(data.adjustments)} netted` : message);
              onClose();
            },
          },
        )
      }
    />
  );
}

function SendModal({ payout, opened, onClose }: { payout: MerchantPayment; opened: boolean; onClose: () => void }) {
  const send = useSendPayout();
  useEffect(() => {
    if (opened) send.reset();
  }, [opened]);
  const again = Boolean(payout.transferOutcome);
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={again ? "Send payout again" : "Send payout"}
      message={
        <>
          Send {formatNaira(payout.amount)} to {payout.storeName} for order {payout.orderNumber}, to {bankLine(payout.bankName, payout.accountNumber)}? It shows as
          processed, and the store is emailed, when the bank confirms the transfer.
        </>
      }
      confirmLabel={again ? ADMIN_TRANSFER_LABELS.sendAgain : ADMIN_TRANSFER_LABELS.send}
      loading={send.isPending}
      error={send.isError ? <Alert color="red">{errorMessage(send.error)}</Alert> : null}
      onConfirm={() =>
        send.mutate(
          { id: payout.id },
          {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              onClose();
            },
          },
        )
      }
    />
  );
}

function ProcessModal({ payout, opened, onClose }: { payout: MerchantPayment; opened: boolean; onClose: () => void }) {
  const update = useUpdatePayout();
  const [reference, setReference] = useState("");
  useEffect(() => {
    if (opened) {
      update.reset();
      setReference("");
    }
  }, [opened]);
  const fieldError = isApiError(update.error) ? update.error.errors?.find((e) => e.path === "reference")?.message : undefined;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: payout.id, status: "processed", reference: reference.trim() || undefined },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Mark payout processed" centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Send {formatNaira(payout.amount)} to {payout.storeName} for order {payout.orderNumber}, then enter the bank transfer reference. The store is emailed.
          </Text>
          <Text size="xs" c="dimmed">
            Bank: {bankLine(payout.bankName, payout.accountNumber)}
          </Text>
          <TextInput
            label="Bank transfer reference"
            placeholder="e.g. TRF-2026-000123"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={fieldError}
            required
            data-autofocus
          />
          {hasPayoutAccount(payout) ? null : <Alert color="yellow">{MESSAGES.payoutNoBankAccount}</Alert>}
          {update.isError && !fieldError ? <Alert color="red">{errorMessage(update.error)}</Alert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!hasPayoutAccount(payout)}>
              Mark processed
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
