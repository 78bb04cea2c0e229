import type { UserInfo } from "@bitmarte/contracts";
import type { ReactNode } from "react";
import { ADMIN_SECTIONS, canOpenAdminPath, canOpenMerchantPath, canOpenSection, findSection, MERCHANT_SECTIONS } from "./dashboard-nav";
import { SectionPage } from "./section-page";

export interface SectionGateProps {
  area: "merchant" | "admin";
  slug: string;
  user: Pick<UserInfo, "role" | "permissions">;
  children: ReactNode;
}

/** Renders a section's page only for people who may open it; others get the section's no-access state. */
export function SectionGate({ area, slug, user, children }: SectionGateProps) {
  if (canOpenSection(area, user, slug)) return <>{children}</>;
  const section = (area === "merchant" ? MERCHANT_SECTIONS : ADMIN_SECTIONS).find((s) => s.slug === slug);
  return <SectionPage section={section} allowed={false} homeTo={area === "merchant" ? "/merchant" : "/admin"} />;
}

/**
 * The admin area's gate for every page: a path of a section the role may not use shows the no-access
 * state instead of a page whose calls the server would refuse.
 */
export function AdminPathGate({ user, pathname, children }: { user: Pick<UserInfo, "role">; pathname: string; children: ReactNode }) {
  if (canOpenAdminPath(user, pathname)) return <>{children}</>;
  return <SectionPage section={findSection(ADMIN_SECTIONS, "/admin", pathname)} allowed={false} homeTo="/admin" />;
}

/** The merchant area's gate for every page: staff opening a section without its permission see "No access". */
export function MerchantPathGate({ user, pathname, children }: { user: Pick<UserInfo, "role" | "permissions">; pathname: string; children: ReactNode }) {
  if (canOpenMerchantPath(user, pathname)) return <>{children}</>;
  return <SectionPage section={findSection(MERCHANT_SECTIONS, "/merchant", pathname)} allowed={false} homeTo="/merchant" />;
}
