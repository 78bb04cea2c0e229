import { Outlet, useLocation } from "react-router";
import { SignedInArea, useSessionUser } from "../../features/auth";
import { MerchantPathGate, merchantNav } from "../../features/dashboard";
import { NotificationBell } from "../../features/notifications";
import { AREAS } from "../../lib/areas";

/** Every merchant page: staff opening a section they hold no permission for see "No access", whatever the page. */
function MerchantPage() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  return (
    <MerchantPathGate user={user} pathname={pathname}>
      <Outlet />
    </MerchantPathGate>
  );
}

export default function MerchantArea() {
  return (
    <SignedInArea area={AREAS.merchant} nav={merchantNav} headerActions={<NotificationBell area={AREAS.merchant} />}>
      <MerchantPage />
    </SignedInArea>
  );
}
