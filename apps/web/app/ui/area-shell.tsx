import {
  AppShell,
  Avatar,
  Box,
  Badge,
  Burger,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconKey, IconLogout } from "@tabler/icons-react";
import { type ComponentType, type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "./brand-mark";

export interface AreaNavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Match only the exact path (for the area home). */
  end?: boolean;
}

export interface AreaShellUser {
  name: string;
  email: string;
  roleLabel?: string;
  subtitle?: string;
}

export interface AreaShellProps {
  areaLabel: string;
  homeTo: string;
  nav: AreaNavItem[];
  user: AreaShellUser;
  changePasswordTo: string;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Controls beside the user menu (the notification bell). */
  headerActions?: ReactNode;
  children: ReactNode;
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return (parts[0]?.[0] ?? "?").concat(parts[1]?.[0] ?? "").toUpperCase();
}

function isActive(pathname: string, item: AreaNavItem): boolean {
  if (item.end) return pathname === item.to || pathname === `${item.to}/`;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** Signed-in area layout: header with brand, role and user menu; navbar that collapses behind a burger on small screens. */
export function AreaShell({
  areaLabel,
  homeTo,
  nav,
  user,
  changePasswordTo,
  onLogout,
  loggingOut,
  headerActions,
  children,
}: AreaShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  useEffect(() => {
    close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={{ base: "md", sm: "lg" }}
      bg="gray.0"
    >
      <AppShell.Header px={{ base: "sm", sm: "lg" }}>
        <a className="bm-skip-link" href="#main-content">
          Skip to content
        </a>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? "Close navigation" : "Open navigation"}
              aria-expanded={opened}
              aria-controls="area-navigation"
            />
            <BrandMark to={homeTo} area={areaLabel} size="sm" compactArea />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerActions}
            {user.roleLabel ? (
              <Badge variant="light" size="md" radius="sm" tt="none" data-testid="role-badge" visibleFrom="xs">
                {user.roleLabel}
              </Badge>
            ) : null}
            <Menu position="bottom-end" width={240} shadow="md" withinPortal>
              <Menu.Target>
                {/* Named by its content (the name and subtitle shown), so what a voice user reads is its name. */}
                <UnstyledButton
                  px={6}
                  py={4}
                  style={{ borderRadius: "var(--mantine-radius-md)" }}
                >
                  <Group gap={8} wrap="nowrap">
                    <VisuallyHidden>Account menu for </VisuallyHidden>
                    <Avatar size={34} radius="xl" color="brand" variant="filled" aria-hidden>
                      {initials(user.name)}
                    </Avatar>
                    <VisuallyHidden hiddenFrom="md">{user.name}</VisuallyHidden>
                    <Stack gap={0} visibleFrom="md" style={{ maxWidth: 180 }}>
                      <Text size="sm" fw={600} truncate>
                        {user.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {user.subtitle ?? user.email}
                      </Text>
                    </Stack>
                    <IconChevronDown size={16} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Text size="sm" fw={600} c="dark" truncate>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {user.email}
                  </Text>
                  {user.roleLabel ? (
                    <Badge variant="light" size="sm" radius="sm" tt="none" mt={6} hiddenFrom="xs">
                      {user.roleLabel}
                    </Badge>
                  ) : null}
                </Menu.Label>
                <Menu.Divider />
                <Menu.Item component={Link} to={changePasswordTo} leftSection={<IconKey size={16} />}>
                  Change password
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconLogout size={16} />}
                  onClick={onLogout}
                  disabled={loggingOut}
                >
                  Log out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" id="area-navigation" aria-label={`${areaLabel} navigation`} component="nav">
        <AppShell.Section grow component={ScrollArea}>
          <VisuallyHidden>
            <h2>{areaLabel} navigation</h2>
          </VisuallyHidden>
          <Stack gap={2}>
            {nav.map((item) => {
              const active = isActive(pathname, item);
              const Icon = item.icon;
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  active={active}
                  aria-current={active ? "page" : undefined}
                  leftSection={<Icon size={18} stroke={1.7} />}
                  variant="light"
                  style={{ borderRadius: "var(--mantine-radius-md)" }}
                  fw={500}
                />
              );
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
          <NavLink
            component={Link}
            to={changePasswordTo}
            label="Change password"
            leftSection={<IconKey size={18} stroke={1.7} />}
            active={pathname === changePasswordTo}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
          <NavLink
            component="button"
            type="button"
            label="Log out"
            leftSection={<IconLogout size={18} stroke={1.7} />}
            onClick={onLogout}
            disabled={loggingOut}
            c="red.8"
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main-content">
        <Box maw={1200} mx="auto">
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
