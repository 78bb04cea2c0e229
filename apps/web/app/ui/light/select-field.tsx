import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { cx, lightClasses } from "./index";
import classes from "./signed-in.module.css";

/** A native select with its label above it (keyboard and phone pickers for free). */
export function SelectField({ label, id, className, children, ...rest }: { label: ReactNode; id: string } & ComponentPropsWithoutRef<"select">) {
  return (
    <div className={className}>
      <label className={lightClasses.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={cx(lightClasses.input, classes.select)} {...rest}>
        {children}
      </select>
    </div>
  );
}
