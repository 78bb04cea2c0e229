import { Outlet } from "react-router";
import { SignedInArea } from "../../features/auth";
import { adminNav } from "../../features/dashboard";
import { AREAS } from "../../lib/areas";

export default function AdminArea() {
  return (
    <SignedInArea area={AREAS.admin} nav={adminNav}>
      <Outlet />
    </SignedInArea>
  );
}
