import { Button } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { ComingSoon } from "../../ui/coming-soon";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import type { DashboardSection } from "./dashboard-nav";

export interface SectionPageProps {
  section: DashboardSection | undefined;
  allowed: boolean;
  homeTo: string;
  backLabel?: string;
}

/** A section that later work fills in: its title and an honest coming-soon state. */
export function SectionPage({ section, allowed, homeTo, backLabel = "Back to the dashboard" }: SectionPageProps) {
  const back = (
    <Button component={Link} to={homeTo} variant="light">
      {backLabel}
    </Button>
  );
  if (!section) {
    return <EmptyState title="Page not found" description="This page does not exist." action={back} />;
  }
  if (!allowed) {
    return (
      <>
        <PageHeader title={section.label} />
        <EmptyState
          icon={<IconLock size={28} stroke={1.6} />}
          title={`No access to ${section.label}`}
          description={
            homeTo === "/merchant"
              ? "Your permissions do not include this section. Ask the store owner if you need it."
              : "Your role does not include this section. Ask a super admin if you need it."
          }
          action={back}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={section.label} description={section.description} />
      <ComingSoon title="Coming soon" action={back} />
    </>
  );
}
