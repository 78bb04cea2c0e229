import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button, cx } from "./index";
import { formClasses } from "./form-field";
import classes from "./overlay.module.css";

export interface DialogProps {
  /** Whether it shows; a closed dialog is not in the page at all. */
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: "sm" | "md";
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: the page behind is inert, Tab stays inside, Escape and a
 * click on the backdrop close it, and the focus goes back to what opened it.
 */
export function Dialog({ opened, onClose, title, size = "md", children }: DialogProps) {
  if (!opened) return null;
  return (
    <OpenDialog onClose={onClose} title={title} size={size}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({ onClose, title, size, children }: Omit<DialogProps, "opened">) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The first field, rather than the close button, takes the focus.
    dialog.querySelector<HTMLElement>("[data-autofocus], input, textarea, select")?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it (the dialog's cancel event)
    <dialog
      ref={ref}
      className={classes.dialog}
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div className={classes.dialogHeader}>
        <h2 className={classes.dialogTitle} id={titleId}>
          {title}
        </h2>
        <button type="button" className={formClasses.close} aria-label="Close" title="Close" onClick={() => close.current()}>
          ×
        </button>
      </div>
      <div className={classes.dialogBody}>{children}</div>
    </dialog>
  );
}

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone. */
export function ConfirmDialog({ opened, onClose, title, message, confirmLabel, danger, loading, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} size="sm">
      <p className={classes.dialogText}>{message}</p>
      <div className={formClasses.actions}>
        <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
          Cancel
        </Button>
        <Button className={cx(danger && classes.danger)} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
