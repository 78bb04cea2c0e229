import { Anchor, Container } from "@mantine/core";
import { Link } from "react-router";
import { RequireSession } from "../../features/auth";
import { NotificationsScreen } from "../../features/notifications";
import { AREAS } from "../../lib/areas";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Notifications · Bitmarte" }];

export default function CustomerNotificationsPage() {
  return (
    <RequireSession area={AREAS.customer}>
      {() => (
        <Container size="md" py={{ base: "lg", sm: "xl" }}>
          <Anchor component={Link} to="/account" size="sm" mb="xs" display="inline-block">
            ← My account
          </Anchor>
          <PageHeader title="Notifications" description="Updates on your orders and refunds, newest first." />
          <NotificationsScreen area={AREAS.customer} />
        </Container>
      )}
    </RequireSession>
  );
}
