import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { cx, lightClasses } from "./index";
import classes from "./form.module.css";

export { classes as formClasses };

export interface FieldFrame {
  id: string;
  label: ReactNode;
  /** A hint under the label, read with the field. */
  description?: ReactNode;
  /** The field's message; the field is marked invalid while it has one. */
  error?: string | null;
  required?: boolean;
  className?: string;
}

/** The ids a field points to (hint and message), so a screen reader reads them with it. */
export function describedBy(id: string, description: ReactNode, error: string | null | undefined): string | undefined {
  return [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function Frame({ id, label, description, error, required, className, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={cx(classes.field, className)}>
      <label className={lightClasses.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p className={classes.description} id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A text field with its label, hint and message tied to it (aria-describedby, aria-invalid). */
export function InputField({ id, label, description, error, required, className, ...rest }: FieldFrame & Omit<ComponentPropsWithoutRef<"input">, "id">) {
  return (
    <Frame id={id} label={label} description={description} error={error} required={required} className={className}>
      <input
        id={id}
        className={lightClasses.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        {...rest}
      />
    </Frame>
  );
}

/** A text area with its label, hint and message tied to it. */
export function TextAreaField({ id, label, description, error, required, className, ...rest }: FieldFrame & Omit<ComponentPropsWithoutRef<"textarea">, "id">) {
  return (
    <Frame id={id} label={label} description={description} error={error} required={required} className={className}>
      <textarea
        id={id}
        className={cx(lightClasses.input, classes.textarea)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        {...rest}
      />
    </Frame>
  );
}
