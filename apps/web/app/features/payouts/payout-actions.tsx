import type { MerchantPayment } from "@bitmarte/contracts";
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { ConfirmModal } from "../../ui/confirm-modal";
import { notifySuccess } from "../../ui/notify";
import { bankLine } from "./payouts-model";
import { useUpdatePayout } from "./payouts.queries";

export type PayoutAction = { kind: "approve" | "process"; payout: MerchantPayment } | null;

/** The row's button: approve (pending) or mark processed (approved); processed payouts have no action. */
export function PayoutActionButton({ payout, onAction }: { payout: MerchantPayment; onAction: (a: PayoutAction) => void }) {
  if (payout.status === "processed") {
    return (
      <Text size="xs" c="dimmed">
        Paid
      </Text>
    );
  }
  return payout.status === "pending" ? (
    <Button size="xs" onClick={() => onAction({ kind: "approve", payout })} aria-label={`Approve payout for ${payout.orderName}`}>
      Approve
    </Button>
  ) : (
    <Button size="xs" variant="light" onClick={() => onAction({ kind: "process", payout })} aria-label={`Mark payout for ${payout.orderName} processed`}>
      Mark processed
    </Button>
  );
}

/** The dialogs, once per list (rows re-render between the table and the card layout). */
export function PayoutActionDialogs({ action, onClose }: { action: PayoutAction; onClose: () => void }) {
  return (
    <>
      {action ? <ApproveModal payout={action.payout} opened={action.kind === "approve"} onClose={onClose} /> : null}
      {action ? <ProcessModal payout={action.payout} opened={action.kind === "process"} onClose={onClose} /> : null}
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
            Send {formatNaira(payout.amount)} to {payout.storeName} for order {payout.orderName}, then enter the bank transfer reference. The store is emailed.
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
          {update.isError && !fieldError ? <Alert color="red">{errorMessage(update.error)}</Alert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Mark processed
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
