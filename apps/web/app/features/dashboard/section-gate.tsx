import type { UserInfo } from "@bitmarte/contracts";
import type { ReactNode } from "react";
import { ADMIN_SECTIONS, canOpenSection, MERCHANT_SECTIONS } from "./dashboard-nav";
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
