import { Avatar, Box, Button, Container, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconKey, IconLogout, IconUser } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark } from "./brand-mark";
import { HeaderSearch } from "./header-search";

export interface SiteHeaderUser {
  firstName: string;
  email: string;
}

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
              <Menu position="bottom-end" width={220} shadow="md">
                <Menu.Target>
                  <UnstyledButton aria-label={`Account menu for ${user.firstName}`} px={6} py={4}>
                    <Group gap={8} wrap="nowrap">
                      <Avatar size={32} radius="xl" color="brand" variant="filled">
                        {user.firstName.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <Text size="sm" fw={600} visibleFrom="xs">
                        {user.firstName}
                      </Text>
                      <IconChevronDown size={16} aria-hidden />
                    </Group>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>{user.email}</Menu.Label>
                  <Menu.Item component={Link} to="/account" leftSection={<IconUser size={16} />}>
                    My account
                  </Menu.Item>
                  <Menu.Item component={Link} to="/account/change-password" leftSection={<IconKey size={16} />}>
                    Change password
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
                    Log out
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
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
