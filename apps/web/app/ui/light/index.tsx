/**
 * The storefront's components: plain React and one CSS module, no Mantine, so the pages customers land on
 * (home, category, search, product, store) and the site header and footer stay small on a phone. Dashboards
 * and account pages use Mantine (ui/*.tsx); these components work on both.
 */
import { type ComponentPropsWithoutRef, type ReactNode, useSyncExternalStore } from "react";
import { Link, type LinkProps } from "react-router";
import classes from "./light.module.css";

export { classes as lightClasses };

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

export function Container({ className, ...rest }: ComponentPropsWithoutRef<"div">) {
  return <div className={cx(classes.container, className)} {...rest} />;
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={classes.visuallyHidden}>{children}</span>;
}

export function Title({ order = 2, className, ...rest }: { order?: 1 | 2 | 3 | 4 } & ComponentPropsWithoutRef<"h2">) {
  const Tag = `h${order}` as "h2";
  return <Tag data-order={order} className={cx(classes.title, className)} {...rest} />;
}

type ButtonLook = {
  variant?: "filled" | "light" | "outline" | "default" | "subtle";
  size?: "xs" | "sm" | "md" | "lg";
  fullWidth?: boolean;
  leftSection?: ReactNode;
  loading?: boolean;
};

function lookProps({ variant = "filled", size = "md", fullWidth, loading }: ButtonLook) {
  return {
    "data-variant": variant,
    "data-size": size,
    "data-full-width": fullWidth || undefined,
    "data-loading": loading || undefined,
  };
}

/** A button; while `loading` it is busy (aria-busy) and ignores clicks. */
export function Button({ variant, size, fullWidth, leftSection, loading, className, children, disabled, ...rest }: ButtonLook & ComponentPropsWithoutRef<"button">) {
  return (
    <button
      type="button"
      className={cx(classes.button, className)}
      {...lookProps({ variant, size, fullWidth, loading })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={classes.spinner} aria-hidden="true" /> : leftSection}
      {children}
    </button>
  );
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, leftSection, className, children, ...rest }: Omit<ButtonLook, "loading"> & LinkProps) {
  return (
    <Link className={cx(classes.button, className)} {...lookProps({ variant, size, fullWidth })} {...rest}>
      {leftSection}
      {children}
    </Link>
  );
}

/** A square button with only an icon: `label` is its accessible name. */
export function IconButton({ label, variant = "subtle", className, children, ...rest }: { label: string; variant?: ButtonLook["variant"] } & ComponentPropsWithoutRef<"button">) {
  return (
    <button type="button" aria-label={label} title={label} className={cx(classes.button, classes.iconButton, className)} data-variant={variant} {...rest}>
      {children}
    </button>
  );
}

export function Badge({ color, className, ...rest }: { color?: "brand" | "red" | "gray" | "orange" | "filled" } & ComponentPropsWithoutRef<"span">) {
  return <span className={cx(classes.badge, className)} data-color={color} {...rest} />;
}

export function Skeleton({ height = 16, width = "100%", className }: { height?: number | string; width?: number | string; className?: string }) {
  return <span className={cx(classes.skeleton, className)} style={{ height, width }} aria-hidden="true" />;
}

export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <span role="status">
      <span className={classes.spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** A text field with its label above it. */
export function TextField({ label, id, className, ...rest }: { label: ReactNode; id: string } & ComponentPropsWithoutRef<"input">) {
  return (
    <div className={className}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={classes.input} {...rest} />
    </div>
  );
}

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** Read-only stars for a rating (0–5, halves rounded); the label says the figure to screen readers. */
export function Stars({ value, size = 16, label }: { value: number; size?: number; label?: string }) {
  const filled = Math.round(value);
  return (
    <span className={classes.stars} role="img" aria-label={label ?? `Rated ${value.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={n > filled ? classes.starEmpty : undefined}>
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

interface StateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show yet: what it means and, when there is one, what to do. */
export function EmptyState({ icon, title, description, action }: StateProps) {
  return (
    <div className={classes.state}>
      {icon ? <span className={classes.stateIcon}>{icon}</span> : null}
      <p className={classes.stateTitle}>{title}</p>
      {description ? <p className={classes.stateText}>{description}</p> : null}
      {action ? <div className={classes.stateActions}>{action}</div> : null}
    </div>
  );
}

/** Something failed: the message and a way to try again. */
export function ErrorState({ title = "Something went wrong", message, onRetry, icon }: { title?: string; message: string; onRetry?: () => void; icon?: ReactNode }) {
  return (
    <div className={classes.state} data-tone="error" role="alert">
      {icon ? <span className={classes.stateIcon}>{icon}</span> : null}
      <p className={classes.stateTitle}>{title}</p>
      <p className={classes.stateText}>{message}</p>
      {onRetry ? (
        <div className={classes.stateActions}>
          <Button variant="default" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}

// ---- toasts: a tiny store any component can push to; <Toaster /> (in the site layout) shows them ----

interface Toast {
  id: number;
  message: string;
  tone: "success" | "error";
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Shows a message for a few seconds (errors stay longer). */
export function toast(message: string, tone: Toast["tone"] = "success") {
  const id = nextId++;
  toasts = [...toasts.slice(-2), { id, message, tone }];
  emit();
  setTimeout(() => dismiss(id), tone === "error" ? 8000 : 4000);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const NONE: Toast[] = [];

export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => toasts, () => NONE);
  return (
    <div className={classes.toaster} aria-live="polite">
      {shown.map((t) => (
        <div key={t.id} className={classes.toast} data-tone={t.tone} role={t.tone === "error" ? "alert" : "status"}>
          <span className={classes.toastText}>{t.message}</span>
          <button type="button" className={classes.toastClose} aria-label="Close" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
