import { Anchor, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useSessionUser } from "../../features/auth";
import { formatDateTime } from "../../lib/format";
import { AccountPage } from "./account-page";

export const meta = () => [{ title: "Profile · Bitmarte" }];

/** The customer's profile as the account holds it (read-only: the API has no profile update). */
export default function AccountProfilePage() {
  const user = useSessionUser();
  const fields: [string, string][] = [
    ["First name", user.firstName],
    ["Last name", user.lastName],
    ["Email", user.email],
    ["Last signed in", user.lastLogin ? formatDateTime(user.lastLogin) : "—"],
  ];
  return (
    <AccountPage title="Profile" description="The details of your Bitmarte account.">
      <Paper withBorder radius="md" p="lg" maw={640}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed" fw={500}>
                  {label}
                </Text>
                <Text size="sm" data-testid={`profile-${label.toLowerCase().replace(/ /g, "-")}`}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Your name and email cannot be changed here yet. Phone numbers are kept with each{" "}
            <Anchor component={Link} to="/addresses" size="sm">
              shipping address
            </Anchor>
            . You can{" "}
            <Anchor component={Link} to="/account/change-password" size="sm">
              change your password
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </AccountPage>
  );
}
