import type { ReactNode } from "react";
import classes from "./section-card.module.css";

/** The section cards' styles (the order page and the parts drawn inside it: returns, reviews). */
export { classes as sectionCardClasses };

/** A titled card of a signed-in page (the order page's tracking, items, returns, reviews). */
export function SectionCard({ id, title, icon, actions, children, testId }: { id: string; title: string; icon?: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={classes.card} aria-labelledby={id} data-testid={testId}>
      <div className={classes.cardHeader}>
        <h2 className={classes.cardTitle} id={id}>
          {icon}
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
