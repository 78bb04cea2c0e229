import { type KeyboardEvent, useId, useRef, useState } from "react";
import { describedBy, type FieldFrame, Frame } from "./form-field";
import { lightClasses } from "./index";
import classes from "./overlay.module.css";

export interface ComboboxFieldProps extends FieldFrame {
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  /** Leaving the field, with its value then (a typed option's name picks it). */
  onBlur?: (value: string) => void;
}

/**
 * A text field with a list to pick from (the WAI-ARIA combobox): typing narrows the list, arrows move
 * through it, Enter picks, Escape closes. The value is always one of the options or empty.
 */
export function ComboboxField({ id, label, description, error, required, className, value, options, onChange, onBlur }: ComboboxFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const shown = query ? options.filter((o) => o.toLowerCase().includes(query.trim().toLowerCase())) : options;

  const openList = () => {
    setOpen(true);
    setActive(Math.max(0, shown.indexOf(value)));
  };
  const pick = (option: string) => {
    onChange(option);
    setQuery(null);
    setOpen(false);
  };
  /** Closes the list: a typed word that names an option exactly picks it; anything else goes back to the value. */
  const close = (): string => {
    setOpen(false);
    const typed = query?.trim().toLowerCase();
    const match = typed ? options.find((o) => o.toLowerCase() === typed) : undefined;
    if (match && match !== value) onChange(match);
    setQuery(null);
    return match ?? value;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (shown.length === 0 ? 0 : (i + step + shown.length) % shown.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const option = shown[active];
      if (option) pick(option);
    } else if (event.key === "Escape" && open) {
      // Closes the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setQuery(null);
    }
  };

  return (
    <Frame id={id} label={label} description={description} error={error} required={required} className={className}>
      <div className={classes.combobox}>
      <input
        ref={input}
        id={id}
        className={lightClasses.input}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && shown[active] ? `${listId}-${active}` : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        value={query ?? value}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => (open ? null : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => onBlur?.(open || query !== null ? close() : value)}
      />
      {open ? (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's popup list (focus stays in the field)
        <ul className={classes.listbox} id={listId} role="listbox" aria-label={typeof label === "string" ? `Choices for ${label}` : undefined}>
          {shown.length === 0 ? (
            <li className={classes.noOptions} role="presentation">
              Nothing found
            </li>
          ) : (
            shown.map((option, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field's own keys (arrows, Enter) choose options
              // biome-ignore lint/a11y/useFocusableInteractive: the field keeps the focus (aria-activedescendant)
              <li
                key={option}
                id={`${listId}-${i}`}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the list above
                role="option"
                aria-selected={option === value}
                data-active={i === active || undefined}
                className={classes.option}
                // Keeps the focus in the field, so picking does not blur it first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => {
                  pick(option);
                  input.current?.focus();
                }}
              >
                {option}
              </li>
            ))
          )}
        </ul>
      ) : null}
      </div>
    </Frame>
  );
}
