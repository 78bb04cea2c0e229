import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button, lightClasses } from "../../ui/light";
import cards from "../../ui/light/cards.module.css";
import classes from "./cart-side.module.css";

/** A code's check (the contracts' zod-free one): the code to send, or the field's message. */
export type CodeCheck = (raw: string) => { ok: true; code: string } | { ok: false; error: string };

/** The typed code and its field error, with checking by the code's check. */
export function useCodeEntry(check: CodeCheck) {
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const changeCode = (value: string) => {
    setCode(value);
    setFieldError(null);
  };

  /** The code ready to send, or null with the field error shown. */
  const checkedCode = (raw: string): string | null => {
    const checked = check(raw);
    if (!checked.ok) {
      setFieldError(checked.error);
      return null;
    }
    setFieldError(null);
    return checked.code;
  };

  return { code, changeCode, clearCode: () => setCode(""), fieldError, setFieldError, checkedCode };
}

interface CodeEntryBoxProps {
  titleId: string;
  title: string;
  formLabel: string;
  inputLabel: string;
  placeholder: string;
  entry: ReturnType<typeof useCodeEntry>;
  applying: boolean;
  onSubmit: () => void;
  /** What the cart already carries: applied codes, notices, offers. */
  children: ReactNode;
}

/** A cart section where a code (coupon, gift card) is typed and applied. */
export function CodeEntryBox({ titleId, title, formLabel, inputLabel, placeholder, entry, applying, onSubmit, children }: CodeEntryBoxProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <section className={cards.box} aria-labelledby={titleId}>
      <h2 id={titleId}>
        {title}
      </h2>
      <form onSubmit={submit} noValidate aria-label={formLabel}>
        <label className={lightClasses.label} htmlFor={inputId}>
          {inputLabel}
        </label>
        <div className={classes.codeRow}>
          <input
            id={inputId}
            className={`${lightClasses.input} ${classes.codeInput}`}
            placeholder={placeholder}
            value={entry.code}
            onChange={(e) => entry.changeCode(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={entry.fieldError ? true : undefined}
            aria-describedby={entry.fieldError ? errorId : undefined}
          />
          <Button type="submit" variant="light" loading={applying}>
            Apply
          </Button>
        </div>
        {entry.fieldError ? (
          <p className={classes.fieldError} id={errorId} data-testid="code-error">
            {entry.fieldError}
          </p>
        ) : null}
      </form>
      {children}
    </section>
  );
}
