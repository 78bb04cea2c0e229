import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconKey, IconLogout, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";

export interface SiteHeaderUser {
  firstName: string;
  email: string;
}

/** The signed-in customer's menu in the site header (loaded on demand by SiteHeader). */
export default function AccountMenu({ user, onLogout }: { user: SiteHeaderUser; onLogout?: () => void }) {
  return (
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
  );
}
