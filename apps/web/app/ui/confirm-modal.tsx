import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  loading?: boolean;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** Shown above the buttons, e.g. the server's reason for refusing. */
  error?: ReactNode;
}

/** Asks before an action that cannot be undone. */
export function ConfirmModal({ opened, onClose, title, message, confirmLabel, onConfirm, loading, danger, error }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {error}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button color={danger ? "red" : undefined} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
