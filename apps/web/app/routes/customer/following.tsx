import { Anchor, Container } from "@mantine/core";
import { Link } from "react-router";
import { RequireSession } from "../../features/auth";
// Straight from its module: the stores barrel also names the admin screens (and their charts).
import { FollowedStores } from "../../features/stores/followed-stores";
import { AREAS } from "../../lib/areas";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Stores I follow · Bitmarte" }];

export default function FollowingPage() {
  return (
    <RequireSession area={AREAS.customer}>
      {() => (
        <Container size="lg" py={{ base: "lg", sm: "xl" }}>
          <Anchor component={Link} to="/account" size="sm" mb="xs" display="inline-block">
            ← My account
          </Anchor>
          <PageHeader title="Stores I follow" description="Stores you follow, newest first. Unfollow a store at any time." />
          <FollowedStores />
        </Container>
      )}
    </RequireSession>
  );
}
