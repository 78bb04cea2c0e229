import { Outlet } from "react-router";
import { SignedInArea } from "../../features/auth";
import { partnerNav } from "../../features/dashboard";
import { NotificationBell } from "../../features/notifications";
import { AREAS } from "../../lib/areas";

export default function ShippingPartnerArea() {
  return (
    <SignedInArea area={AREAS.partner} nav={partnerNav} headerActions={<NotificationBell area={AREAS.partner} />}>
      <Outlet />
    </SignedInArea>
  );
}
