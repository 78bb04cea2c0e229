import { Box, Button, Container, Group } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { BrandMark } from "./brand-mark";
import type { SiteHeaderUser } from "./account-menu";
import { HeaderSearch } from "./header-search";

// The signed-in menu is known only in the browser (the session is checked there), so its code loads then:
// signed-out visitors, and every server-rendered page, never download it.
const AccountMenu = lazy(() => import("./account-menu"));

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

/** Storefront header: brand, and either log in / sign up or the customer's account menu. */
export function SiteHeader({ user, checking, onLogout, cartSlot }: SiteHeaderProps) {
  return (
    <Box component="header" bg="white" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
      <a className="bm-skip-link" href="#main-content">
        Skip to content
      </a>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandMark />
          <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 520 }}>
            <HeaderSearch />
          </Box>
          <Group gap={4} wrap="nowrap" mih={36} aria-busy={checking || undefined}>
            {cartSlot}
            {checking ? null : user ? (
              <Suspense fallback={<span className="bm-account-placeholder" aria-hidden />}>
                <AccountMenu user={user} onLogout={onLogout} />
              </Suspense>
            ) : (
              <>
                {/* Tight padding: brand, cart, log in and sign up must fit a 360 px phone. */}
                <Button component={Link} to="/login" variant="subtle" size="sm" px={8}>
                  Log in
                </Button>
                <Button component={Link} to="/signup" size="sm" px={12}>
                  Sign up
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
      <Container size="lg" pb="sm" hiddenFrom="sm">
        <HeaderSearch />
      </Container>
    </Box>
  );
}
