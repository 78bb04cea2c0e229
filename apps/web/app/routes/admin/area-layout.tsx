import { Outlet, useLocation } from "react-router";
import { SignedInArea, useSessionUser } from "../../features/auth";
import { AdminPathGate, adminCaller, adminNav } from "../../features/dashboard";
import { NotificationBell } from "../../features/notifications";
import { OrderCallerProvider } from "../../features/orders/order-caller";
import { AREAS } from "../../lib/areas";

/** Every admin page: pages of sections the role may not use show "No access"; order screens know the role. */
function AdminPage() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  return (
    <AdminPathGate user={user} pathname={pathname}>
      <OrderCallerProvider caller={adminCaller(user)}>
        <Outlet />
      </OrderCallerProvider>
    </AdminPathGate>
  );
}

export default function AdminArea() {
  return (
    <SignedInArea area={AREAS.admin} nav={adminNav} headerActions={<NotificationBell area={AREAS.admin} />}>
      <AdminPage />
    </SignedInArea>
  );
}
