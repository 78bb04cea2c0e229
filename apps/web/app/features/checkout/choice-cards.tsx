import type { ReactNode } from "react";
import { cx } from "../../ui/light";
import cards from "../../ui/light/cards.module.css";
import classes from "./checkout.module.css";

export interface Choice<T extends string> {
  value: T;
  /** The radio's accessible name. */
  label: string;
  /** What the card shows (the label by default). */
  body?: ReactNode;
}

/**
 * A radio group drawn as cards: a fieldset named by its legend, each card a label around a native radio
 * (arrow keys move between them, the browser reads "radio, 1 of 3").
 */
export function ChoiceCards<T extends string>({
  legend,
  name,
  value,
  onChange,
  choices,
  columns,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  choices: Choice<T>[];
  /** Side by side from a tablet up. */
  columns?: boolean;
}) {
  return (
    <fieldset className={classes.choices}>
      <legend>{legend}</legend>
      <div className={cx(classes.choiceGrid, columns && classes.choiceColumns)}>
        {choices.map((choice) => (
          <label key={choice.value} className={cx(cards.choice, classes.choiceCard)}>
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} aria-label={choice.label} />
            <span>{choice.body ?? choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
