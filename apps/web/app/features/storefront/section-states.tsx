import type { ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { Button, cx, lightClasses } from "../../ui/light";
import { IconAlertTriangle, IconRefresh } from "./storefront-icons";
import classes from "./storefront.module.css";

/** A failed part of a page; "Try again" reloads the page's data, or calls `onRetry` for a part loaded on its own. */
export function SectionError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const revalidator = useRevalidator();
  return (
    <div className={cx(lightClasses.card, lightClasses.state)} data-tone="error" role="alert">
      <span className={lightClasses.stateIcon} aria-hidden="true">
        <IconAlertTriangle size={28} stroke={1.6} />
      </span>
      <p className={lightClasses.stateTitle}>Something went wrong</p>
      <p className={lightClasses.stateText}>{message}</p>
      <div className={lightClasses.stateActions}>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={!onRetry && revalidator.state === "loading"}
          onClick={() => (onRetry ? onRetry() : void revalidator.revalidate())}
        >
          Try again
        </Button>
      </div>
    </div>
  );
}

export interface StoreSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  seeAll?: { to: string; label: string };
  children: ReactNode;
}

/** A titled storefront section, optionally with a "See all" link. */
export function StoreSection({ id, title, description, seeAll, children }: StoreSectionProps) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <div className={classes.sectionHead}>
        <div>
          <h2 id={id} className={classes.sectionTitle}>
            {title}
          </h2>
          {description}
        </div>
        {seeAll ? (
          <Link to={seeAll.to} className={cx(classes.textLink, classes.seeAll)}>
            {seeAll.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
