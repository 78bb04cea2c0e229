import { ActionIcon, Button, Menu } from "@mantine/core";
import { IconDots, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { ConfirmModal } from "../../ui/confirm-modal";
import type { DataTableColumn } from "../../ui/data-table";
import { notifyError, notifySuccess } from "../../ui/notify";

/** Which row the form edits (null: a new one) and which row waits for a delete confirmation. */
export function useRowEditing<Row>() {
  const [editing, setEditing] = useState<Row | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);
  return {
    editing,
    formOpen,
    deleting,
    openForm: (row: Row | null) => {
      setEditing(row);
      setFormOpen(true);
    },
    closeForm: () => setFormOpen(false),
    askDelete: (row: Row) => setDeleting(row),
    cancelDelete: () => setDeleting(null),
  };
}

export type RowEditing<Row> = ReturnType<typeof useRowEditing<Row>>;

/** The last column: edit or delete the row. */
export function rowActionsColumn<Row>(label: (row: Row) => string, editor: RowEditing<Row>): DataTableColumn<Row> {
  return {
    key: "actions",
    header: "",
    align: "right",
    cell: (row) => <RowMenu label={label(row)} onEdit={() => editor.openForm(row)} onDelete={() => editor.askDelete(row)} />,
  };
}

function RowMenu({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={onClick}>
      {label}
    </Button>
  );
}

interface DeleteMutation {
  isPending: boolean;
  mutate: (id: string, callbacks: { onSuccess: (result: { message: string }) => void; onError: (error: Error) => void }) => void;
}

interface DeleteRowModalProps<Row extends { id: string }> {
  row: Row | null;
  onClose: () => void;
  remove: DeleteMutation;
  title: string;
  message: (row: Row | null) => string;
  confirmLabel: string;
}

/** Confirms a delete, then shows the server's message and closes. */
export function DeleteRowModal<Row extends { id: string }>({ row, onClose, remove, title, message, confirmLabel }: DeleteRowModalProps<Row>) {
  return (
    <ConfirmModal
      opened={!!row}
      onClose={onClose}
      title={title}
      message={message(row)}
      confirmLabel={confirmLabel}
      danger
      loading={remove.isPending}
      onConfirm={() =>
        row &&
        remove.mutate(row.id, {
          onSuccess: ({ message }) => {
            notifySuccess(message);
            onClose();
          },
          onError: (error) => notifyError(error),
        })
      }
    />
  );
}

/** A list query's failure in the shape DataTable shows, with retry. */
export function tableError(query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown }) {
  return query.isError ? { message: errorMessage(query.error), onRetry: () => query.refetch(), retrying: query.isFetching } : null;
}
