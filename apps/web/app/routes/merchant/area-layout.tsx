import { Outlet } from "react-router";
import { SignedInArea } from "../../features/auth";
import { merchantNav } from "../../features/dashboard";
import { AREAS } from "../../lib/areas";

export default function MerchantArea() {
  return (
    <SignedInArea area={AREAS.merchant} nav={merchantNav}>
      <Outlet />
    </SignedInArea>
  );
}
