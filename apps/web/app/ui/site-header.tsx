import { lazy, type ReactNode, Suspense, useCallback, useId, useState } from "react";
import { AccountMenu, type SiteHeaderUser } from "./account-menu";
import { BrandMark } from "./brand-mark";
import { CategoryMenuButton, type CategoryMenuItem } from "./category-menu";
import { HeaderSearch } from "./header-search";
import { ButtonLink, Container, cx } from "./light";
import classes from "./site-shell.module.css";

export type { SiteHeaderUser } from "./account-menu";

/** Loaded on the first open, so pages do not carry the menu's code before anyone asks for it. */
const CategoryMenuDialog = lazy(() => import("./category-menu-dialog"));

export interface SiteHeaderProps {
  /** The signed-in customer, or null when signed out or not yet known. */
  user: SiteHeaderUser | null;
  /** True while the saved session is being checked; the account area stays empty meanwhile. */
  checking?: boolean;
  onLogout?: () => void;
  /** The cart button, placed before the account controls (composed by the site layout). */
  cartSlot?: ReactNode;
  /** The signed-in customer's notifications bell, placed after the cart (composed by the site layout). */
  bellSlot?: ReactNode;
  /** The category tree's top two levels for the category menu (server-rendered with the page). */
  categories?: CategoryMenuItem[];
}

/**
 * Storefront header: brand, category menu, search, cart, and either log in / sign up or the customer's
 * account menu. The category menu's button sits beside the brand on wide screens and beside the search
 * on a phone (the top row has no room left there); both open the same menu.
 */
export function SiteHeader({ user, checking, onLogout, cartSlot, bellSlot, categories = [] }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // Once opened, the dialog stays mounted (closed) so closing can hand focus back to its button.
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = useCallback(() => {
    setMenuUsed(true);
    setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <header className={classes.header}>
      <a className={cx("bm-skip-link", classes.skipLink)} href="#main-content">
        Skip to content
      </a>
      <Container className={classes.bar}>
        <div className={classes.brandGroup}>
          <BrandMark />
          <CategoryMenuButton open={menuOpen} onOpen={openMenu} controls={menuId} className={classes.menuWide} />
        </div>
        <div className={classes.searchWide}>
          <HeaderSearch />
        </div>
        <div className={classes.actions} aria-busy={checking || undefined}>
          {cartSlot}
          {checking ? (
            <span className={classes.accountPlaceholder} aria-hidden="true" />
          ) : user ? (
            <>
              {bellSlot}
              <AccountMenu user={user} onLogout={onLogout} />
            </>
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
        <CategoryMenuButton open={menuOpen} onOpen={openMenu} controls={menuId} compact />
        <HeaderSearch />
      </Container>
      {menuOpen || menuUsed ? (
        <Suspense fallback={null}>
          <CategoryMenuDialog id={menuId} open={menuOpen} onClose={closeMenu} categories={categories} />
        </Suspense>
      ) : null}
    </header>
  );
}
