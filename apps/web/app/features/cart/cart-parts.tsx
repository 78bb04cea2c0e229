import type { ComponentPropsWithoutRef } from "react";
import { isApiError } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { cx, IconButton } from "../../ui/light";
import { IconMinus, IconPlus } from "./cart-icons";
import classes from "./cart.module.css";

// What the signed-in cart and the guest cart both draw.
export { classes as cartClasses };

/** What a failed read says (spec §8): "Check network connection" when the server could not be reached, else the page's "Could not get …". */
export function loadFailure(error: unknown, message: string): string {
  return isApiError(error) && error.isNetworkError ? error.message : message;
}

/** An amount in naira: ₦ sign, thousands separators, 2 decimals (spec §9). */
export function Money({ amount, className, ...rest }: { amount: number } & ComponentPropsWithoutRef<"span">) {
  return (
    <span className={cx(classes.money, className)} {...rest}>
      {formatNaira(amount)}
    </span>
  );
}

/** The product's first photo, or a blank tile of the same size. */
export function LineImage({ src }: { src: string | undefined }) {
  return src ? <img src={src} alt="" width={64} height={64} className={classes.thumb} decoding="async" /> : <span className={classes.thumb} />;
}

interface StepperProps {
  name: string;
  quantity: number;
  /** Whether each button may be used now. */
  canDecrease: boolean;
  canIncrease: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (quantity: number) => void;
  /** The quantity's test id (the signed-in cart's lines name it). */
  quantityTestId?: string;
}

/** − quantity + ; the quantity is read out when it changes. */
export function QuantityStepper({ name, quantity, canDecrease, canIncrease, decreaseLabel, increaseLabel, onChange, quantityTestId }: StepperProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons and a figure, not a form's fieldset
    <div className={classes.stepper} role="group" aria-label={`Quantity of ${name}`}>
      <IconButton label={decreaseLabel} variant="default" disabled={!canDecrease} onClick={() => onChange(quantity - 1)}>
        <IconMinus size={14} />
      </IconButton>
      <span aria-live="polite" data-testid={quantityTestId}>
        {quantity}
      </span>
      <IconButton label={increaseLabel} variant="default" disabled={!canIncrease} onClick={() => onChange(quantity + 1)}>
        <IconPlus size={14} />
      </IconButton>
    </div>
  );
}
