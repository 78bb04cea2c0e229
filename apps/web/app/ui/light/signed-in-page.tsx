import type { ReactNode } from "react";
import { Container } from "./index";
import classes from "./signed-in.module.css";

/** The signed-in pages' shared layouts: `cardGrid` (cards, 1–3 columns) and `listFooter` (count and pages under a list). */
export { classes as signedInClasses };

export interface SignedInPageProps {
  title: ReactNode;
  description?: ReactNode;
  /** A way back (a link above the title). */
  back?: ReactNode;
  /** Controls shown beside the title (below it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a signed-in customer page drawn with ui/light: the page's heading, then its content. */
export function SignedInPage({ title, description, back, actions, children }: SignedInPageProps) {
  return (
    <Container className={classes.page}>
      {back ? <div className={classes.pageBack}>{back}</div> : null}
      <header className={classes.pageHeader}>
        <div className={classes.pageHeading}>
          <h1 className={classes.pageTitle}>{title}</h1>
          {description ? <p className={classes.pageDescription}>{description}</p> : null}
        </div>
        {actions ? <div className={classes.pageActions}>{actions}</div> : null}
      </header>
      {children}
    </Container>
  );
}
