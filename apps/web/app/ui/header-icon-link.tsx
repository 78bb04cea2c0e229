import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./header-icon-link.module.css";

/** An icon link in the site header with a count badge (the cart, the notifications). */
export function HeaderIconLink({ to, label, title, count, testId, children }: { to: string; label: string; title: string; count: number; testId: string; children: ReactNode }) {
  return (
    <span className={classes.root} data-testid={testId}>
      <Link to={to} className={classes.button} aria-label={label} title={title}>
        {children}
      </Link>
      {/* The count is in the link's name; the badge repeats it for the eye. */}
      {count > 0 ? (
        <span className={classes.badge} aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </span>
  );
}
