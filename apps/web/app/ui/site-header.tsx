import type { ReactNode } from "react";
import { AccountMenu, type SiteHeaderUser } from "./account-menu";
import { BrandMark } from "./brand-mark";
import { HeaderSearch } from "./header-search";
import { ButtonLink, Container, cx } from "./light";
import classes from "./site-shell.module.css";

export type { SiteHeaderUser } from "./account-menu";

export interface SiteHeaderProps {
  /** The signed-in customer, or null when signed out or not yet known. */
  user: SiteHeaderUser | null;
  /** True while the saved session is being checked; the account area stays empty meanwhile. */
  checking?: boolean;
  onLogout?: () => void;
  /** The cart button, placed before the account controls (composed by the site layout). */
  cartSlot?: ReactNode;
}

/** Storefront header: brand, search, cart, and either log in / sign up or the customer's account menu. */
export function SiteHeader({ user, checking, onLogout, cartSlot }: SiteHeaderProps) {
  return (
    <header className={classes.header}>
      <a className={cx("bm-skip-link", classes.skipLink)} href="#main-content">
        Skip to content
      </a>
      <Container className={classes.bar}>
        <BrandMark />
        <div className={classes.searchWide}>
          <HeaderSearch />
        </div>
        <div className={classes.actions} aria-busy={checking || undefined}>
          {cartSlot}
          {checking ? (
            <span className={classes.accountPlaceholder} aria-hidden="true" />
          ) : user ? (
            <AccountMenu user={user} onLogout={onLogout} />
          ) : (
            <>
              {/* Tight padding: brand, cart, log in and sign up must fit a 360 px phone. */}
              <ButtonLink to="/login" variant="subtle" size="sm" className={cx(classes.authLink, classes.logIn)}>
                Log in
              </ButtonLink>
              <ButtonLink to="/signup" size="sm" className={classes.authLink}>
                Sign up
              </ButtonLink>
            </>
          )}
        </div>
      </Container>
      <Container className={classes.searchNarrow}>
        <HeaderSearch />
      </Container>
    </header>
  );
}
