import { Link } from "react-router";
import { RequireSessionLight } from "../../features/auth/require-session-light";
// Straight from its module: the stores barrel also names the admin screens (and their charts).
import { FollowedStores } from "../../features/stores/followed-stores";
import { AREAS } from "../../lib/areas";
import { SignedInPage } from "../../ui/light/signed-in-page";

export const meta = () => [{ title: "Stores I follow · Bitmarte" }];

export default function FollowingPage() {
  return (
    <RequireSessionLight area={AREAS.customer}>
      {() => (
        <SignedInPage
          back={<Link to="/account">← My account</Link>}
          title="Stores I follow"
          description="Stores you follow, newest first. Unfollow a store at any time."
        >
          <FollowedStores />
        </SignedInPage>
      )}
    </RequireSessionLight>
  );
}
